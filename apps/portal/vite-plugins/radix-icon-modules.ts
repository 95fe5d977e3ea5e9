import { parseSync } from 'vite';

/** The module the icons' shared helpers (`_objectWithoutPropertiesLoose`) live in. */
export const SHARED_HELPERS = 'shared';

export interface IconPackage {
  /** Exported icon name → the local binding the package exports under it. */
  readonly icons: ReadonlyMap<string, string>;
  /** Source of one module per icon, plus `SHARED_HELPERS`, keyed by icon name. */
  moduleSource(icon: string, importOf: (module: string) => string): string;
}

interface TopLevelDeclaration {
  readonly text: string;
  readonly references: ReadonlySet<string>;
}

interface ImportedBinding {
  readonly source: string;
  readonly imported: string;
}

type AstNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Names an expression reads, leaving out property keys and member names (`{ width }`, `a.width`). */
function identifiersIn(node: AstNode, found = new Set<string>()): Set<string> {
  if (node.type === 'Identifier') found.add(node.name as string);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'key' && node.type === 'Property' && !node.computed) continue;
    if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) identifiersIn(child, found);
    }
  }
  return found;
}

function declaredNames(statement: AstNode): string[] {
  if (statement.type === 'FunctionDeclaration') return [(statement.id as AstNode).name as string];
  return (statement.declarations as AstNode[]).map((declarator) => {
    const id = declarator.id as AstNode;
    if (id.type !== 'Identifier') throw formatError(`a destructuring declaration`);
    return id.name as string;
  });
}

const formatError = (what: string) =>
  new Error(
    `@radix-ui/react-icons changed format (${what}): apps/portal/vite-plugins/split-radix-icons.ts ` +
      `expects one ESM file of top-level declarations and a single \`export { … }\`. ` +
      `If the package now ships one file per icon, import those and remove the plugin (docs/adr/0210).`,
  );

/** Reads the package's single ESM file into declarations, imports and exports, refusing anything else. */
function readTopLevel(source: string) {
  const { program, errors } = parseSync('react-icons.esm.js', source);
  if (errors.length > 0) throw formatError(errors[0]?.message ?? 'a parse error');
  const declarations = new Map<string, TopLevelDeclaration>();
  const imported = new Map<string, ImportedBinding>();
  const exported = new Map<string, string>();
  for (const statement of program.body as unknown as AstNode[]) {
    const text = source.slice(statement.start as number, statement.end as number);
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers as AstNode[]) {
        if (specifier.type !== 'ImportSpecifier')
          throw formatError(`an import of type ${specifier.type}`);
        const importedName = (specifier.imported as AstNode).name as string;
        imported.set((specifier.local as AstNode).name as string, {
          source: (statement.source as AstNode).value as string,
          imported: importedName,
        });
      }
    } else if (
      statement.type === 'FunctionDeclaration' ||
      statement.type === 'VariableDeclaration'
    ) {
      const references = identifiersIn(statement);
      for (const name of declaredNames(statement)) declarations.set(name, { text, references });
    } else if (
      statement.type === 'ExportNamedDeclaration' &&
      !statement.source &&
      !statement.declaration
    ) {
      for (const specifier of statement.specifiers as AstNode[]) {
        const local = (specifier.local as AstNode).name as string;
        exported.set((specifier.exported as AstNode).name as string, local);
      }
    } else {
      throw formatError(`a top-level ${statement.type}`);
    }
  }
  if (exported.size === 0) throw formatError('no `export { … }` of icons');
  return { declarations, imported, exported };
}

/**
 * Splits the package's one ESM file so each icon is its own module: its own declarations verbatim,
 * helpers used by more than one icon in a shared module, React imported as the package imports it.
 */
export function readIconPackage(source: string): IconPackage {
  const { declarations, imported, exported } = readTopLevel(source);

  const reachableFrom = (local: string): Set<string> => {
    const reached = new Set<string>();
    const pending = [local];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      const declaration = declarations.get(name);
      if (!declaration || reached.has(name)) continue;
      reached.add(name);
      pending.push(...declaration.references);
    }
    return reached;
  };
  const ownedBy = new Map<string, string | null>();
  for (const [icon, local] of exported) {
    if (!declarations.has(local)) throw formatError(`${icon} is exported but not declared`);
    for (const name of reachableFrom(local)) ownedBy.set(name, ownedBy.has(name) ? null : icon);
  }
  const shared = [...declarations.keys()].filter((name) => ownedBy.get(name) === null);

  const moduleOf = (
    names: readonly string[],
    importOf: (module: string) => string,
    exports: string,
  ) => {
    const texts = [...new Set(names.map((name) => declarations.get(name)?.text))];
    const referenced = new Set(
      names.flatMap((name) => [...(declarations.get(name)?.references ?? [])]),
    );
    const imports = new Map<string, string[]>();
    for (const name of referenced) {
      const binding = imported.get(name);
      if (binding)
        imports.set(binding.source, [
          ...(imports.get(binding.source) ?? []),
          `${binding.imported} as ${name}`,
        ]);
      else if (ownedBy.get(name) === null && !names.includes(name)) {
        imports.set(importOf(SHARED_HELPERS), [
          ...(imports.get(importOf(SHARED_HELPERS)) ?? []),
          name,
        ]);
      }
    }
    const importLines = [...imports].map(
      ([from, bindings]) => `import { ${bindings.join(', ')} } from ${JSON.stringify(from)};`,
    );
    return [...importLines, ...texts, exports].join('\n\n') + '\n';
  };

  return {
    icons: exported,
    moduleSource(icon, importOf) {
      if (icon === SHARED_HELPERS)
        return moduleOf(shared, importOf, `export { ${shared.join(', ')} };`);
      const local = exported.get(icon);
      if (local === undefined) throw new Error(`@radix-ui/react-icons has no icon named ${icon}`);
      const own = [...declarations.keys()].filter((name) => ownedBy.get(name) === icon);
      return moduleOf(own, importOf, `export { ${local} as ${icon} };`);
    },
  };
}
