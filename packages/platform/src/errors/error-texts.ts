/** A text to show: a localization key, with the English default when the key is missing. */
export interface ErrorText {
  key: string | null;
  /** Shown when `key` is null (server text) or cannot be localized. */
  text: string;
}

const text = (key: string, fallback: string): ErrorText => ({ key, text: fallback });

/** ABP's default error texts (SPEC §8), keyed by what they describe. */
export const DEFAULT_ERROR_TEXTS = {
  default: {
    title: text('AbpUi::DefaultErrorMessage', 'An error has occurred!'),
    details: text('AbpUi::DefaultErrorMessageDetail', 'Error detail not sent by server.'),
  },
  401: {
    title: text('AbpUi::DefaultErrorMessage401', 'You are not authenticated!'),
    details: text(
      'AbpUi::DefaultErrorMessage401Detail',
      'You should be authenticated (sign in) in order to perform this operation.',
    ),
  },
  403: {
    title: text('AbpUi::DefaultErrorMessage403', 'You are not authorized!'),
    details: text(
      'AbpUi::DefaultErrorMessage403Detail',
      'You are not allowed to perform this operation.',
    ),
  },
  404: {
    title: text('AbpUi::DefaultErrorMessage404', 'Resource not found!'),
    details: text(
      'AbpUi::DefaultErrorMessage404Detail',
      'The resource requested could not found on the server.',
    ),
  },
  500: {
    title: text('AbpUi::DefaultErrorMessage500', 'Internal server error'),
    details: text('AbpUi::DefaultErrorMessage500Detail', 'Error detail not sent by server.'),
  },
} as const;

export type KnownErrorStatus = 401 | 403 | 404 | 500;
