/**
 * What the wizard keeps in the browser between reloads and session time-outs (ADR 0060): the
 * values typed into steps not yet saved on the server, per user, never the SMS code.
 */
export const REGISTRATION_DRAFT_PREFIX = 'sahmRegistrationDraft:';

export type RegistrationDraft = Partial<Record<string, Record<string, unknown>>>;

const keyOf = (userId: string) => `${REGISTRATION_DRAFT_PREFIX}${userId}`;

/** Fields that must never reach storage. */
const NEVER_STORED = new Set(['verificationCode']);

export function readRegistrationDraft(userId: string): RegistrationDraft {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as RegistrationDraft) : {};
  } catch {
    return {};
  }
}

export function saveRegistrationDraftStep(
  userId: string,
  step: string,
  values: Record<string, unknown>,
): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([name]) => !NEVER_STORED.has(name)),
  );
  try {
    localStorage.setItem(
      keyOf(userId),
      JSON.stringify({ ...readRegistrationDraft(userId), [step]: kept }),
    );
  } catch {
    // Storage full or blocked: the wizard still works, it only forgets on reload.
  }
}

export function clearRegistrationDraft(userId: string): void {
  localStorage.removeItem(keyOf(userId));
}

/** On logout: every user's draft goes (a shared computer keeps nobody's identity data). */
export function clearRegistrationDrafts(): void {
  for (let index = localStorage.length - 1; index >= 0; index -= 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(REGISTRATION_DRAFT_PREFIX)) localStorage.removeItem(key);
  }
}
