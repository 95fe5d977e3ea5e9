import type { HttpResponseResolver, RequestHandler } from 'msw';
import type { OperationId } from '@sahm/investor-sdk';
import type { investorStoryBackend } from './story-platform';

/** A failure a story switches on and off: on at each render, off when "the connection is back". */
export interface Outage {
  /** For `beforeEach`: on for this render, and off again when the story is left. */
  arm: () => () => void;
  clear: () => void;
}

/**
 * A request that fails until the play clears it. Unlike a once-only failure, no other request
 * (a second render, a retry, a twin story sharing the handler) can use it up before the story
 * looks: `handler` answers with `failure` while armed and otherwise lets the next handler answer.
 *
 *   const down = outage((resolve) => http.get(URL, resolve), () => HttpResponse.error());
 *   { parameters: { msw: { handlers: [down.handler, ...backend.handlers] } }, beforeEach: down.arm }
 */
export function outage<Handler extends RequestHandler>(
  route: (resolve: HttpResponseResolver) => Handler,
  failure: () => Response,
): Outage & { handler: Handler } {
  let armed = false;
  const clear = () => {
    armed = false;
  };
  return {
    handler: route(() => (armed ? failure() : undefined)),
    arm: () => {
      armed = true;
      return clear;
    },
    clear,
  };
}

/** The same for operations of a story's investor backend, which fail with a server error. */
export function investorOutage(
  backend: ReturnType<typeof investorStoryBackend>,
  operations: readonly OperationId[],
): Outage {
  const clear = () => backend.store.clearFailures();
  return {
    arm: () => {
      clear();
      for (const operation of operations) {
        backend.store.failNext(operation, 'server-error', { times: Infinity });
      }
      return clear;
    },
    clear,
  };
}
