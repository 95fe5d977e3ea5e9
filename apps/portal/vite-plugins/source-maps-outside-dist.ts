import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build's source maps go: beside its output, never in it (`dist` → `dist-sourcemaps`). */
export function sourceMapsDirFor(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;
}

/** Moves every `.map` file under `outDir` to the same relative path under `mapsDir`. */
export function moveSourceMaps(outDir: string, mapsDir: string): string[] {
  const maps = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((path) =>
    path.endsWith('.map'),
  );
  for (const path of maps) {
    const target = join(mapsDir, path);
    mkdirSync(dirname(target), { recursive: true });
    renameSync(join(outDir, path), target);
  }
  return maps;
}

/**
 * Production source maps are an artefact for error reporting, never served (docs/adr/0454): the
 * build writes them hidden (no `sourceMappingURL` comment), then this moves them out of the
 * folder nginx serves. They sit at the same depth, so their relative `sources` still resolve.
 */
export function sourceMapsOutsideDist(): Plugin {
  let outDir = '';
  return {
    name: 'sahm:source-maps-outside-dist',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      // Vite empties the output folder; the maps of an earlier build go the same way.
      rmSync(sourceMapsDirFor(outDir), { recursive: true, force: true });
    },
    writeBundle() {
      moveSourceMaps(outDir, sourceMapsDirFor(outDir));
    },
  };
}
