import type { KyInstance } from 'ky';
import type { ApplicationAuth, ApplicationConfiguration, SessionStore } from '@sahm/platform';
import type { decideHttpError } from './decide-http-error';
import { settleUnavailableTenant } from './unavailable-tenant';

export interface StartupConfigurationOptions {
  load: () => Promise<ApplicationConfiguration>;
  http: KyInstance;
  session: SessionStore;
  auth: Pick<ApplicationAuth, 'isAuthenticated' | 'clearTokens'>;
  /** What the shell shows for a failure; fetched only when the first load fails (ADR 0191). */
  decide: (error: unknown) => ReturnType<typeof decideHttpError>;
}

export interface StartupConfiguration {
  configuration: ApplicationConfiguration;
  /** The stored tenant that no longer resolves and was dropped; tell the person. */
  unavailableTenant: string | null;
}

/**
 * The first configuration request fails for everyone while the stored tenant no longer resolves
 * (ABP MultiTenancyMiddleware): the tenant is dropped, with the tokens issued in it, and the
 * configuration asked for once more. Nothing is on screen yet, so the sign-out stays local. Any
 * other failure is the start-up's own.
 */
export async function loadStartupConfiguration({
  load,
  http,
  session,
  auth,
  decide,
}: StartupConfigurationOptions): Promise<StartupConfiguration> {
  try {
    return { configuration: await load(), unavailableTenant: null };
  } catch (error) {
    const outcome = await settleUnavailableTenant(await decide(error), { http, session });
    if (outcome.status !== 'gone') throw error;
    if (auth.isAuthenticated()) await auth.clearTokens('tenant-unavailable');
    return { configuration: await load(), unavailableTenant: outcome.name };
  }
}
