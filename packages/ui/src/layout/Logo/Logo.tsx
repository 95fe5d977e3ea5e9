export type LogoProps = {
  /** Accessible name of the mark, e.g. the product name or "Sahm, home". */
  label: string;
};

// The wordmark is the brand in both scripts, so it is not translated.
export function Logo({ label }: LogoProps) {
  return (
    <span className="sahm-logo" role="img" aria-label={label}>
      <svg className="sahm-logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--accent-9)" />
        <path
          d="M9 22 L21 10 M12 10 H21 V19"
          fill="none"
          stroke="var(--accent-contrast)"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sahm-logo__word" lang="ar">
        سهم
      </span>
      <span className="sahm-logo__latin" lang="en">
        Sahm
      </span>
    </span>
  );
}
