import type { TextModule } from '../../i18n/text-module';
import * as completeReg from '../complete-reg/texts';
import { STEP_TEXTS } from '../complete-reg/step-forms/step-texts';
import * as investment from '../investment/texts';
import * as investorProf from './texts';

export { InvestorProfileScreen } from './InvestorProfileScreen';

/** Texts this chunk renders (the registration's section forms, the investment load error). */
export const screenTexts: readonly TextModule[] = [
  investorProf,
  completeReg,
  ...STEP_TEXTS,
  investment,
];
