export { InvestorProfileScreen } from './InvestorProfileScreen';
