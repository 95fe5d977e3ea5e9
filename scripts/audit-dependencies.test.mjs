import { describe, expect, it } from 'vitest';
import { AUDIT_COMMAND, judgeAudit } from './audit-dependencies.mjs';

const report = (vulnerabilities, advisories = {}) =>
  JSON.stringify({
    advisories,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...vulnerabilities },
    },
  });

describe('the dependency audit step (ADR 0455)', () => {
  it('audits production dependencies at the high level', () => {
    expect(AUDIT_COMMAND).toEqual(['pnpm', 'audit', '--prod', '--audit-level', 'high', '--json']);
  });

  it('passes with only low and moderate advisories', () => {
    expect(judgeAudit(report({ low: 2, moderate: 1 }), 0).verdict).toBe('pass');
  });

  it('fails on a high or a critical advisory, naming it', () => {
    const advisory = {
      1: {
        module_name: 'left-pad',
        severity: 'critical',
        vulnerable_versions: '<1.3.1',
        title: 'Prototype pollution',
        url: 'https://github.com/advisories/GHSA-0000',
      },
    };
    const critical = judgeAudit(report({ critical: 1 }, advisory), 1);
    expect(critical.verdict).toBe('fail');
    expect(critical.lines.join('\n')).toContain('critical left-pad <1.3.1: Prototype pollution');
    expect(judgeAudit(report({ high: 3 }), 1).verdict).toBe('fail');
  });

  it('lets an unreachable audit service through, as pnpm words it here and offline', () => {
    const refused = JSON.stringify({
      error: {
        code: 'ERR_PNPM_AUDIT_BAD_RESPONSE',
        message:
          'The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/audits/quick) responded with 405: .',
      },
    });
    expect(judgeAudit(refused, 1).verdict).toBe('unreachable');
    const offline = JSON.stringify({
      error: { code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND registry.npmjs.org' },
    });
    expect(judgeAudit(offline, 1).verdict).toBe('unreachable');
    expect(
      judgeAudit(
        '',
        1,
        'request to https://registry.npmjs.org failed, reason: connect ECONNREFUSED',
      ).verdict,
    ).toBe('unreachable');
  });

  it('fails on anything else it cannot read: the audit must not pass by accident', () => {
    const noLockfile = JSON.stringify({
      error: { code: 'ERR_PNPM_AUDIT_NO_LOCKFILE', message: 'No pnpm-lock.yaml found' },
    });
    expect(judgeAudit(noLockfile, 1).verdict).toBe('fail');
    expect(judgeAudit('Segmentation fault', 139).verdict).toBe('fail');
  });
});
