import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PORTAL, SANDBOX, preferEnglish, signInInEnglish } from './support';

/**
 * SPEC/issue 16 §3, docs/adr/0430: a changed form is never left silently. The portal's own
 * confirmation asks before an in-app navigation (a menu link, Back), the browser's prompt before
 * the tab is closed. English, so the assertions read as the confirmation's own words.
 */

const IBAN = 'SA0380000000608010167519';

test.beforeEach(async ({ request, page }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
  await preferEnglish(page);
  await signInInEnglish(page, 'investor');
});

const ibanField = (page: Page) => page.getByRole('textbox', { name: /^IBAN/ });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** An entry of the navbar's "My investments" menu. */
async function chooseFromMenu(page: Page, entry: string) {
  await navigation(page).getByRole('button', { name: 'My investments' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: entry }).click();
}
const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Unsaved changes' });

/** Reaches the bank accounts through the menu (an entry of the portal's history), then types. */
async function startAddingABankAccount(page: Page) {
  await page.goto(`${PORTAL}/wallet`);
  await chooseFromMenu(page, 'Bank accounts');
  await expect(page).toHaveURL(`${PORTAL}/bank-account`);
  // Typed with the keyboard: a real gesture, which the browser's unload prompt needs.
  await ibanField(page).click();
  await ibanField(page).pressSequentially(IBAN);
}

test('the menu and a link ask first: Keep editing stays with the input, Discard leaves', async ({
  page,
}) => {
  await startAddingABankAccount(page);
  await chooseFromMenu(page, 'Wallet');

  await expect(warning(page)).toContainText(
    'The changes you made on this page will be lost. Leave anyway?',
  );
  await warning(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(warning(page)).toBeHidden();
  await expect(page).toHaveURL(`${PORTAL}/bank-account`);
  await expect(ibanField(page)).toHaveValue(IBAN);

  await navigation(page).getByRole('link', { name: 'Home', exact: true }).click();
  await warning(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(`${PORTAL}/`);
  await expect(warning(page)).toBeHidden();
});

test('Back asks first: the page stays until the person chooses to leave', async ({ page }) => {
  await startAddingABankAccount(page);

  await page.goBack();
  await expect(warning(page)).toBeVisible();
  // The step back is undone while the portal asks: the address is the form's again.
  await expect(page).toHaveURL(`${PORTAL}/bank-account`);
  await warning(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(ibanField(page)).toHaveValue(IBAN);

  await page.goBack();
  await warning(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(`${PORTAL}/wallet`);
  // Forward again: the form starts empty, and an untouched form asks nothing.
  await page.goForward();
  await expect(page).toHaveURL(`${PORTAL}/bank-account`);
  await expect(ibanField(page)).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(`${PORTAL}/wallet`);
  await expect(warning(page)).toBeHidden();
});

test("closing the tab with changes gets the browser's prompt; staying keeps the input", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.type());
    await dialog.dismiss();
  });
  await startAddingABankAccount(page);

  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expect(ibanField(page)).toHaveValue(IBAN);
});

test('an untouched page closes without a prompt', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.type());
    await dialog.dismiss();
  });
  await page.goto(`${PORTAL}/bank-account`);
  // A gesture, so that a prompt would be allowed if the page asked for one.
  await ibanField(page).click();

  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(dialogs).toEqual([]);
});
