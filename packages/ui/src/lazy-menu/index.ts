export { LazyDropdownMenu } from './LazyDropdownMenu';
export type { LazyDropdownMenuProps, MenuContentModule } from './LazyDropdownMenu';
export { MenuTriggerIcon } from './MenuTriggerIcon';
