/** The server answered application-configuration or application-localization with something the platform cannot use. */
export class ApplicationConfigurationError extends Error {
  override readonly name = 'ApplicationConfigurationError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
