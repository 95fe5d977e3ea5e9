// Serves apps/portal/dist with Debian's nginx and the production configuration
// (apps/portal/deploy), so the end-to-end suite runs against the build as it ships.
// SAHM_ROOT serves another folder and SAHM_SECURITY_HEADERS another headers template: the bench
// serves ABP's Angular client from the same nginx, without the portal's own headers.
// SAHM_BFF_UPSTREAM (host:port) serves BFF mode: /bff/ and /api/ go to the BFF, the portal calls
// no other origin, and SAHM_ENV_FILE names the env.json that says so (docs/deploy.md).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const prefix = mkdtempSync(join(tmpdir(), 'sahm-nginx-'));
for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
  mkdirSync(join(prefix, dir));

const bffUpstream = process.env.SAHM_BFF_UPSTREAM;
const root = resolve(process.env.SAHM_ROOT ?? 'apps/portal/dist');
const variables = {
  SAHM_LISTEN: process.env.SAHM_LISTEN ?? '127.0.0.1:4200',
  SAHM_ROOT: root,
  SAHM_CONNECT_SRC: process.env.SAHM_CONNECT_SRC ?? (bffUpstream ? '' : 'http://localhost:44320'),
  SAHM_ENV_FILE: resolve(process.env.SAHM_ENV_FILE ?? join(root, 'env.json')),
  SAHM_BFF_UPSTREAM: bffUpstream ?? '',
  SAHM_PREFIX: prefix,
};
// The same ${NAME} syntax envsubst fills in production.
const fill = (template) =>
  template.replace(/\$\{(SAHM_[A-Z_]+)\}/g, (_match, name) => variables[name] ?? '');

const deploy = resolve('apps/portal/deploy');
writeFileSync(
  join(prefix, 'backends.conf'),
  bffUpstream ? fill(readFileSync(join(deploy, 'bff-locations.conf.template'), 'utf8')) : '',
);
writeFileSync(
  join(prefix, 'nginx.conf'),
  fill(readFileSync(join(deploy, 'nginx.conf.template'), 'utf8')),
);
writeFileSync(
  join(prefix, 'security-headers.conf'),
  fill(
    readFileSync(
      process.env.SAHM_SECURITY_HEADERS ?? join(deploy, 'security-headers.conf.template'),
      'utf8',
    ),
  ),
);

const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
console.log(`portal (nginx) on http://${variables.SAHM_LISTEN}`);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
