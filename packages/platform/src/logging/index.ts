export { LOG_LEVELS, passes } from './log-levels';
export type { LogLevel } from './log-levels';
export { createLogger, DEFAULT_LOGGER_CONFIG } from './logger';
export type { Logger, LoggerConfig, LoggerPorts, ServerLogEntry } from './logger';
export { redactSecrets } from './redact';
