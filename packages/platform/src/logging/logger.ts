import { passes, type LogLevel } from './log-levels';
import { redactSecrets } from './redact';

export interface LoggerConfig {
  /** Lowest level written to the console (SPEC §9: TRACE). */
  level: LogLevel;
  /** Lowest level also sent to `serverLoggingUrl` (SPEC §9: off). */
  serverLogLevel: LogLevel;
  serverLoggingUrl?: string;
  /** Include stack traces in server entries; they are only useful with deployed source maps. */
  enableSourceMaps: boolean;
}

export const DEFAULT_LOGGER_CONFIG: LoggerConfig = {
  level: 'TRACE',
  serverLogLevel: 'OFF',
  enableSourceMaps: false,
};

export interface ServerLogEntry {
  level: LogLevel;
  message: string;
  timestamp: string;
  /** The page's path only: a query string may carry an authorization code. */
  path: string;
  additional: string[];
}

export interface LoggerPorts {
  console?: Pick<Console, 'debug' | 'info' | 'log' | 'warn' | 'error'>;
  send?: (url: string, entry: ServerLogEntry) => void;
  now?: () => Date;
  path?: () => string;
}

const describe = (value: unknown, withStack: boolean): string => {
  if (value instanceof Error) {
    return redactSecrets(
      withStack && value.stack ? value.stack : `${value.name}: ${value.message}`,
    );
  }
  if (typeof value === 'string') return redactSecrets(value);
  try {
    return redactSecrets(JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
};

const CONSOLE_METHOD = {
  TRACE: 'debug',
  DEBUG: 'debug',
  INFO: 'info',
  LOG: 'log',
  WARN: 'warn',
  ERROR: 'error',
  FATAL: 'error',
  OFF: 'log',
} as const;

function sendWithFetch(url: string, entry: ServerLogEntry): void {
  // keepalive lets an entry written while the page unloads still arrive; failures are dropped.
  void fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(entry),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The platform's logger (SPEC §3, §8, §9): console output from `level`, server output from
 * `serverLogLevel` when a URL is configured, and every message stripped of tokens first.
 */
export function createLogger(config: Partial<LoggerConfig> = {}, ports: LoggerPorts = {}) {
  const settings = { ...DEFAULT_LOGGER_CONFIG, ...config };
  const out = ports.console ?? globalThis.console;
  const send = ports.send ?? sendWithFetch;
  const now = ports.now ?? (() => new Date());
  const path = ports.path ?? (() => globalThis.location?.pathname ?? '');

  function write(level: LogLevel, message: unknown, ...additional: unknown[]) {
    if (passes(level, settings.level)) {
      out[CONSOLE_METHOD[level]](
        describe(message, true),
        ...additional.map((value) => describe(value, true)),
      );
    }
    if (settings.serverLoggingUrl && passes(level, settings.serverLogLevel)) {
      send(settings.serverLoggingUrl, {
        level,
        message: describe(message, settings.enableSourceMaps),
        timestamp: now().toISOString(),
        path: path(),
        additional: additional.map((value) => describe(value, settings.enableSourceMaps)),
      });
    }
  }

  return {
    config: settings,
    trace: (message: unknown, ...rest: unknown[]) => write('TRACE', message, ...rest),
    debug: (message: unknown, ...rest: unknown[]) => write('DEBUG', message, ...rest),
    info: (message: unknown, ...rest: unknown[]) => write('INFO', message, ...rest),
    log: (message: unknown, ...rest: unknown[]) => write('LOG', message, ...rest),
    warn: (message: unknown, ...rest: unknown[]) => write('WARN', message, ...rest),
    error: (message: unknown, ...rest: unknown[]) => write('ERROR', message, ...rest),
    fatal: (message: unknown, ...rest: unknown[]) => write('FATAL', message, ...rest),
  };
}

export type Logger = ReturnType<typeof createLogger>;
