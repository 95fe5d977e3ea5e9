export { ListToolbar } from './ListToolbar';
export type { ListToolbarProps } from './ListToolbar';
export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
