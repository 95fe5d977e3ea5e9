export { WalletScreen } from './WalletScreen';
