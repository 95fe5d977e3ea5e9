export { BankAccountScreen } from './BankAccountScreen';
