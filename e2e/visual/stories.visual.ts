// One browser pass per story of the built Storybook (storybook-static/index.json), ADR 0440: the
// story renders, its play function runs, axe checks the result (the a11y addon's afterEach, with
// `a11y.test: 'error'`), and the page is screenshotted and compared with the committed baseline in
// e2e/visual/__screenshots__/ (docs/visual-regression.md). Any failed play, axe violation or
// uncaught page error fails the story's test.
// A story that pins its language (`globals: EN`) is taken once, in that direction; one that follows
// the toolbar is taken twice, Arabic/RTL and English/LTR. `tags: ['!visual']` only skips the shot.
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
      await page.addInitScript(recordStoryOutcome);
      await page.addInitScript(fixDate, FIXED_NOW.getTime());
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Uncaught errors of the worker's page since the current story was opened. */
const pageErrors: string[] = [];

type StoryOutcome = {
  /** The STORY_FINISHED payload of the story last rendered, with the a11y addon's report. */
  finished?: {
    storyId: string;
    status: 'success' | 'error';
    reporters: { type: string; status: string; result?: unknown }[];
  };
  /** Play-function exceptions, render exceptions and unhandled errors the preview announced. */
  errors: string[];
};

/**
 * Runs in the preview before its scripts (one init script per document): listens on the Storybook
 * channel as soon as the preview creates it, so even the first story's outcome is heard.
 */
function recordStoryOutcome() {
  type Channel = { on: (event: string, listener: (payload: unknown) => void) => void };
  const target = window as unknown as { __storyOutcome: StoryOutcome };
  target.__storyOutcome = { errors: [] };
  const describe = (payload: unknown) =>
    typeof payload === 'object' && payload && 'message' in payload
      ? String((payload as { message: unknown }).message)
      : JSON.stringify(payload);
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: Channel) => {
      channel = next;
      next.on('storyFinished', (payload) => {
        target.__storyOutcome.finished = payload as StoryOutcome['finished'];
      });
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
        next.on(event, (payload) =>
          target.__storyOutcome.errors.push(`${event}: ${describe(payload)}`),
        );
      }
      next.on('unhandledErrorsWhilePlaying', (payload) => {
        for (const error of payload as unknown[]) {
          target.__storyOutcome.errors.push(`unhandled error while playing: ${describe(error)}`);
        }
      });
    },
  });
}

/**
 * `new Date()` and `Date.now()` return a fixed time while timers keep their own. Not Playwright's
 * `page.clock`: its timers catch what a callback throws and only log it, hiding uncaught errors.
 */
function fixDate(now: number) {
  const RealDate = Date;
  function FixedDate(this: unknown, ...args: (string | number)[]) {
    const date =
      args.length === 0
        ? new RealDate(now)
        : new (RealDate as new (...a: unknown[]) => Date)(...args);
    // Called without `new`, Date returns the time as text.
    return new.target ? date : date.toString();
  }
  FixedDate.prototype = RealDate.prototype;
  window.Date = Object.assign(FixedDate, {
    now: () => now,
    parse: RealDate.parse,
    UTC: RealDate.UTC,
  }) as unknown as DateConstructor;
}

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
  __storyOutcome: StoryOutcome;
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
async function openStory(
  page: Page,
  id: string,
  direction: 'rtl' | 'ltr',
  { fresh = false }: { fresh?: boolean } = {},
) {
  const globals = { locale: LANGUAGE[direction], direction };
  // The window is sized before the story renders: layouts and plays depend on it.
  const size = await viewportOf(page, id);
  if (size) await resizeTo(page, size);
  pageErrors.length = 0;
  const switched =
    !fresh &&
    (await page.evaluate(
      ({ storyId, storyGlobals }) => {
        const preview = window as unknown as PreviewWindow;
        const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel || !preview.__STORYBOOK_PREVIEW__?.currentRender) return false;
        preview.__storyOutcome = { errors: [] };
        channel.emit('updateGlobals', { globals: storyGlobals });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        return true;
      },
      { storyId: id, storyGlobals: globals },
    ));
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

/**
 * Waits until the preview announced the story finished (render, play function, then axe in the
 * afterEach), and checks that nothing failed on the way.
 */
async function waitUntilSettled(page: Page, id: string) {
  const outcome = await page.waitForFunction(
    (storyId) => {
      const recorded = (window as unknown as PreviewWindow).__storyOutcome;
      return recorded?.finished?.storyId === storyId ? recorded : null;
    },
    id,
    { timeout: 20_000 },
  );
  const { finished, errors } = (await outcome.jsonValue()) as Required<StoryOutcome>;
  expect(errors, `story ${id}: its render or play function failed`).toEqual([]);
  expect(pageErrors, `story ${id}: uncaught errors in the page`).toEqual([]);
  const a11y = finished.reporters.filter((report) => report.type === 'a11y');
  expect(a11y.length, `story ${id}: axe did not run`).toBe(1);
  expect(
    a11y[0]?.status === 'passed' ? [] : violationsOf(a11y[0]?.result),
    `story ${id}: axe`,
  ).toEqual([]);
  expect(finished.status, `story ${id} finished with an error`).toBe('success');
}

type AxeResult = {
  error?: unknown;
  violations?: { id: string; help: string; nodes: { target: unknown }[] }[];
};

/** One line per axe violation (rule, help, where), or the error axe itself threw. */
function violationsOf(result: unknown): string[] {
  const { error, violations = [] } = (result ?? {}) as AxeResult;
  if (error) return [`axe failed to run: ${JSON.stringify(error)}`];
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')})`,
  );
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

/**
 * Stories that fake the window's timers (`withClock`, ADR 0171) start in a fresh document: the
 * story before would otherwise leave its own timers (a closing dialog's clean-up) to a fake clock
 * that nobody advances.
 */
const fakesTimers = (importPath: string) => readFileSync(importPath, 'utf8').includes('withClock(');

for (const entry of entries) {
  const file = fileOf(entry.importPath);
  const story = file.stories.find((candidate) => candidate.exportName === entry.exportName);
  const fresh = fakesTimers(entry.importPath);
  const directions = story?.direction ? [story.direction] : (['rtl', 'ltr'] as const);
  for (const direction of directions) {
    const name = `${entry.id}--${direction}`;
    test(`${entry.title} / ${entry.name} (${direction})`, async ({ storyPage }) => {
      await openStory(storyPage, entry.id, direction, { fresh });
      // The story's play function and axe ran above; only its screenshot may be left out.
      if (story && skipsVisual(file, story)) return;
      // Storybook's own loading screen must be gone: the shot is of the story.
      await expect(storyPage.locator('body')).not.toHaveClass(/sb-show-preparing-story/);
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
      [
        ...document.querySelectorAll(
          '.sahm-navbar__collapse, .sahm-dialog, #storybook-root button, .sahm-dialog button',
        ),
      ].map((element) => {
        const style = getComputedStyle(element);
        return parseFloat(style.transitionDuration) + parseFloat(style.animationDuration);
      }),
    );
    expect(durations.length, `${id}: nothing to check`).toBeGreaterThan(0);
    const moving = durations.filter((duration) => duration > 0).length;
    expect(moving, `${id}: elements still moving`).toBe(0);
  }
});
