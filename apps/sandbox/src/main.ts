import { startSandbox } from './server';

const sandbox = await startSandbox();
console.log(`Sahm sandbox (API + OpenID provider) on ${sandbox.config.origin}`);
if (sandbox.config.testHooks) {
  console.log(
    'Test hooks on (SANDBOX_TEST_HOOKS=1): a test run only, never a deployment (ADR 0450).',
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
