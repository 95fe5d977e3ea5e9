import { readBffConfig } from './config';
import { startBff } from './server';

const bff = await startBff(readBffConfig());
console.log(
  JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'listening', url: bff.url }),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void bff.close().then(() => process.exit(0));
  });
}
