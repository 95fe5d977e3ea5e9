// A tiny static file server for the built Storybook (no download, no dependency):
// `node e2e/visual/serve-static.mjs <dir> <port>`, on 127.0.0.1 only.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [root = 'storybook-static', port = '6106'] = process.argv.slice(2);
const base = resolve(root);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  // normalize() resolves "..": anything outside the build directory is refused.
  let file = normalize(join(base, path));
  if (!file.startsWith(base)) {
    response.writeHead(403).end();
    return;
  }
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    statSync(file);
  } catch {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    // One build per run: the browser keeps every script and font after the first story.
    'cache-control': 'public, max-age=3600',
  });
  createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1');
