import type { LocalTextsByCulture } from '@sahm/platform';
import * as forms from '../forms/texts';
import * as account from '../screens/account/texts';
import * as identity from '../screens/admin/identity/texts';
import * as settings from '../screens/admin/settings/texts';
import * as tenants from '../screens/admin/tenants/texts';
import * as bankAccount from '../screens/bank-account/texts';
import * as completeReg from '../screens/complete-reg/texts';
import * as home from '../screens/home/texts';
import * as investment from '../screens/investment/texts';
import * as investorProf from '../screens/investor-prof/texts';
import * as wallet from '../screens/wallet/texts';
import * as shell from './shell-texts';

const modules = [
  shell,
  forms,
  home,
  investment,
  completeReg,
  investorProf,
  wallet,
  bankAccount,
  account,
  identity,
  tenants,
  settings,
];

/**
 * The portal's own product texts, resource Sahm, per culture: a base layer under the server's
 * localization, so the portal reads well on any ABP backend (docs/adr/0041-portal-texts.md).
 */
export const PORTAL_TEXTS: LocalTextsByCulture = {
  en: { Sahm: Object.assign({}, ...modules.map((module) => module.en)) },
  ar: { Sahm: Object.assign({}, ...modules.map((module) => module.ar)) },
};
