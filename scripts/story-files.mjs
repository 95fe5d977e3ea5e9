// Reads Storybook CSF files statically (TypeScript's parser, no bundling, no browser): each file's
// title and tags, and each story's export name, tags and the direction its globals pin it to.
// Shared by scripts/check-inventory.mjs and the visual-regression spec (e2e/visual/).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** Every file under `roots` whose name ends with one of `suffixes`, skipping node_modules. */
export function findFiles(roots, suffixes) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (suffixes.some((suffix) => entry.name.endsWith(suffix))) found.push(path);
    }
  };
  for (const root of roots) walk(root);
  return found.sort();
}

const unwrap = (node) => {
  let current = node;
  while (
    current &&
    (ts.isSatisfiesExpression(current) ||
      ts.isAsExpression(current) ||
      ts.isParenthesizedExpression(current))
  ) {
    current = current.expression;
  }
  return current;
};

const propertyName = (property) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;

/** A literal value (string, boolean, array, object, or a top-level const naming one), else undefined. */
function literal(node, constants, depth = 0) {
  const value = unwrap(node);
  if (!value || depth > 5) return undefined;
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
  if (value.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (value.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isIdentifier(value)) {
    const declared = constants.get(value.text);
    return declared ? literal(declared, constants, depth + 1) : undefined;
  }
  if (ts.isArrayLiteralExpression(value)) {
    return value.elements.map((element) => literal(element, constants, depth + 1));
  }
  if (ts.isObjectLiteralExpression(value)) {
    const object = {};
    for (const property of value.properties) {
      if (ts.isSpreadAssignment(property)) {
        Object.assign(object, literal(property.expression, constants, depth + 1) ?? {});
      } else if (ts.isPropertyAssignment(property)) {
        const name = propertyName(property);
        if (name) object[name] = literal(property.initializer, constants, depth + 1);
      } else if (ts.isShorthandPropertyAssignment(property)) {
        object[property.name.text] = literal(property.name, constants, depth + 1);
      }
    }
    return object;
  }
  return undefined;
}

/** `rtl` or `ltr` when the globals pin a direction or a language, else undefined (the default, Arabic). */
function pinnedDirection(globals) {
  if (!globals || typeof globals !== 'object') return undefined;
  if (globals.direction === 'rtl' || globals.direction === 'ltr') return globals.direction;
  if (globals.locale === 'ar') return 'rtl';
  if (globals.locale === 'en') return 'ltr';
  return undefined;
}

const parse = (path) =>
  ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );

/** The module a relative import names (`./story-helpers` → `./story-helpers.tsx`), if any. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((candidate) => existsSync(candidate));
}

/** Top-level `const` initialisers of a file, by name; `imports` adds those of relative imports. */
function topLevelConstants(source, { imports }) {
  const constants = new Map();
  for (const statement of source.statements) {
    if (imports && ts.isImportDeclaration(statement) && statement.importClause?.namedBindings) {
      const bindings = statement.importClause.namedBindings;
      const module = resolveImport(source.fileName, statement.moduleSpecifier.text);
      if (!module || !ts.isNamedImports(bindings)) continue;
      const exported = topLevelConstants(parse(module), { imports: false });
      for (const element of bindings.elements) {
        const original = (element.propertyName ?? element.name).text;
        if (exported.has(original)) constants.set(element.name.text, exported.get(original));
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          constants.set(declaration.name.text, declaration.initializer);
        }
      }
    }
  }
  return constants;
}

/** The object a story built by an immediately called function returns (`(() => { …; return {…}; })()`). */
function iifeResult(node) {
  if (!ts.isCallExpression(node) || node.arguments.length > 0) return undefined;
  const callee = unwrap(node.expression);
  if (!(ts.isArrowFunction(callee) || ts.isFunctionExpression(callee))) return undefined;
  if (!ts.isBlock(callee.body)) return callee.body;
  return callee.body.statements.find((statement) => ts.isReturnStatement(statement))?.expression;
}

/**
 * `{ path, title, tags, stories: [{ exportName, tags, direction }] }` where `direction` is the one
 * the story's (or its meta's) globals pin, or undefined when it follows the toolbar.
 */
export function readStoryFile(path) {
  const source = parse(path);
  const constants = topLevelConstants(source, { imports: true });
  const exported = [];
  let metaNode;
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const isExported = statement.modifiers?.some(
        (modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword,
      );
      if (!isExported) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          exported.push(declaration);
      }
    } else if (ts.isExportAssignment(statement)) {
      metaNode = statement.expression;
    }
  }
  const meta = literal(metaNode, constants) ?? {};
  const metaDirection = pinnedDirection(meta.globals);
  const stories = exported.map((declaration) => {
    const initializer = unwrap(declaration.initializer);
    const story = literal(iifeResult(initializer) ?? initializer, constants) ?? {};
    // A story made by a factory (`searchStory(EN, {...})`) pins what its globals argument says.
    const factoryDirection = ts.isCallExpression(initializer)
      ? initializer.arguments
          .map((argument) => pinnedDirection(literal(argument, constants)))
          .find(Boolean)
      : undefined;
    return {
      exportName: declaration.name.text,
      tags: Array.isArray(story.tags) ? story.tags : [],
      direction: pinnedDirection(story.globals) ?? factoryDirection ?? metaDirection,
    };
  });
  return {
    path,
    title: typeof meta.title === 'string' ? meta.title : undefined,
    tags: Array.isArray(meta.tags) ? meta.tags : [],
    stories,
  };
}

/** Whether a story is left out of the visual comparison (`tags: ['!visual']` on it or its meta). */
export const skipsVisual = (file, story) =>
  file.tags.includes('!visual') || story.tags.includes('!visual');
