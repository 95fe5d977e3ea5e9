import { adminTexts } from '../screens/admin/admin-texts';
import * as account from '../screens/account/texts';
import * as bankAccount from '../screens/bank-account/texts';
import * as completeReg from '../screens/complete-reg/texts';
import { STEP_TEXTS } from '../screens/complete-reg/step-forms/step-texts';
import * as investment from '../screens/investment/texts';
import * as investorProf from '../screens/investor-prof/texts';
import * as wallet from '../screens/wallet/texts';
import * as forms from '../forms/texts';
import * as home from '../screens/home/texts';
import * as shell from './shell-texts';
import { portalTexts } from './text-module';

/** Every portal text at once, for Storybook, where screens render without their lazy route. */
export const ALL_PORTAL_TEXTS = portalTexts([
  shell,
  forms,
  home,
  investment,
  completeReg,
  ...STEP_TEXTS,
  investorProf,
  wallet,
  bankAccount,
  account,
  ...adminTexts,
]);
