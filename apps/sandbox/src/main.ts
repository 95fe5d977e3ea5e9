import { startSandbox } from './server';

const sandbox = await startSandbox();
console.log(`Sahm sandbox (API + OpenID provider) on ${sandbox.config.origin}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
