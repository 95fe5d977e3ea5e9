import type { TextModule } from '../../i18n/text-module';
import * as experience from '../../forms/investor/experience-texts';
import * as generalInfo from '../../forms/investor/general-info-texts';
import * as forms from '../../forms/texts';
import * as shared from '../shared/texts';
import * as investorProfile from './texts';

export { InvestorProfileScreen } from './InvestorProfileScreen';

/** Texts this chunk renders (the registration's section forms, the shared load error). */
export const screenTexts: readonly TextModule[] = [
  investorProfile,
  generalInfo,
  experience,
  shared,
  forms,
];
