/** The server answered application-configuration with something the platform cannot use. */
export class ApplicationConfigurationError extends Error {
  override readonly name = 'ApplicationConfigurationError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
