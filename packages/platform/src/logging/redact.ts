const REDACTED = '[redacted]';

// Bearer values, OAuth parameters in URLs or form bodies, and JSON token fields.
const SECRET_PATTERNS: [RegExp, string][] = [
  [/(Bearer\s+)[\w\-.~+/]+=*/gi, `$1${REDACTED}`],
  [
    /\b(access_token|refresh_token|id_token|code|code_verifier|client_secret|password)=[^&\s"']*/gi,
    `$1=${REDACTED}`,
  ],
  [
    /("(?:access_token|refresh_token|id_token|accessToken|refreshToken|idToken|password)"\s*:\s*)"[^"]*"/gi,
    `$1"${REDACTED}"`,
  ],
];

/** Removes tokens, codes and passwords from text bound for a console or a server (security rule). */
export function redactSecrets(text: string): string {
  return SECRET_PATTERNS.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}
