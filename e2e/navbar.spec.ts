import { expect, test } from './fixtures';
import { PORTAL } from './support';

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 800, height: 800 };

// SPEC §9: breakpoint 992 px, resize debounce 150 ms, navbar re-collapse 100 ms (ADR 0423).
test('the navbar switches 150 ms after a resize and folds its menu on becoming narrow', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.clock.install();
  await page.goto(`${PORTAL}/`);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'فرص الاستثمار' })).toBeVisible();
  const toggle = banner.getByRole('button', { name: 'القائمة', exact: true });
  await expect(toggle).toHaveCount(0);

  // Time stands still from here: only runFor moves it.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.evaluate(() => {
    (window as unknown as { resized: Promise<void> }).resized = new Promise((resolve) =>
      window.addEventListener('resize', () => resolve(), { once: true }),
    );
  });
  await page.setViewportSize(NARROW);
  await page.evaluate(() => (window as unknown as { resized: Promise<void> }).resized);

  await page.clock.runFor(149);
  await expect(toggle).toHaveCount(0);
  await page.clock.runFor(1);
  // Becoming narrow shows the menu open, then folds it behind the toggle.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.clock.resume();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Opened by hand, widened and narrowed again: the menu does not stay open.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.setViewportSize(WIDE);
  await expect(toggle).toHaveCount(0);
  await page.setViewportSize(NARROW);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(banner.getByRole('link', { name: 'فرص الاستثمار' })).toBeHidden();
});
