export { createInvestorHandlers, type InvestorMockOptions } from './handlers';
