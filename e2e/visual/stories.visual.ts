// Every story of the built Storybook (storybook-static/index.json), screenshotted and compared
// with the committed baseline in e2e/visual/__screenshots__/ (docs/visual-regression.md).
// A story that pins its language (`globals: EN`) is taken once, in that direction; one that follows
// the toolbar is taken twice, Arabic/RTL and English/LTR. `tags: ['!visual']` leaves one out.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { readStoryFile, skipsVisual, type StoryFile } from '../../scripts/story-files.mjs';

type IndexEntry = {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
  exportName: string;
};

// Another build directory may be named, so a run does not race a build of storybook-static.
const STATIC_DIR = process.env.SAHM_STORYBOOK_STATIC ?? 'storybook-static';
const INDEX = `${STATIC_DIR}/index.json`;
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
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    storyStoreValue?: {
      loadStory: (options: { storyId: string }) => Promise<{
        storyGlobals?: { viewport?: { value?: string } };
      }>;
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

type Size = { width: number; height: number };
type Dimension = keyof Size;

/**
 * The window a story asks for with its `viewport` global (Storybook's minimal viewports, as the
 * Storybook test run applies them), or the fixed default; undefined before the preview is loaded.
 */
async function viewportOf(page: Page, id: string): Promise<Size | undefined> {
  const name = await page.evaluate(async (storyId) => {
    const preview = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
    if (!preview?.currentRender || !preview.storyStoreValue) return undefined;
    const story = await preview.storyStoreValue.loadStory({ storyId });
    return story.storyGlobals?.viewport?.value ?? null;
  }, id);
  if (name === undefined) return undefined;
  if (name === null) return CONTEXT.viewport as Size;
  const styles = (MINIMAL_VIEWPORTS as Record<string, { styles: Record<Dimension, string> }>)[name]
    ?.styles;
  if (!styles) throw new Error(`story ${id} asks for viewport ${name}, which is not a minimal one`);
  return { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) };
}

async function resizeTo(page: Page, size: Size): Promise<boolean> {
  const current = page.viewportSize();
  if (current?.width === size.width && current.height === size.height) return false;
  await page.setViewportSize(size);
  return true;
}

/**
 * Renders the story in the worker's page and waits until its play function ended. The first story
 * loads the preview; later ones switch inside it as the Storybook UI does (`setCurrentStory`),
 * which saves reloading the preview's scripts for every one of some 550 screenshots.
 */
async function openStory(page: Page, id: string, direction: 'rtl' | 'ltr') {
  const globals = { locale: LANGUAGE[direction], direction };
  // The window is sized before the story renders: layouts and plays depend on it.
  const size = await viewportOf(page, id);
  if (size) await resizeTo(page, size);
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
    // The preview was not loaded, so the story could not be asked for its window before.
    await waitUntilSettled(page, id);
    if (await resizeTo(page, (await viewportOf(page, id)) as Size)) await page.reload();
  }
  await waitUntilSettled(page, id);
  await page.evaluate(() => document.fonts.ready);
}

/** Waits until the story's render (and play function) ended, and checks it did not fail. */
async function waitUntilSettled(page: Page, id: string) {
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
