export {
  describeHttpError,
  mayBeHiddenTenantResolveError,
  type DescribeHttpErrorOptions,
  type HttpErrorDecision,
} from './describe-http-error';
export { httpErrorOptionsFrom } from './http-error-options';
export { DEFAULT_ERROR_TEXTS, type ErrorText, type KnownErrorStatus } from './error-texts';
export {
  memberToFieldPath,
  parseValidationErrors,
  splitValidationMessage,
  type FieldValidationError,
} from './parse-validation-errors';
export { readHttpError, toHttpErrorInfo, type HttpErrorInfo } from './read-http-error';
