/** The logger's levels, lowest first (ngx-logger's, which ABP's Angular template configures). */
export const LOG_LEVELS = [
  'TRACE',
  'DEBUG',
  'INFO',
  'LOG',
  'WARN',
  'ERROR',
  'FATAL',
  'OFF',
] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Whether a message at `level` passes a threshold; nothing passes `OFF`. */
export function passes(level: LogLevel, threshold: LogLevel): boolean {
  return (
    threshold !== 'OFF' &&
    level !== 'OFF' &&
    LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(threshold)
  );
}
