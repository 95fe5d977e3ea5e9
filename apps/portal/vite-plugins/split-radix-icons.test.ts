import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { readIconPackage } from './radix-icon-modules';
import { rewriteIconImports, splitRadixIcons } from './split-radix-icons';

// The portal reaches the package through @sahm/ui, so resolve it from there.
const uiPackage = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../packages/ui/package.json',
);
const packageFile = join(
  dirname(createRequire(uiPackage).resolve('@radix-ui/react-icons')),
  'dist/react-icons.esm.js',
);
const packageSource = readFileSync(packageFile, 'utf8');

/** The first SVG path of an icon, as it appears in the package and, unminified, in any bundle. */
function svgPathOf(icon: string): string {
  const declaration = new RegExp(`var ${icon} = [\\s\\S]*?d: "([^"]+)"`).exec(packageSource);
  if (!declaration?.[1]) throw new Error(`no ${icon} in the package`);
  return declaration[1];
}

const fixtures = mkdtempSync(join(tmpdir(), 'split-radix-icons-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

async function buildChunks(files: Record<string, string>): Promise<Rolldown.OutputChunk[]> {
  const root = mkdtempSync(join(fixtures, 'app-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(root, name), code);
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [splitRadixIcons()],
    resolve: { alias: { '@radix-ui/react-icons': packageFile } },
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: join(root, 'entry.js'), external: ['react'] },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

describe('splitRadixIcons', () => {
  it('puts each icon in the chunks that import it, once, and no other icon anywhere', async () => {
    const chunks = await buildChunks({
      'entry.js': [
        "import { GlobeIcon } from '@radix-ui/react-icons';",
        "globalThis.openLater = () => import('./later.js');",
        'globalThis.shown = [GlobeIcon];',
      ].join('\n'),
      'later.js': [
        "import { CalendarIcon, GlobeIcon as Globe } from '@radix-ui/react-icons';",
        'globalThis.shownLater = [CalendarIcon, Globe];',
      ].join('\n'),
    });
    const entry = chunks.find((chunk) => chunk.isEntry);
    const later = chunks.find((chunk) => chunk.isDynamicEntry);
    const everything = chunks.map((chunk) => chunk.code).join('\n');

    expect(entry?.code).toContain(svgPathOf('GlobeIcon'));
    expect(entry?.code).not.toContain(svgPathOf('CalendarIcon'));
    expect(later?.code).toContain(svgPathOf('CalendarIcon'));
    expect(everything.split(svgPathOf('GlobeIcon'))).toHaveLength(2);
    expect(everything).not.toContain(svgPathOf('AccessibilityIcon'));
  });

  it('fails the build on an icon the package does not have', async () => {
    await expect(
      buildChunks({ 'entry.js': "export { NoSuchIcon } from '@radix-ui/react-icons';" }),
    ).rejects.toThrow(/has no icon named NoSuchIcon/);
  });

  it('fails the build when something still loads the whole package', async () => {
    await expect(
      buildChunks({ 'entry.js': "globalThis.icons = require('@radix-ui/react-icons');" }),
    ).rejects.toThrow(/@radix-ui\/react-icons was bundled whole \(imported by .*entry\.js\)/);
  });

  it('fails the build on a namespace import, which would need every icon', async () => {
    await expect(
      buildChunks({
        'entry.js': "import * as icons from '@radix-ui/react-icons';\nexport { icons };",
      }),
    ).rejects.toThrow(/import each @radix-ui\/react-icons icon by name/);
  });
});

describe('rewriteIconImports', () => {
  it('leaves every other character where it was, even after non-ASCII text', () => {
    const code = [
      '// أيقونة الكرة الأرضية 🌍',
      "import { GlobeIcon as Globe, CalendarIcon } from '@radix-ui/react-icons'; const kept = 1;",
      'export { Globe, CalendarIcon, kept };',
    ].join('\n');
    const icons = readIconPackage(packageSource).icons;

    const rewritten = rewriteIconImports(code, 'screen.js', icons, (icon) => `icons/${icon}`) ?? '';

    expect(rewritten.slice(0, code.length).replace(/ +/g, ' ')).toBe(
      '// أيقونة الكرة الأرضية 🌍\n const kept = 1;\nexport { Globe, CalendarIcon, kept };',
    );
    expect(rewritten.indexOf('const kept')).toBe(code.indexOf('const kept'));
    expect(rewritten).toContain('import { GlobeIcon as Globe } from "icons/GlobeIcon";');
    expect(rewritten).toContain(
      'import { CalendarIcon as CalendarIcon } from "icons/CalendarIcon";',
    );
  });
});

describe('readIconPackage', () => {
  it('gives an icon its own declarations and the shared helper by import', () => {
    const source = readIconPackage(packageSource).moduleSource(
      'GlobeIcon',
      (module) => `icons/${module}`,
    );

    expect(source).toContain('var GlobeIcon = /*#__PURE__*/forwardRef(');
    expect(source).toContain('import { _objectWithoutPropertiesLoose } from "icons/shared";');
    expect(source).toContain('export { GlobeIcon as GlobeIcon };');
    expect(source).not.toContain('CalendarIcon');
  });

  it('refuses a package that no longer has the shape it reads', () => {
    expect(() => readIconPackage(`${packageSource}\nconsole.log('side effect');\n`)).toThrow(
      /changed format \(a top-level ExpressionStatement\)/,
    );
  });
});
