import type { TextModule } from '../../i18n/text-module';
import * as investment from '../investment/texts';
import * as bankAccount from './texts';

export { BankAccountScreen } from './BankAccountScreen';

/** Texts this chunk renders (its load error reuses the investment screen's parts). */
export const screenTexts: readonly TextModule[] = [bankAccount, investment];
