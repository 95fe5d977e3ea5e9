import { sandboxEnvironment } from './sandbox-environment';

// `pnpm bench`'s build of the client (angular.json configuration "bench", scripts/bench-side-by-side.mjs):
// the origins of the bench's own sandbox and server, given as build defines.
declare const SAHM_BENCH_CLIENT_ORIGIN: string;
declare const SAHM_BENCH_SANDBOX_ORIGIN: string;

export const environment = sandboxEnvironment(SAHM_BENCH_CLIENT_ORIGIN, SAHM_BENCH_SANDBOX_ORIGIN);
