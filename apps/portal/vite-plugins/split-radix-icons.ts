import { readFileSync } from 'node:fs';
import { parseSync, type Plugin } from 'vite';
import { readIconPackage, type IconPackage } from './radix-icon-modules';

const PACKAGE = '@radix-ui/react-icons';
// A query on the package's own file, not a `\0` id: the module keeps its place in source maps and
// resolves React from where the package does.
const ICON_QUERY = '?radix-icon=';
const iconId = (packageFile: string, icon: string) => `${packageFile}${ICON_QUERY}${icon}`;

interface IconImport {
  /** Where the statement is, so it can be blanked out. */
  readonly start: number;
  readonly end: number;
  /** `import { A as B }` / `export { A as B }` with `A` the icon. */
  readonly bindings: readonly { icon: string; as: string }[];
  readonly kind: 'import' | 'export';
}

const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
  node.type === 'Identifier' ? (node.name ?? '') : String(node.value);

const quotedPackage = (text: string) => text === `'${PACKAGE}'` || text === `"${PACKAGE}"`;

/** Every place `code` uses the package; anything that would need every icon at once is refused. */
function iconImportsIn(code: string, id: string): IconImport[] {
  const { program, module, errors } = parseSync(id, code);
  if (errors.length > 0) throw new Error(`${id}: ${errors[0]?.message}`);
  const found: IconImport[] = [];
  for (const statement of module.staticImports) {
    if (statement.moduleRequest.value !== PACKAGE) continue;
    const runtime = statement.entries.filter((entry) => !entry.isType);
    if (statement.entries.length > 0 && runtime.length === 0) continue;
    const bindings = runtime.map((entry) => {
      if (entry.importName.kind !== 'Name' || entry.importName.name === null) {
        throw new Error(
          `${id}: import each ${PACKAGE} icon by name; a default or namespace import bundles them all`,
        );
      }
      return { icon: entry.importName.name, as: entry.localName.value };
    });
    found.push({ start: statement.start, end: statement.end, bindings, kind: 'import' });
  }
  // Re-exports from the AST: the module record also lists `export { A }` of an imported `A`.
  for (const statement of program.body) {
    if (statement.type === 'ExportAllDeclaration' && statement.source.value === PACKAGE) {
      throw new Error(
        `${id}: re-export each ${PACKAGE} icon by name; \`export *\` bundles them all`,
      );
    }
    if (statement.type !== 'ExportNamedDeclaration' || statement.source?.value !== PACKAGE)
      continue;
    const bindings = statement.specifiers.map(({ local, exported }) => ({
      icon: nameOf(local),
      as: nameOf(exported),
    }));
    found.push({ start: statement.start, end: statement.end, bindings, kind: 'export' });
  }
  for (const dynamic of module.dynamicImports) {
    if (quotedPackage(code.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end))) {
      throw new Error(
        `${id}: import(${PACKAGE}) loads every icon; import the icons you need by name`,
      );
    }
  }
  return found;
}

/** Same length and line breaks, so every other character keeps its position (and its source map). */
const blankedOut = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * Rewrites `import { A, B } from '@radix-ui/react-icons'` into one import per icon. The new imports
 * go at the end and the old statement is blanked in place, so no other code moves and the previous
 * source map stays right (`map: null`). Icons have no side effects, so their evaluation order is free.
 */
export function rewriteIconImports(
  code: string,
  id: string,
  icons: ReadonlyMap<string, string>,
  moduleOf: (icon: string) => string,
): string | null {
  const imports = iconImportsIn(code, id);
  if (imports.length === 0) return null;
  let rewritten = code;
  const added: string[] = [];
  for (const statement of imports) {
    rewritten =
      rewritten.slice(0, statement.start) +
      blankedOut(code.slice(statement.start, statement.end)) +
      rewritten.slice(statement.end);
    for (const { icon, as } of statement.bindings) {
      if (!icons.has(icon)) throw new Error(`${id}: ${PACKAGE} has no icon named ${icon}`);
      added.push(`${statement.kind} { ${icon} as ${as} } from ${JSON.stringify(moduleOf(icon))};`);
    }
  }
  return `${rewritten}\n${added.join('\n')}\n`;
}

/**
 * Gives each @radix-ui/react-icons icon its own module (docs/adr/0210). The package ships every
 * icon in one ESM module, and a module lives in one chunk, so all icons the app uses anywhere
 * landed in the first route. Build only: `vite dev` serves the pre-bundled package and has no chunks.
 */
export function splitRadixIcons(): Plugin {
  let packageFile: string | undefined;
  let iconPackage: IconPackage | undefined;

  return {
    name: 'sahm:split-radix-icons',
    apply: 'build',
    buildStart() {
      packageFile = undefined;
      iconPackage = undefined;
    },
    transform: {
      filter: { code: PACKAGE, id: { exclude: [/^\0/, /\?radix-icon=/] } },
      async handler(code, id) {
        const resolved = await this.resolve(PACKAGE, id);
        if (!resolved) return null;
        if (packageFile !== undefined && packageFile !== resolved.id) {
          this.error(`two copies of ${PACKAGE} are bundled: ${packageFile} and ${resolved.id}`);
        }
        packageFile = resolved.id;
        iconPackage ??= readIconPackage(readFileSync(packageFile, 'utf8'));
        const file = packageFile;
        const rewritten = rewriteIconImports(code, id, iconPackage.icons, (icon) =>
          iconId(file, icon),
        );
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
    resolveId: {
      filter: { id: /\?radix-icon=/ },
      handler: (source) => source,
    },
    load: {
      filter: { id: /\?radix-icon=/ },
      handler(id) {
        const [file = '', icon = ''] = id.split(ICON_QUERY);
        if (!iconPackage || file !== packageFile)
          this.error(`${id} is not an icon of the ${PACKAGE} being split`);
        return iconPackage.moduleSource(icon, (module) => iconId(file, module));
      },
    },
    buildEnd(error) {
      if (error || !packageFile || !this.getModuleInfo(packageFile)) return;
      const importers = this.getModuleInfo(packageFile)?.importers.join(', ');
      this.error(
        `${PACKAGE} was bundled whole (imported by ${importers}); import its icons by name`,
      );
    },
  };
}
