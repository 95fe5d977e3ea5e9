export { LazySelect } from './LazySelect';
export type { LazySelectProps } from './LazySelect';
export type { SelectOption, SelectSize, SelectTriggerAttributes } from './types';
