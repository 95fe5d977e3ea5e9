import { adminTexts } from '../screens/admin/admin-texts';
import * as account from '../screens/account/texts';
import * as bankAccount from '../screens/bank-account/texts';
import * as completeRegistration from '../screens/complete-registration/texts';
import { STEP_TEXTS } from '../screens/complete-registration/forms/step-texts';
import * as investment from '../screens/investment/texts';
import * as investorProfile from '../screens/investor-profile/texts';
import * as investors from '../screens/investors/texts';
import * as wallet from '../screens/wallet/texts';
import * as statement from '../screens/wallet/statement/texts';
import * as forms from '../forms/texts';
import * as home from '../screens/home/texts';
import * as shared from '../screens/shared/texts';
import * as shell from './shell-texts';
import { portalTexts } from './text-module';

/** Every portal text at once, for Storybook, where screens render without their lazy route. */
export const ALL_PORTAL_TEXTS = portalTexts([
  shell,
  forms,
  home,
  shared,
  investment,
  completeRegistration,
  ...STEP_TEXTS,
  investorProfile,
  wallet,
  statement,
  bankAccount,
  investors,
  account,
  ...adminTexts,
]);
