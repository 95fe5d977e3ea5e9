import { DEFAULT_ENVIRONMENT_URL } from '../constants';
import { EnvironmentError } from './environment-error';
import { environmentSchema, type Environment } from './environment-schema';
import { mergeEnvironments } from './merge-environments';

export interface EnvironmentWarning {
  message: string;
  cause?: unknown;
}

export interface LoadEnvironmentOptions {
  /** Told about a remote environment that failed to load; the local one is used instead (SPEC §8). */
  onWarning?: (warning: EnvironmentWarning) => void;
}

async function fetchJson(fetchImpl: typeof fetch, url: string, init?: RequestInit) {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (cause) {
    throw new EnvironmentError('unreachable', url, `Could not fetch ${url}`, { cause });
  }
  if (!response.ok) {
    throw new EnvironmentError('unreachable', url, `${url} answered ${response.status}`);
  }
  try {
    return (await response.json()) as unknown;
  } catch (cause) {
    throw new EnvironmentError('not-json', url, `${url} is not JSON`, { cause });
  }
}

function parseEnvironment(raw: unknown, url: string): Environment {
  const result = environmentSchema.safeParse(raw);
  if (!result.success) {
    throw new EnvironmentError('invalid', url, `${url} is not a valid environment`, {
      cause: result.error,
    });
  }
  return result.data;
}

async function applyRemoteEnvironment(
  local: Environment,
  fetchImpl: typeof fetch,
  onWarning: LoadEnvironmentOptions['onWarning'],
): Promise<Environment> {
  const remoteEnv = local.remoteEnv;
  if (!remoteEnv?.url) return local;
  try {
    const remote = await fetchJson(fetchImpl, remoteEnv.url, {
      method: remoteEnv.method ?? 'GET',
      headers: remoteEnv.headers ?? {},
    });
    if (typeof remote !== 'object' || remote === null || Array.isArray(remote)) {
      throw new EnvironmentError('invalid', remoteEnv.url, `${remoteEnv.url} is not an object`);
    }
    const merged = mergeEnvironments(
      local,
      remote as Record<string, unknown>,
      remoteEnv.mergeStrategy,
    );
    return parseEnvironment(merged, remoteEnv.url);
  } catch (cause) {
    onWarning?.({ message: `Remote environment ignored: ${(cause as Error).message}`, cause });
    return local;
  }
}

/**
 * Loads `env.json`, validates it and applies the optional remote environment (SPEC §7).
 * Throws `EnvironmentError` when the local environment is unusable.
 */
export async function loadEnvironment(
  fetchImpl: typeof fetch = fetch,
  url: string = DEFAULT_ENVIRONMENT_URL,
  { onWarning }: LoadEnvironmentOptions = {},
): Promise<Environment> {
  const local = parseEnvironment(await fetchJson(fetchImpl, url), url);
  return applyRemoteEnvironment(local, fetchImpl, onWarning);
}
