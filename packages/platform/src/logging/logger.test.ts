import { describe, expect, it, vi } from 'vitest';
import { passes } from './log-levels';
import { createLogger, type LoggerPorts, type ServerLogEntry } from './logger';
import { redactSecrets } from './redact';

function fakePorts() {
  const console = { debug: vi.fn(), info: vi.fn(), log: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const sent: { url: string; entry: ServerLogEntry }[] = [];
  const ports: LoggerPorts = {
    console,
    send: (url, entry) => sent.push({ url, entry }),
    now: () => new Date('2026-11-22T08:00:00Z'),
    path: () => '/wallet',
  };
  return { console, sent, ports };
}

describe('log levels', () => {
  it('orders TRACE lowest and lets nothing through OFF', () => {
    expect(passes('ERROR', 'WARN')).toBe(true);
    expect(passes('DEBUG', 'INFO')).toBe(false);
    expect(passes('FATAL', 'OFF')).toBe(false);
    expect(passes('TRACE', 'TRACE')).toBe(true);
  });
});

describe('the logger', () => {
  it('writes every level to the console by default (SPEC §9: TRACE) and nothing to a server', () => {
    const { console, sent, ports } = fakePorts();
    const logger = createLogger({}, ports);
    logger.trace('start');
    logger.error(new Error('boom'));
    expect(console.debug).toHaveBeenCalledWith('start');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('boom'));
    expect(sent).toEqual([]);
  });

  it('keeps messages below the configured level off the console', () => {
    const { console, ports } = fakePorts();
    const logger = createLogger({ level: 'WARN' }, ports);
    logger.info('quiet');
    logger.warn('loud');
    expect(console.info).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith('loud');
  });

  it('sends entries at or above serverLogLevel to the server, with the path only', () => {
    const { sent, ports } = fakePorts();
    const logger = createLogger(
      { serverLogLevel: 'ERROR', serverLoggingUrl: 'https://logs.example/api' },
      ports,
    );
    logger.warn('not sent');
    logger.error('sent', { status: 500 });
    expect(sent).toEqual([
      {
        url: 'https://logs.example/api',
        entry: {
          level: 'ERROR',
          message: 'sent',
          timestamp: '2026-11-22T08:00:00.000Z',
          path: '/wallet',
          additional: ['{"status":500}'],
        },
      },
    ]);
  });

  it('sends stack traces only when source maps are enabled', () => {
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at wallet.js:1:1';
    const withoutMaps = fakePorts();
    createLogger({ serverLogLevel: 'ERROR', serverLoggingUrl: '/log' }, withoutMaps.ports).error(
      error,
    );
    expect(withoutMaps.sent[0]?.entry.message).toBe('Error: boom');
    const withMaps = fakePorts();
    createLogger(
      { serverLogLevel: 'ERROR', serverLoggingUrl: '/log', enableSourceMaps: true },
      withMaps.ports,
    ).error(error);
    expect(withMaps.sent[0]?.entry.message).toContain('wallet.js:1:1');
  });

  it('never writes a token, code or password, to the console or the server', () => {
    const { console, sent, ports } = fakePorts();
    const logger = createLogger({ serverLogLevel: 'TRACE', serverLoggingUrl: '/log' }, ports);
    logger.error('request failed', {
      headers: { Authorization: 'Bearer eyJhbGciOi.abc.def' },
      url: '/signin-callback?code=secret-code&state=xyz',
      body: { refresh_token: 'r-123', password: '1q2w3E*' },
    });
    const written = JSON.stringify([console.error.mock.calls, sent]);
    for (const secret of ['eyJhbGciOi', 'secret-code', 'r-123', '1q2w3E*']) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('state=xyz');
  });
});

describe('redactSecrets', () => {
  it('redacts form-encoded token requests', () => {
    expect(redactSecrets('grant_type=refresh_token&refresh_token=abc&client_id=Sahm_App')).toBe(
      'grant_type=refresh_token&refresh_token=[redacted]&client_id=Sahm_App',
    );
  });
});
