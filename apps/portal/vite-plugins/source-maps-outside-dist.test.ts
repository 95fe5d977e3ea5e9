import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveSourceMaps, sourceMapsDirFor } from './source-maps-outside-dist';

describe('source maps outside the served build', () => {
  it('names a sibling folder of the output, at the same depth', () => {
    expect(sourceMapsDirFor('/srv/apps/portal/dist')).toBe('/srv/apps/portal/dist-sourcemaps');
    expect(sourceMapsDirFor('/srv/apps/portal/dist/')).toBe('/srv/apps/portal/dist-sourcemaps');
  });

  it('moves every map, keeping its path, and leaves everything else where it was', () => {
    const root = mkdtempSync(join(tmpdir(), 'source-maps-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
    writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{"sources":["../../src/main.ts"]}');
    writeFileSync(join(dist, 'assets', 'theme-def.css.map'), '{}');

    const maps = join(root, 'dist-sourcemaps');
    expect(moveSourceMaps(dist, maps).sort()).toEqual([
      join('assets', 'index-abc.js.map'),
      join('assets', 'theme-def.css.map'),
    ]);
    expect(existsSync(join(dist, 'assets', 'index-abc.js.map'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'theme-def.css.map'))).toBe(false);
    expect(readFileSync(join(maps, 'assets', 'index-abc.js.map'), 'utf8')).toContain('main.ts');
    expect(existsSync(join(dist, 'assets', 'index-abc.js'))).toBe(true);
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
  });
});
