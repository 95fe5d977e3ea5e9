import type { TextModule } from '../../i18n/text-module';
import * as investors from './texts';

export { InvestorsScreen } from './InvestorsScreen';

/** Texts this chunk renders, added when it loads. */
export const screenTexts: readonly TextModule[] = [investors];
