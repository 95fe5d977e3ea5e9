/**
 * The page a sign-in of this tab has just landed on, until a guard reads it (issue 28 C7): an
 * operations officer whose sign-in lands on an investor route is taken to the back office, while
 * one who opens an investor route later is signed out as SPEC §4 says.
 */
let landing: string | null = null;

/** A sign-in completed and lands on `path` (a path with or without query and fragment). */
export function markSignInLanding(path: string): void {
  landing = new URL(path, 'http://portal.invalid').pathname;
}

/** Whether the sign-in landed on `pathname`; reading it forgets the landing either way. */
export function takeSignInLanding(pathname: string): boolean {
  const landed = landing === pathname;
  landing = null;
  return landed;
}
