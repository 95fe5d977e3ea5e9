// The README's pictures of the product (docs/screenshots/), taken by the e2e run so they never go
// stale: anonymous Home, the subscription form and the profile's edit dialog, in Arabic and English.
// A picture is rewritten only when it differs from the committed one by more than
// CHANGED_PIXEL_RATIO, so a run does not dirty the working tree over anti-aliasing noise, and
// then the test fails: these are the only pictures of the production build that are compared.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, PORTAL, SANDBOX } from './support';

const DIR = 'docs/screenshots';
const CHANGED_PIXEL_RATIO = 0.005;
const OPPORTUNITY = `${PORTAL}/investment/5a3e0c1d-0000-4000-8000-000000000001`;

type Language = 'ar' | 'en';

const TEXTS = {
  ar: {
    login: 'تسجيل الدخول',
    userName: 'اسم المستخدم أو البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    amount: /المبلغ \(ريال\)/,
    editPersonal: 'تعديل البيانات الشخصية',
  },
  en: {
    login: 'Login',
    userName: 'User name or email address',
    password: 'Password',
    signIn: 'Sign in',
    amount: /Amount \(SAR\)/,
    editPersonal: 'Edit personal information',
  },
} as const;

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ request }) => {
  await request.post(`${SANDBOX}/__sandbox/reset`);
});

/** The share of pixels that differ between two PNGs, measured in a blank page (no CSP there). */
async function changedPixelRatio(browser: Browser, before: Buffer, after: Buffer) {
  const scratch = await browser.newPage();
  try {
    return await scratch.evaluate(
      async ({ before: a, after: b }: { before: string; after: string }) => {
        const pixels = async (base64: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [first, second] = await Promise.all([pixels(a), pixels(b)]);
        if (first.width !== second.width || first.height !== second.height) return 1;
        let changed = 0;
        for (let index = 0; index < first.data.length; index += 4) {
          for (let channel = 0; channel < 3; channel += 1) {
            const delta = (first.data[index + channel] ?? 0) - (second.data[index + channel] ?? 0);
            if (Math.abs(delta) > 16) {
              changed += 1;
              break;
            }
          }
        }
        return changed / (first.width * first.height);
      },
      { before: before.toString('base64'), after: after.toString('base64') },
    );
  } finally {
    await scratch.close();
  }
}

async function saveScreenshot(page: Page, browser: Browser, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const path = `${DIR}/${name}.png`;
  mkdirSync(DIR, { recursive: true });
  if (!existsSync(path)) {
    writeFileSync(path, png);
    return;
  }
  const ratio = await changedPixelRatio(browser, readFileSync(path), png);
  if (ratio <= CHANGED_PIXEL_RATIO) return;
  writeFileSync(path, png);
  // The only pictures of the production build (its pruned CSS, ADR 0042): a change nothing else
  // would see fails here, with the new picture written for review.
  expect(
    ratio,
    `${path} differs from the committed picture (${(ratio * 100).toFixed(2)} % of pixels): look at it, and commit it if the change is meant`,
  ).toBeLessThanOrEqual(CHANGED_PIXEL_RATIO);
}

/** Arabic is the default; English is chosen the way a returning visitor has it stored. */
async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((stored) => {
    if (!localStorage.getItem('currentLang')) localStorage.setItem('currentLang', stored);
  }, language);
}

async function signIn(page: Page, language: Language) {
  const texts = TEXTS[language];
  await page.goto(`${PORTAL}/`);
  await page.getByRole('banner').getByRole('button', { name: texts.login }).click();
  await page.getByLabel(texts.userName).fill('investor');
  await page.getByLabel(texts.password).fill(PASSWORD);
  await page.getByRole('button', { name: texts.signIn }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /investor/ })).toBeVisible();
}

for (const language of ['ar', 'en'] as const) {
  const texts = TEXTS[language];

  test(`README: anonymous Home (${language})`, async ({ page, browser }) => {
    await useLanguage(page, language);
    await page.goto(`${PORTAL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('banner').getByRole('button', { name: texts.login })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, browser, `home-${language}`);
  });

  test(`README: the subscription form (${language})`, async ({ page, browser }) => {
    await useLanguage(page, language);
    await signIn(page, language);
    await page.goto(OPPORTUNITY);
    const amount = page.getByLabel(texts.amount);
    await amount.fill('1000');
    await amount.blur();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, browser, `form-${language}`);
  });

  test(`README: a dialog, editing the investor profile (${language})`, async ({
    page,
    browser,
  }) => {
    await useLanguage(page, language);
    await signIn(page, language);
    await page.goto(`${PORTAL}/investor-prof`);
    await page.getByRole('button', { name: texts.editPersonal }).click();
    await expect(page.getByRole('dialog', { name: texts.editPersonal })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, browser, `dialog-${language}`);
  });
}
