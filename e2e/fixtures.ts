import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Every end-to-end test also proves the served Content-Security-Policy (and Trusted Types) hold:
 * any violation on any page the test visits fails it. And that nothing in the page failed
 * unhandled: an uncaught error or an unhandled promise rejection on any page of any context the
 * test opens (its own `context`, or one from `browser.newContext()`) fails it (docs/adr/0431).
 */
export const test = base.extend<{
  cspViolations: string[];
  pageErrors: string[];
  screenOnFailure: void;
}>({
  // CI keeps only the printed output: a failed test prints what each of its pages showed.
  screenOnFailure: [
    async ({ context }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        const screen = await page
          .locator('body')
          .ariaSnapshot({ timeout: 2000 })
          .catch((error: unknown) => `(no snapshot: ${String(error)})`);
        console.log(`── ${page.url()} at the failure ──\n${screen.slice(0, 4000)}`);
      }
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ browser, context }, use) => {
      const errors: string[] = [];
      const watchPage = (page: Page) =>
        page.on('pageerror', (error) => errors.push(`${error.message} on ${page.url()}`));
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
      };
      watchContext(context);
      browser.on('context', watchContext);
      // `use` returns once the test has run, passed or failed.
      await use(errors);
      browser.off('context', watchContext);
      expect(errors, 'errors the page did not handle').toEqual([]);
    },
    { auto: true },
  ],
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
