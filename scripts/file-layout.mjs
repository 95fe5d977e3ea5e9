// The file-layout rules of CONTRIBUTING.md ("Where files go", ADR 0400), checked by
// `pnpm check:inventory`: one casing rule for source file names, and no screen importing another
// screen's files (shared pieces live in `apps/portal/src/screens/shared/` or `@sahm/ui`).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** Where the casing rule applies: the apps' and the packages' sources. */
const SOURCE_ROOTS = ['apps/portal/src', 'apps/sandbox/src', 'packages'];
const SCREENS = 'apps/portal/src/screens';
/** A screen module (`*Screen.tsx`, `*Page.tsx`) makes its folder a screen (as the inventory does). */
const SCREEN_FILE = /^\w+(?:Screen|Page)\.tsx$/;
const SOURCE = /\.(ts|tsx)$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** `Name.stories.tsx`, `name.test.ts`, `Modal.variants.ts`: a stem, then dotted role suffixes. */
const FILE_NAME = /^([^.]+)((?:\.[a-z]+)*)\.(ts|tsx)$/;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist'].includes(entry.name) ? [] : sourceFiles(path);
    }
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Names a module exports as values (functions, constants, classes, re-exports); types are left out. */
export function exportedValues(text) {
  const names = [];
  for (const match of text.matchAll(
    /export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/g,
  )) {
    names.push(match[1]);
  }
  for (const match of text.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push(
        item
          .split(/\s+as\s+/)
          .pop()
          .trim(),
      );
    }
  }
  return names;
}

/** What is wrong with one file's name, or null: the casing rule. */
export function fileNameProblem(path, text) {
  const name = basename(path);
  const parts = FILE_NAME.exec(name);
  const stem = parts?.[1] ?? '';
  if (!parts || !(PASCAL.test(stem) || KEBAB.test(stem))) {
    return `${name}: not PascalCase (a component) or kebab-case (anything else)`;
  }
  const [, , suffixes, extension] = parts;
  const role = suffixes.replace(/^\./, '');
  const isTestOrStory = /(^|\.)(test|stories|visual)$/.test(role);
  if (PASCAL.test(stem) && !suffixes) {
    if (extension !== 'tsx')
      return `${name}: a component file is .tsx; anything else is kebab-case`;
    // Named after its component, or after a family loaded together (TenantDialogs, ChartAxes).
    if (!exportedValues(text).some((value) => PASCAL.test(value))) {
      return `${name}: a PascalCase file holds React components; name this one in kebab-case`;
    }
  }
  if (KEBAB.test(stem) && extension === 'tsx' && !isTestOrStory) {
    const values = exportedValues(text);
    if (values.length > 0 && values.every((value) => PASCAL.test(value))) {
      return `${name}: exports only components (${values.join(', ')}); name it after its component`;
    }
  }
  return null;
}

/** Folders under screens/ holding a screen module, at any depth. */
function screenFolders(root) {
  const screens = join(root, SCREENS);
  const folders = new Set();
  for (const file of sourceFiles(screens)) {
    if (SCREEN_FILE.test(basename(file))) folders.add(dirname(file));
  }
  return folders;
}

/** The screen folder a path belongs to (its closest screen ancestor), or null for shared code. */
function screenOf(path, folders) {
  for (let dir = dirname(path); dir.length > 1 && dir !== dirname(dir); dir = dirname(dir)) {
    if (folders.has(dir)) return dir;
  }
  return null;
}

const RELATIVE_IMPORT =
  /(?:from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Files a screen imports from another screen's folder: shared pieces belong in a shared folder. */
export function crossScreenImports(root) {
  const folders = screenFolders(root);
  const problems = [];
  for (const file of sourceFiles(join(root, SCREENS))) {
    const own = screenOf(file, folders);
    if (!own) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(file), match[1]);
      const theirs = screenOf(join(target, 'x'), folders);
      if (theirs && theirs !== own) {
        problems.push(
          `${relative(root, file)} imports ${match[1]} from the screen ${relative(root, theirs)}: ` +
            'move the shared piece to screens/shared/ (or @sahm/ui)',
        );
      }
    }
  }
  return problems;
}

/** Every layout problem of the repository at `root`, one line each. */
export function checkFileLayout(root = '.') {
  const problems = [];
  for (const dir of SOURCE_ROOTS) {
    for (const file of sourceFiles(join(root, dir))) {
      const problem = fileNameProblem(file, readFileSync(file, 'utf8'));
      if (problem) problems.push(`${relative(root, dirname(file))}/${problem}`);
    }
  }
  return [...problems, ...crossScreenImports(root)];
}
