// Issue 6's inventory check (docs/storybook.md): every ui component folder and portal screen
// folder has a `*.inventory.ts`, and every state it lists has a story, in both directions.
// A state maps to a story by name: "long text" is covered by an export whose name holds the
// PascalCase words `LongText` (`LongTextArabic`, `ExperienceLongTextEnglish`). Fails with the
// list of what is missing.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { findFiles, readStoryFile, skipsVisual } from './story-files.mjs';

const UI = 'packages/ui/src';
const SCREENS = 'apps/portal/src/screens';
const STATUSES = ['stable', 'beta'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SCREEN_FILE = /^(\w+(?:Screen|Page))\.tsx$/;

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(dir, entry.name))
    : [];

/** `packages/ui/src/<group>/<Component>/`: a PascalCase folder one level under a group. */
const componentFolders = () =>
  subfolders(UI)
    .flatMap(subfolders)
    .filter((dir) => /^[A-Z]/.test(basename(dir)));

/** A folder under screens/ holding a screen module (`*Screen.tsx` or `*Page.tsx`), at any depth. */
function screenFolders() {
  const folders = [];
  const walk = (dir) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const screen = entries.find((entry) => entry.isFile() && SCREEN_FILE.test(entry.name));
    if (screen) folders.push({ dir, suggested: screen.name.replace(SCREEN_FILE, '$1') });
    for (const entry of entries) if (entry.isDirectory()) walk(join(dir, entry.name));
  };
  for (const dir of subfolders(SCREENS)) walk(dir);
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

/** "long text" → "LongText": the words of the story exports that show the state. */
const storyWords = (state) =>
  state
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** Whether an export name holds the words whole (`LoadErrorArabic` shows "error", `Errors…` not). */
const showsState = (exportName, words) => new RegExp(`${words}(?![a-z])`).test(exportName);

function validEntry(entry) {
  const problems = [];
  if (typeof entry.name !== 'string' || !entry.name) problems.push('no name');
  if (entry.kind !== 'component' && entry.kind !== 'screen') problems.push('kind');
  if (!STATUSES.includes(entry.status)) problems.push('status');
  if (!DATE.test(entry.a11yReviewed ?? '')) problems.push('a11yReviewed is not YYYY-MM-DD');
  if (!Array.isArray(entry.states) || entry.states.length === 0) problems.push('no states');
  if (typeof entry.stories !== 'string') problems.push('no stories title');
  return problems;
}

const started = Date.now();
const storyFiles = findFiles([UI, 'apps/portal/src'], ['.stories.tsx', '.stories.ts']).map(
  readStoryFile,
);
const byTitle = new Map(storyFiles.filter((file) => file.title).map((file) => [file.title, file]));

const missing = [];
const counts = { components: 0, screens: 0, states: 0 };
const claimedTitles = new Set();

const folders = [
  ...componentFolders().map((dir) => ({ dir, kind: 'component', suggested: basename(dir) })),
  ...screenFolders().map((folder) => ({ ...folder, kind: 'screen' })),
];

for (const { dir, kind, suggested } of folders) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.inventory.ts'));
  if (files.length === 0) {
    missing.push(`${dir}: no inventory file (${kind}); add ${suggested}.inventory.ts`);
    continue;
  }
  for (const file of files) {
    const path = join(dir, file);
    const entries = await loadInventory(path);
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
      for (const state of entry.states) {
        const words = storyWords(state);
        if (!stories.stories.some((story) => showsState(story.exportName, words))) {
          missing.push(`${entry.stories}: state "${state}" has no story named …${words}…`);
        }
      }
      // Unpinned stories render in Arabic (the default): English needs a story that pins it.
      const directions = new Set(stories.stories.map((story) => story.direction ?? 'rtl'));
      for (const direction of ['rtl', 'ltr']) {
        if (!directions.has(direction)) {
          missing.push(`${entry.stories}: no story in ${direction} (globals ${direction})`);
        }
      }
    }
  }
}

const storyCount = storyFiles.reduce((sum, file) => sum + file.stories.length, 0);
const visualSkips = storyFiles.flatMap((file) =>
  file.stories
    .filter((story) => skipsVisual(file, story))
    .map((story) => `${file.title}/${story.exportName}`),
);
const unclaimed = storyFiles
  .filter((file) => file.title && !claimedTitles.has(file.title))
  .map((file) => `${file.title} (${relative('.', dirname(file.path))})`);

console.log(
  `inventory: ${counts.components} components, ${counts.screens} screens, ${counts.states} states; ` +
    `${storyFiles.length} story files, ${storyCount} stories, ${visualSkips.length} left out of ` +
    `the visual comparison (${Date.now() - started} ms)`,
);
for (const story of visualSkips) console.log(`  visual skip: ${story}`);
for (const title of unclaimed) console.log(`  stories outside the inventory: ${title}`);
if (missing.length > 0) {
  console.error(`\n✖ inventory: ${missing.length} missing`);
  for (const line of missing) console.error(`  - ${line}`);
  process.exit(1);
}
