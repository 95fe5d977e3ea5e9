export { RadioGroupInput } from './RadioGroupInput';
export type { RadioGroupInputProps } from './RadioGroupInput';
