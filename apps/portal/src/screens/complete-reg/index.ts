export { CompleteRegistrationScreen } from './CompleteRegistrationScreen';
export { clearRegistrationDrafts } from './registration-draft';
