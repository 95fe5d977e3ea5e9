export { AccountLayout } from './AccountLayout';
export type { AccountLayoutProps, LocalLoginDisabledWarning } from './AccountLayout';
