export { Form } from './Form';
export type { FormProps } from './Form';
export {
  ENTER_SUBMIT_DEBOUNCE_MS,
  enterSubmitsFrom,
  useEnterToSubmit,
} from './use-enter-to-submit';
