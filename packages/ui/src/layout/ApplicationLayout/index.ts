export { ApplicationLayout } from './ApplicationLayout';
export type { ApplicationLayoutProps } from './ApplicationLayout';
