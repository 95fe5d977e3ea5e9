export { CheckboxInput } from './CheckboxInput';
export type { CheckboxInputProps } from './CheckboxInput';
