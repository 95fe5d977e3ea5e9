import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';
import type { PasswordCredentials } from '@sahm/platform';
import { SEEDED_PASSWORD } from '@sahm/platform/mocks';
import { Toaster } from '@sahm/ui';
import { ar as formAr, en as formEn } from '../../forms/texts';
import { ar, en } from './texts';

export const AR = { locale: 'ar', direction: 'rtl' } as const;
export const EN = { locale: 'en', direction: 'ltr' } as const;
export type Globals = typeof AR | typeof EN;

/** The account screens' and the form kit's words in the story's language. */
export const textsOf = (globals: Globals) =>
  globals === AR ? { ...formAr, ...ar } : { ...formEn, ...en };

/** The shell's toaster, so a play function can read what the screen announced. */
export const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Toaster label="Notifications" closeLabel="Close" />
  </>
);

/**
 * Password mode's sign-in as the sandbox answers it: the seeded password signs in, anything else
 * is oidc-client-ts' `ErrorResponse` for `invalid_grant`. A spy, for the credentials sent.
 */
export const fakePasswordLogin = () =>
  fn(async ({ password }: PasswordCredentials) => {
    if (password !== SEEDED_PASSWORD) {
      throw Object.assign(new Error('invalid_grant'), {
        error: 'invalid_grant',
        error_description: 'Invalid username or password!',
      });
    }
  }).mockName('loginWithPassword');

/** Where the router went, for plays that follow a redirect. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

/** The screen at `path`; any other address shows itself, so a play can read where it went. */
export function AtRoute({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Routes>
      <Route path={path} element={children} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>
  );
}

/** Resolves with the address the story's router went to (see `AtRoute`). */
export async function wentTo(location: string) {
  const output = await screen.findByRole('status', { name: 'location' });
  await expect(output).toHaveTextContent(location);
}

/** A toast with this message has appeared (Sonner fades it in, so wait for it to be visible). */
export async function toastShown(message: string | RegExp) {
  const toast = await screen.findByText(message);
  await waitFor(() => expect(toast).toBeVisible());
  return toast;
}

// Overlays fade in and out over 350 ms; axe and the next step wait until they are done.
export const animationsSettled = () =>
  waitFor(() =>
    expect(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        ),
    ).toEqual([]),
  );

export async function findDialog(name: string) {
  await screen.findByRole('dialog', { name });
  await animationsSettled();
  return screen.getByRole('dialog', { name });
}

export const dialogsClosed = () =>
  waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0), { timeout: 5000 });
