import type { TextModule } from '../../i18n/text-module';
import * as forms from '../../forms/texts';
import * as completeReg from './texts';

export { CompleteRegistrationScreen } from './CompleteRegistrationScreen';

/** Texts this chunk renders, added when it loads. */
export const screenTexts: readonly TextModule[] = [completeReg, forms];
