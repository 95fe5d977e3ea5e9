// Issue 6's inventory check (docs/storybook.md, ADR 0170): every ui component folder and portal
// screen folder has a `*.inventory.ts`, and every state it lists has two stories named exactly
// after it: `<PascalState>Arabic` in right to left and `<PascalState>English` in left to right
// ("long text" → `LongTextArabic`, `LongTextEnglish`). Fails with the list of what is missing.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { checkFileLayout } from './file-layout.mjs';
import { findFiles, readStoryFile, skipsVisual } from './story-files.mjs';

const UI = 'packages/ui/src';
const SCREENS = 'apps/portal/src/screens';
const PORTAL = 'apps/portal/src';
const STATUSES = ['stable', 'beta'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SCREEN_FILE = /^(\w+(?:Screen|Page))\.tsx$/;
/** The language suffix of a state's story and the direction it must render in. */
export const LANGUAGES = [
  { suffix: 'Arabic', direction: 'rtl' },
  { suffix: 'English', direction: 'ltr' },
];

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(dir, entry.name))
    : [];

/** `packages/ui/src/<group>/<Component>/`: a PascalCase folder one level under a group. */
const componentFolders = (root) =>
  subfolders(join(root, UI))
    .flatMap(subfolders)
    .filter((dir) => /^[A-Z]/.test(basename(dir)));

/** A folder under screens/ holding a screen module (`*Screen.tsx` or `*Page.tsx`), at any depth. */
function screenFolders(root) {
  const folders = [];
  const walk = (dir) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const screen = entries.find((entry) => entry.isFile() && SCREEN_FILE.test(entry.name));
    if (screen) folders.push({ dir, suggested: screen.name.replace(SCREEN_FILE, '$1') });
    for (const entry of entries) if (entry.isDirectory()) walk(join(dir, entry.name));
  };
  for (const dir of subfolders(join(root, SCREENS))) walk(dir);
  return folders;
}

/** The inventory file's exported value: its TypeScript is transpiled and imported, no bundler. */
async function loadInventory(path) {
  const { outputText } = ts.transpileModule(readFileSync(path, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const module = await import(
    `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`
  );
  const value = module.inventory;
  return value === undefined ? undefined : Array.isArray(value) ? value : [value];
}

/** "long text" → "LongText": the state's words, each capitalised, joined. */
export const pascalState = (state) =>
  state
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** The direction a story renders in: the one its globals pin, else Arabic's (the default). */
const directionOf = (story) => story.direction ?? 'rtl';

function validEntry(entry) {
  const problems = [];
  if (typeof entry.name !== 'string' || !entry.name) problems.push('no name');
  if (entry.kind !== 'component' && entry.kind !== 'screen') problems.push('kind');
  if (!STATUSES.includes(entry.status)) problems.push('status');
  if (!DATE.test(entry.a11yReviewed ?? '')) problems.push('a11yReviewed is not YYYY-MM-DD');
  if (!Array.isArray(entry.states) || entry.states.length === 0) problems.push('no states');
  else if (entry.states.some((state) => typeof state !== 'string' || !pascalState(state)))
    problems.push('a state is not words');
  if (typeof entry.stories !== 'string') problems.push('no stories title');
  return problems;
}

/** What one entry lacks: for each state, the exact story per language, in its direction. */
export function missingStories(entry, storyFile) {
  const byName = new Map(storyFile.stories.map((story) => [story.exportName, story]));
  const missing = [];
  for (const state of entry.states) {
    for (const { suffix, direction } of LANGUAGES) {
      const name = pascalState(state) + suffix;
      const story = byName.get(name);
      if (!story) missing.push(`${entry.stories}: state "${state}" has no story ${name}`);
      else if (directionOf(story) !== direction)
        missing.push(
          `${entry.stories}/${name}: renders ${directionOf(story)}, pin it to ${direction}`,
        );
    }
  }
  return missing;
}

/** Whether a story's name says a language its globals do not render (`…English` in rtl). */
const misdirected = (story) => {
  const language = LANGUAGES.find(({ suffix }) => story.exportName.endsWith(suffix));
  return language !== undefined && directionOf(story) !== language.direction;
};

/**
 * Checks the inventory of the repository at `root`: `{ missing, counts, visualSkips, unclaimed,
 * unlisted }`, where `missing` lists every failure, one line each.
 */
export async function checkInventory(root = '.') {
  const storyFiles = findFiles(
    [join(root, UI), join(root, PORTAL)].filter((dir) => existsSync(dir)),
    ['.stories.tsx', '.stories.ts'],
  )
    .map(readStoryFile)
    .map((file) => ({ ...file, path: relative(root, file.path) }));
  const byTitle = new Map(
    storyFiles.filter((file) => file.title).map((file) => [file.title, file]),
  );
  const missing = [];
  const counts = { components: 0, screens: 0, states: 0, stories: 0 };
  const claimedTitles = new Set();
  const claimedStories = new Set();

  const folders = [
    ...componentFolders(root).map((dir) => ({ dir, kind: 'component', suggested: basename(dir) })),
    ...screenFolders(root).map((folder) => ({ ...folder, kind: 'screen' })),
  ];
  for (const { dir, kind, suggested } of folders) {
    const shown = relative(root, dir);
    const files = readdirSync(dir).filter((name) => name.endsWith('.inventory.ts'));
    if (files.length === 0) {
      missing.push(`${shown}: no inventory file (${kind}); add ${suggested}.inventory.ts`);
      continue;
    }
    for (const file of files) {
      const path = join(shown, file);
      const entries = await loadInventory(join(dir, file));
      if (!entries) {
        missing.push(`${path}: exports no \`inventory\``);
        continue;
      }
      for (const entry of entries) {
        const problems = validEntry(entry);
        if (problems.length > 0) {
          missing.push(`${path}: ${problems.join(', ')}`);
          continue;
        }
        counts[entry.kind === 'component' ? 'components' : 'screens'] += 1;
        counts.states += entry.states.length;
        claimedTitles.add(entry.stories);
        const stories = byTitle.get(entry.stories);
        if (!stories) {
          missing.push(`${path}: no stories titled "${entry.stories}"`);
          continue;
        }
        missing.push(...missingStories(entry, stories));
        for (const state of entry.states) {
          for (const { suffix } of LANGUAGES)
            claimedStories.add(`${entry.stories}/${pascalState(state)}${suffix}`);
        }
      }
    }
  }

  const all = storyFiles.flatMap((file) =>
    file.stories.map((story) => ({ file, story, id: `${file.title}/${story.exportName}` })),
  );
  counts.stories = all.length;
  // States' stories were checked above; any other story named for a language must render it too.
  for (const { story, id } of all) {
    if (!claimedStories.has(id) && misdirected(story))
      missing.push(`${id}: renders ${directionOf(story)}, unlike its name`);
  }
  return {
    missing,
    counts,
    storyFiles,
    visualSkips: all.filter(({ file, story }) => skipsVisual(file, story)).map(({ id }) => id),
    unclaimed: storyFiles
      .filter((file) => file.title && !claimedTitles.has(file.title))
      .map((file) => `${file.title} (${dirname(file.path)})`),
    // Stories of an inventoried title that show no listed state: a state the inventory may lack.
    unlisted: all
      .filter(({ file, id }) => claimedTitles.has(file.title) && !claimedStories.has(id))
      .map(({ id }) => id),
  };
}

async function main() {
  const started = Date.now();
  const verbose = process.argv.includes('--verbose');
  const result = await checkInventory('.');
  const { counts } = result;
  console.log(
    `inventory: ${counts.components} components, ${counts.screens} screens, ${counts.states} ` +
      `states; ${result.storyFiles.length} story files, ${counts.stories} stories, ` +
      `${result.visualSkips.length} left out of the visual comparison (${Date.now() - started} ms)`,
  );
  for (const story of result.visualSkips) console.log(`  visual skip: ${story}`);
  for (const title of result.unclaimed) console.log(`  stories outside the inventory: ${title}`);
  console.log(
    `  ${result.unlisted.length} stories show no listed state` +
      (verbose ? ':' : ' (--verbose lists them)'),
  );
  if (verbose) for (const story of result.unlisted) console.log(`    ${story}`);
  // The layout rules ride along: same step of the test command, no extra pass (ADR 0400).
  const layout = checkFileLayout('.');
  console.log(`file layout: ${layout.length} problem(s)`);
  if (result.missing.length > 0) {
    console.error(`\n✖ inventory: ${result.missing.length} missing`);
    for (const line of result.missing) console.error(`  - ${line}`);
  }
  if (layout.length > 0) {
    console.error(`\n✖ file layout (CONTRIBUTING.md, "Where files go"): ${layout.length}`);
    for (const line of layout) console.error(`  - ${line}`);
  }
  if (result.missing.length > 0 || layout.length > 0) process.exit(1);
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await main();
