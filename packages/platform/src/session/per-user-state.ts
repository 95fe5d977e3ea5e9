import { STORAGE_KEYS } from '../constants';

const COMPLETED_REGISTRATION_PREFIX = `${STORAGE_KEYS.isCompleteRegistration}:`;

/**
 * SPEC §3's `IsCompleteReg`, kept per person: `IsCompleteReg:<user id>` holds 'true', so a flag
 * one person left behind never lets another skip the registration check (docs/adr/0412).
 */
export function completedRegistrationKey(userId: string): string {
  return `${COMPLETED_REGISTRATION_PREFIX}${userId}`;
}

/** Whether this person's registration is known to be complete; never for an unknown person. */
export function hasCompletedRegistration(
  userId: string | null | undefined,
  storage: Storage = localStorage,
): boolean {
  return Boolean(userId) && storage.getItem(completedRegistrationKey(userId ?? '')) === 'true';
}

export function rememberCompletedRegistration(
  userId: string,
  storage: Storage = localStorage,
): void {
  storage.setItem(completedRegistrationKey(userId), 'true');
}

/**
 * Removes what the platform keeps about signed-in people: every `IsCompleteReg` entry, the
 * unkeyed one of earlier versions included. Runs on every end of a session (docs/adr/0412).
 */
export function forgetSignedInPeople(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (
      key === STORAGE_KEYS.isCompleteRegistration ||
      key?.startsWith(COMPLETED_REGISTRATION_PREFIX)
    )
      keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}
