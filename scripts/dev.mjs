// `npm start`: the sandbox (API + OpenID provider) and the portal's dev server, side by side.
// `npm start -- --bff`: the BFF as well, holding the tokens; the dev server sends /bff/ and /api/
// to it and serves the BFF mode's env.json (docs/adr/0460, 0461).
import { spawn } from 'node:child_process';
import { BFF_PORT, sandboxBffEnvironment } from './bff-env.mjs';

const bff = process.argv.includes('--bff');
const children = [
  spawn('pnpm', ['--filter', '@sahm/sandbox', 'run', 'start'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@sahm/portal', 'run', 'dev'], {
    stdio: 'inherit',
    env: bff ? { ...process.env, SAHM_BFF_URL: `http://127.0.0.1:${BFF_PORT}` } : process.env,
  }),
  ...(bff
    ? [
        spawn('pnpm', ['--filter', '@sahm/bff', 'run', 'start'], {
          stdio: 'inherit',
          env: { ...process.env, ...sandboxBffEnvironment() },
        }),
      ]
    : []),
];

setTimeout(() => {
  console.log(`
  Sahm is running
    Portal:            http://localhost:4200   (tenant acme: http://acme.localhost:4200)
    Sandbox API + IdP: http://localhost:44320${bff ? `\n    BFF (tokens):      http://127.0.0.1:${BFF_PORT}, reached through the portal's /bff/ and /api/` : ''}

  Demo identities (password 1q2w3E* for all)
    admin        every administration policy
    investor     investor, registration complete
    newinvestor  investor, registration incomplete
    officer      operations officer (kept out of investor screens)
    acme tenant: admin, investor
`);
}, 3000);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
