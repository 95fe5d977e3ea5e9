import { test as base, expect } from '@playwright/test';

/**
 * Every end-to-end test also proves the served Content-Security-Policy (and Trusted Types) hold:
 * any violation on any page the test visits fails it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (v: string) => void })
            .__reportCspViolation;
          void report(
            `${event.effectiveDirective} blocked ${event.blockedURI} on ${location.href}`,
          );
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy|Trusted Type/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
