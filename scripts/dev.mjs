// `npm start`: the sandbox (API + OpenID provider) and the portal's dev server, side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@sahm/sandbox', 'run', 'start'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@sahm/portal', 'run', 'dev'], { stdio: 'inherit' }),
];

setTimeout(() => {
  console.log(`
  Sahm is running
    Portal:            http://localhost:4200   (tenant acme: http://acme.localhost:4200)
    Sandbox API + IdP: http://localhost:44320

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
