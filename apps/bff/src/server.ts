import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createBffApp, type BffDependencies } from './app';
import type { BffConfig } from './config';

export interface RunningBff {
  /** Where it listens, e.g. http://127.0.0.1:44330. */
  url: string;
  server: ServerType;
  close(): Promise<void>;
}

/** Starts the BFF over HTTP on the configured host (127.0.0.1 unless told) and port. */
export function startBff(
  config: BffConfig,
  dependencies: BffDependencies = {},
): Promise<RunningBff> {
  const app = createBffApp(config, dependencies);
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: config.host, port: config.port },
      (info: AddressInfo) =>
        resolve({
          url: `http://${info.family === 'IPv6' ? `[${info.address}]` : info.address}:${info.port}`,
          server,
          close: () =>
            new Promise<void>((done, fail) => {
              server.close((error) => (error ? fail(error) : done()));
            }),
        }),
    );
    server.once('error', reject);
  });
}
