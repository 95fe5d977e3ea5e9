import type { TextModule } from '../../i18n/text-module';
import * as wallet from '../wallet/texts';
import * as investment from './texts';

export { InvestmentScreen } from './InvestmentScreen';
export { OpportunityScreen } from './OpportunityScreen';

/** Texts this chunk renders (the opportunity shows the wallet balance), added when it loads. */
export const screenTexts: readonly TextModule[] = [investment, wallet];
