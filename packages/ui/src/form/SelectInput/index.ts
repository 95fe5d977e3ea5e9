export { SelectInput } from './SelectInput';
export type { SelectInputProps, SelectOption } from './SelectInput';
