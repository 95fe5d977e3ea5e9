/**
 * What the wizard keeps between reloads of one tab (ADR 0060): the values typed into steps the
 * server does not hold yet, in `sessionStorage`, for one user and a short time, never the SMS
 * code. Steps the server holds are read from it instead, so nothing here is needed to resume.
 */
export const REGISTRATION_DRAFT_KEY = 'sahmRegistrationDraft';

/** Long enough for a reload or a short pause, shorter than an unattended afternoon. */
export const REGISTRATION_DRAFT_LIFETIME_MS = 15 * 60_000;

export type RegistrationDraft = Partial<Record<string, Record<string, unknown>>>;

type StoredDraft = { owner: string; expiresAt: number; steps: RegistrationDraft };

/** Fields that must never reach storage. */
const NEVER_STORED = new Set(['verificationCode']);

function readStored(): StoredDraft | null {
  try {
    const raw = sessionStorage.getItem(REGISTRATION_DRAFT_KEY);
    const parsed = (raw ? JSON.parse(raw) : null) as Partial<StoredDraft> | null;
    const wellFormed =
      typeof parsed?.owner === 'string' &&
      typeof parsed.expiresAt === 'number' &&
      typeof parsed.steps === 'object' &&
      parsed.steps !== null;
    return wellFormed ? (parsed as StoredDraft) : null;
  } catch {
    return null;
  }
}

/**
 * The user's draft. Another person's, or an expired one, is deleted unread: a different user
 * signing in on this tab never sees what the last one typed.
 */
export function readRegistrationDraft(userId: string, now = Date.now()): RegistrationDraft {
  const stored = readStored();
  if (stored && stored.owner === userId && stored.expiresAt > now) return stored.steps;
  clearRegistrationDrafts();
  return {};
}

export function saveRegistrationDraftStep(
  userId: string,
  step: string,
  values: Record<string, unknown>,
  now = Date.now(),
): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([name]) => !NEVER_STORED.has(name)),
  );
  const draft: StoredDraft = {
    owner: userId,
    expiresAt: now + REGISTRATION_DRAFT_LIFETIME_MS,
    steps: { ...readRegistrationDraft(userId, now), [step]: kept },
  };
  try {
    sessionStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, it only forgets on reload.
  }
}

/** On completion, and at every end of a session (ADR 0412): the tab keeps nobody's input. */
export function clearRegistrationDrafts(): void {
  try {
    sessionStorage.removeItem(REGISTRATION_DRAFT_KEY);
  } catch {
    // Storage blocked: there is nothing stored to clear.
  }
}
