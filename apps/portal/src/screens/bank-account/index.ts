import type { TextModule } from '../../i18n/text-module';
import * as forms from '../../forms/texts';
import * as shared from '../shared/texts';
import * as bankAccount from './texts';

export { BankAccountScreen } from './BankAccountScreen';

/** Texts this chunk renders (the shared load error), added when it loads. */
export const screenTexts: readonly TextModule[] = [bankAccount, shared, forms];
