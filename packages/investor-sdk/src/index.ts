export {
  createInvestorClient,
  INVESTOR_API_BASE,
  type InvestorClient,
} from './client/investor-client';
export { InvestorResponseError } from './client/errors';
export {
  checkUserIsCompleteRegisterResponseSchema,
  type CheckUserIsCompleteRegisterResponse,
} from './schemas/registration';
