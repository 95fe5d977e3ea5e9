export { EmptyLayout } from './EmptyLayout';
export type { EmptyLayoutProps } from './EmptyLayout';
