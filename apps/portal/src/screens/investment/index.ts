export { InvestmentScreen } from './InvestmentScreen';
export { OpportunityScreen } from './OpportunityScreen';
