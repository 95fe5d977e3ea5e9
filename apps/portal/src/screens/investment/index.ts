import type { TextModule } from '../../i18n/text-module';
import * as shared from '../shared/texts';
import * as investment from './texts';

export { InvestmentScreen } from './InvestmentScreen';

/** Texts this chunk renders, added when it loads. */
export const screenTexts: readonly TextModule[] = [investment, shared];
