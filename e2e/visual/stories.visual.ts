// Every story of the built Storybook (storybook-static/index.json), screenshotted and compared
// with the committed baseline in e2e/visual/__screenshots__/ (docs/visual-regression.md).
// A story that pins its language (`globals: EN`) is taken once, in that direction; one that follows
// the toolbar is taken twice, Arabic/RTL and English/LTR. `tags: ['!visual']` leaves one out.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { readStoryFile, skipsVisual, type StoryFile } from '../../scripts/story-files.mjs';

type IndexEntry = {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
  exportName: string;
};

const INDEX = 'storybook-static/index.json';
// Dates and "today" in stories stay the same from one run to the next.
const FIXED_NOW = new Date('2026-01-15T09:00:00+03:00');
if (!existsSync(INDEX)) {
  throw new Error(`${INDEX} is missing: run \`pnpm build-storybook\` (pnpm test:visual does it).`);
}
const index = Object.values(
  (JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
const entries = index.filter((entry) => entry.type === 'story');
const docsPages = index.filter(
  (entry) => entry.type === 'docs' && entry.importPath.endsWith('.mdx'),
);

const files = new Map<string, StoryFile>();
const fileOf = (importPath: string) => {
  if (!files.has(importPath)) files.set(importPath, readStoryFile(importPath));
  return files.get(importPath) as StoryFile;
};

/**
 * One page per worker, reused by every story: the preview's scripts and fonts load once and stay
 * in the browser's cache, while each story still gets a fresh document.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext(CONTEXT);
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const LANGUAGE = { rtl: 'ar', ltr: 'en' } as const;
// Fixed viewport above the 992 px breakpoint, one device pixel per CSS pixel, no motion.
const CONTEXT: BrowserContextOptions = {
  baseURL: `http://127.0.0.1:${process.env.SAHM_VISUAL_PORT}`,
  viewport: { width: 1024, height: 768 },
  deviceScaleFactor: 1,
  locale: 'ar',
  timezoneId: 'Asia/Riyadh',
  reducedMotion: 'reduce',
};
const SETTLED = ['completed', 'afterEach', 'finished'];

type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

/**
 * Renders the story in the worker's page and waits until its play function ended. The first story
 * loads the preview; later ones switch inside it as the Storybook UI does (`setCurrentStory`),
 * which saves reloading the preview's scripts for every one of some 550 screenshots.
 */
async function openStory(page: Page, id: string, direction: 'rtl' | 'ltr') {
  const globals = { locale: LANGUAGE[direction], direction };
  const switched = await page.evaluate(
    ({ storyId, storyGlobals }) => {
      const preview = window as unknown as PreviewWindow;
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel || !preview.__STORYBOOK_PREVIEW__?.currentRender) return false;
      channel.emit('updateGlobals', { globals: storyGlobals });
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      return true;
    },
    { storyId: id, storyGlobals: globals },
  );
  if (!switched) {
    await page.goto(
      `/iframe.html?id=${id}&viewMode=story&globals=locale:${globals.locale};direction:${direction}`,
    );
  }
  const phase = await page.waitForFunction(
    ({ storyId, settled }) => {
      const current = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      if (current?.id !== storyId) return null;
      return current.phase && (settled.includes(current.phase) || current.phase === 'errored')
        ? current.phase
        : null;
    },
    { storyId: id, settled: SETTLED },
    { timeout: 20_000 },
  );
  expect(await phase.jsonValue(), `story ${id} failed to render`).not.toBe('errored');
  await page.evaluate(() => document.fonts.ready);
}

/** Spinners and indeterminate bars keep turning under reduced motion: stop them at rest. */
async function stopAnimations(page: Page) {
  // Once per document: it stays across in-page story switches.
  if (await page.locator('style[data-visual-still]').count()) return;
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.dataset.visualStill = '';
    style.textContent =
      '*, *::before, *::after { animation: none !important; transition: none !important; }';
    document.head.append(style);
  });
}

for (const entry of entries) {
  const file = fileOf(entry.importPath);
  const story = file.stories.find((candidate) => candidate.exportName === entry.exportName);
  const directions = story?.direction ? [story.direction] : (['rtl', 'ltr'] as const);
  for (const direction of directions) {
    const name = `${entry.id}--${direction}`;
    test(`${entry.title} / ${entry.name} (${direction})`, async ({ storyPage }) => {
      test.skip(Boolean(story && skipsVisual(file, story)), "tags: ['!visual']");
      await openStory(storyPage, entry.id, direction);
      await stopAnimations(storyPage);
      await expect(storyPage).toHaveScreenshot(`${name}.png`);
    });
  }
}

// The Foundations pages (MDX) are locked too: a token change shows up here first.
for (const doc of docsPages) {
  test(`${doc.title} (docs)`, async ({ storyPage }) => {
    await storyPage.goto(`/iframe.html?id=${doc.id}&viewMode=docs`);
    await storyPage.locator('#storybook-docs h1').first().waitFor();
    await storyPage.evaluate(() => document.fonts.ready);
    await expect(storyPage).toHaveScreenshot(`${doc.id}.png`, { fullPage: true });
  });
}

test('reduced motion leaves no transition on the navbar and dialogs', async ({
  storyPage: page,
}) => {
  for (const id of ['ui-layout-navbar--collapsed-arabic', 'ui-overlays-modal--idle-english']) {
    await openStory(page, id, 'rtl');
    const durations = await page.evaluate(() =>
      [...document.querySelectorAll('.sahm-navbar__collapse, .sahm-dialog, .rt-BaseButton')].map(
        (element) => {
          const style = getComputedStyle(element);
          return parseFloat(style.transitionDuration) + parseFloat(style.animationDuration);
        },
      ),
    );
    expect(durations.length, `${id}: nothing to check`).toBeGreaterThan(0);
    const moving = durations.filter((duration) => duration > 0).length;
    expect(moving, `${id}: elements still moving`).toBe(0);
  }
});
