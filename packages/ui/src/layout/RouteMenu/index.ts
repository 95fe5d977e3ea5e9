export { RouteMenu } from './RouteMenu';
export type { RouteMenuProps } from './RouteMenu';
