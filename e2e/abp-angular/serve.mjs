// Serves the fixture's build as any single-page-app host would (no download, no dependency):
// `node e2e/abp-angular/serve.mjs [port]`, on 127.0.0.1 only. Mirrors e2e/visual/serve-static.mjs,
// plus the fallback to index.html that Angular's router needs on a reload of a deep link.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [port = '4300'] = process.argv.slice(2);
const base = resolve(dirname(fileURLToPath(import.meta.url)), 'dist/browser');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  // normalize() resolves "..": anything outside the build directory is refused.
  const file = normalize(join(base, path));
  if (!file.startsWith(base)) {
    response.writeHead(403).end();
    return;
  }
  // A path without an extension is a route of the app; a missing asset stays a 404.
  const served = isFile(file) ? file : extname(path) ? null : join(base, 'index.html');
  if (!served) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(served)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  createReadStream(served).pipe(response);
}).listen(Number(port), '127.0.0.1');
