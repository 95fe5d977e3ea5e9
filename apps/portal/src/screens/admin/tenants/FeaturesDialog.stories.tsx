import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Feature, FeatureList } from '@sahm/platform/admin';
import { SEEDED_IDS, abpError } from '@sahm/platform/mocks';
import { adminStoryBackend, withPortalPlatform } from '../../../testing/story-platform';
import * as formTexts from '../../../forms/texts';
import { outage } from '../../../testing/outage';
import { FeaturesDialog } from './FeaturesDialog';
import {
  choose,
  findDialog,
  patiently,
  replaceText,
  resetOverlays,
  saveStaysBusy,
  toastShown,
  withOverlays,
} from '../story-overlays';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
type Globals = typeof AR | typeof EN;
const ACME = SEEDED_IDS.tenants.acme;
const FEATURES_URL = '*/api/feature-management/features';
const CONFIGURATION_URL = '*/api/abp/application-configuration';
const never = () => new Promise<never>(() => {});

type Sent = { method: string; query: string; body: unknown };

const toggle = {
  name: 'ToggleStringValueType',
  properties: {},
  validator: { name: 'BOOLEAN', properties: {} },
} as const;
const numeric = (min: number, max: number) => ({
  name: 'FreeTextStringValueType' as const,
  properties: {},
  validator: { name: 'NUMERIC', properties: { MinValue: min, MaxValue: max } },
});

function feature(name: string, displayName: string, rest: Partial<Feature>): Feature {
  return {
    name,
    displayName,
    value: null,
    provider: { name: 'D', key: null },
    description: null,
    valueType: toggle,
    depth: 0,
    parentName: null,
    ...rest,
  };
}

/** Every value type, a child toggle and a value an edition set (read-only), in the server's words. */
function catalogue(language: 'ar' | 'en'): FeatureList {
  const text = (ar: string, en: string) => (language === 'ar' ? ar : en);
  return {
    groups: [
      {
        name: 'Sahm',
        displayName: text('سهم', 'Sahm'),
        features: [
          feature('Sahm.Investing', text('الاستثمار', 'Investing'), {
            value: 'True',
            provider: { name: 'T', key: ACME },
          }),
          feature('Sahm.Reports', text('التقارير', 'Reports'), {
            value: 'false',
            parentName: 'Sahm.Investing',
            depth: 1,
            description: text('تقارير شهرية للمستثمرين.', 'Monthly reports for investors.'),
          }),
          feature('Sahm.MaxInvestors', text('الحد الأقصى للمستثمرين', 'Maximum investors'), {
            value: '100',
            valueType: numeric(1, 500),
          }),
          feature('Sahm.Greeting', text('عبارة الترحيب', 'Greeting'), {
            value: 'Welcome',
            provider: { name: 'T', key: ACME },
            valueType: {
              name: 'FreeTextStringValueType',
              properties: {},
              validator: { name: 'STRING', properties: { MaxLength: 20 } },
            },
          }),
          feature('Sahm.TwoFactor', text('التحقق بخطوتين', 'Two-factor'), {
            value: 'Optional',
            valueType: {
              name: 'SelectionStringValueType',
              properties: {},
              validator: { name: 'NULL', properties: {} },
              itemSource: {
                items: ['Disabled', 'Optional', 'Forced'].map((value) => ({
                  value,
                  displayText: { name: `Feature:TwoFactor.${value}`, resourceName: 'AbpIdentity' },
                })),
              },
            },
          }),
          feature('Sahm.Branches', text('عدد الفروع', 'Branches'), {
            value: '3',
            provider: { name: 'E', key: 'gold' },
            valueType: numeric(0, 10),
          }),
        ],
      },
      {
        name: 'Wallet',
        displayName: text('المحفظة', 'Wallet'),
        features: [feature('Wallet.Transfers', text('التحويلات', 'Transfers'), { value: 'true' })],
      },
    ],
  };
}

/** The catalogue above behind a recording backend: what the dialog sends, and a 204 for it. */
function catalogueBackend(language: 'ar' | 'en') {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    sent.push({ method: request.method, query: url.search, body: text ? JSON.parse(text) : null });
    return new HttpResponse(null, { status: 204 });
  };
  return {
    sent,
    handlers: [
      http.get(FEATURES_URL, () => HttpResponse.json(catalogue(language))),
      http.put(FEATURES_URL, ({ request }) => record(request)),
      http.delete(FEATURES_URL, ({ request }) => record(request)),
      ...adminStoryBackend().handlers,
    ],
  };
}

const meta = {
  title: 'Portal/Screens/Admin/FeaturesDialog',
  component: FeaturesDialog,
  decorators: [withOverlays, withPortalPlatform],
  beforeEach: resetOverlays,
  args: { providerName: 'T', providerKey: ACME, entityName: 'acme', onClose: fn() },
  parameters: {
    layout: 'padded',
    msw: { handlers: adminStoryBackend().handlers },
    portal: { userId: SEEDED_IDS.users.admin, path: '/tenant-management/tenants' },
  },
} satisfies Meta<typeof FeaturesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Value types and read-only ─────────────────────────────────────────────

type TypesTexts = {
  title: string;
  groups: [string, string];
  investing: string;
  reports: string;
  max: string;
  greeting: string;
  twoFactor: string;
  optional: string;
  options: string[];
  branches: string;
  readOnlyHint: string;
  transfers: string;
};

function valueTypesStory(globals: Globals, texts: TypesTexts): Story {
  return {
    globals,
    parameters: { msw: { handlers: catalogueBackend(globals.locale).handlers } },
    play: async () => {
      const dialog = within(await findDialog(texts.title));
      const tabs = await dialog.findAllByRole('tab', undefined, patiently);
      // Each tab draws its title twice (a hidden copy keeps the width): read the names.
      await expect(tabs).toHaveLength(texts.groups.length);
      for (const [index, group] of texts.groups.entries()) {
        await expect(tabs[index]).toHaveAccessibleName(group);
      }
      await expect(dialog.getByRole('checkbox', { name: texts.investing })).toBeChecked();
      const reports = dialog.getByRole('checkbox', { name: texts.reports });
      await expect(reports).not.toBeChecked();
      // A child sits 20 px further in (inline start, so it mirrors in Arabic).
      await expect(reports.closest('[style*="padding-inline-start"]')).toHaveStyle({
        paddingInlineStart: '20px',
      });
      const max = dialog.getByRole('textbox', { name: texts.max });
      await expect(max).toHaveValue('100');
      await expect(max).toHaveAttribute('inputmode', 'numeric');
      await expect(dialog.getByRole('textbox', { name: texts.greeting })).toHaveValue('Welcome');
      const twoFactor = dialog.getByRole('combobox', { name: texts.twoFactor });
      await expect(twoFactor).toHaveDisplayValue(texts.optional);
      const options = within(twoFactor).getAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual(texts.options);
      const branches = dialog.getByRole('textbox', { name: texts.branches });
      await expect(branches).toBeDisabled();
      await expect(branches).toHaveAccessibleDescription(texts.readOnlyHint);
      await userEvent.click(dialog.getByRole('tab', { name: texts.groups[1] }));
      await expect(
        await dialog.findByRole('checkbox', { name: texts.transfers }, patiently),
      ).toBeChecked();
    },
  };
}

export const ValueTypesArabic = valueTypesStory(AR, {
  title: 'ميزات acme',
  groups: ['سهم', 'المحفظة'],
  investing: 'الاستثمار',
  reports: 'التقارير',
  max: 'الحد الأقصى للمستثمرين',
  greeting: 'عبارة الترحيب',
  twoFactor: 'التحقق بخطوتين',
  optional: 'اختياري',
  options: ['معطّل', 'اختياري', 'إلزامي'],
  branches: 'عدد الفروع',
  readOnlyHint: 'حدّدها الإصدار، ولا يمكن تغييرها هنا.',
  transfers: 'التحويلات',
});

export const ValueTypesEnglish = valueTypesStory(EN, {
  title: 'Features of acme',
  groups: ['Sahm', 'Wallet'],
  investing: 'Investing',
  reports: 'Reports',
  max: 'Maximum investors',
  greeting: 'Greeting',
  twoFactor: 'Two-factor',
  optional: 'Optional',
  options: ['Disabled', 'Optional', 'Forced'],
  branches: 'Branches',
  readOnlyHint: 'Set by the edition; it can’t be changed here.',
  transfers: 'Transfers',
});

// ── Saving ──────────────────────────────────────────────────────────────────

function saveOnlyChangesStory(
  globals: Globals,
  texts: {
    title: string;
    reports: string;
    investing: string;
    max: string;
    typed: string;
    twoFactor: string;
    forced: string;
    save: string;
    saved: string;
  },
): Story {
  const backend = catalogueBackend(globals.locale);
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ args }) => {
      backend.sent.length = 0;
      const dialog = within(await findDialog(texts.title));
      const investing = await dialog.findByRole('checkbox', { name: texts.investing }, patiently);
      const reports = dialog.getByRole('checkbox', { name: texts.reports });
      // The toggle tree: off switches the children off, a child on switches its parent on.
      await userEvent.click(investing);
      await userEvent.click(reports);
      await expect(investing).toBeChecked();
      await replaceText(userEvent, dialog.getByRole('textbox', { name: texts.max }), texts.typed);
      await choose(document.body, userEvent, texts.twoFactor, texts.forced);
      await userEvent.click(dialog.getByRole('button', { name: texts.save }));
      await toastShown(texts.saved);
      await expect(backend.sent).toEqual([
        {
          method: 'PUT',
          query: `?providerName=T&providerKey=${ACME}`,
          body: {
            features: [
              { name: 'Sahm.Reports', value: 'true' },
              { name: 'Sahm.MaxInvestors', value: '250' },
              { name: 'Sahm.TwoFactor', value: 'Forced' },
            ],
          },
        },
      ]);
      await expect(args.onClose).toHaveBeenCalled();
    },
  };
}

export const SaveOnlyChangesArabic = saveOnlyChangesStory(AR, {
  title: 'ميزات acme',
  reports: 'التقارير',
  investing: 'الاستثمار',
  max: 'الحد الأقصى للمستثمرين',
  typed: '٢٥٠',
  twoFactor: 'التحقق بخطوتين',
  forced: 'إلزامي',
  save: 'حفظ',
  saved: 'حُفظت الميزات.',
});

export const SaveOnlyChangesEnglish = saveOnlyChangesStory(EN, {
  title: 'Features of acme',
  reports: 'Reports',
  investing: 'Investing',
  max: 'Maximum investors',
  typed: '250',
  twoFactor: 'Two-factor',
  forced: 'Forced',
  save: 'Save',
  saved: 'The features were saved.',
});

function validationStory(
  globals: Globals,
  texts: {
    title: string;
    max: string;
    greeting: string;
    save: string;
    tooBig: string;
    invalid: string;
    tooLong: string;
  },
): Story {
  const backend = catalogueBackend(globals.locale);
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ args }) => {
      backend.sent.length = 0;
      const dialog = within(await findDialog(texts.title));
      const max = await dialog.findByRole('textbox', { name: texts.max }, patiently);
      await replaceText(userEvent, max, '900');
      await expect(max).toHaveAccessibleDescription(texts.tooBig);
      await replaceText(userEvent, max, 'many');
      await expect(max).toHaveAccessibleDescription(texts.invalid);
      await replaceText(
        userEvent,
        dialog.getByRole('textbox', { name: texts.greeting }),
        'Welcome to the Sahm platform',
      );
      await userEvent.click(dialog.getByRole('button', { name: texts.save }));
      await expect(dialog.getByText(texts.tooLong)).toBeVisible();
      await expect(backend.sent).toEqual([]);
      await expect(args.onClose).not.toHaveBeenCalled();
    },
  };
}

export const ValidationArabic = validationStory(AR, {
  title: 'ميزات acme',
  max: 'الحد الأقصى للمستثمرين',
  greeting: 'عبارة الترحيب',
  save: 'حفظ',
  tooBig: 'أعلى قيمة مسموحة هي 500. (المُدخل 900)',
  invalid: 'رقم غير صحيح.',
  tooLong: 'الحد الأقصى 20 حرفًا. (المُدخل 28)',
});

export const ValidationEnglish = validationStory(EN, {
  title: 'Features of acme',
  max: 'Maximum investors',
  greeting: 'Greeting',
  save: 'Save',
  tooBig: 'Max. value should be 500. (900 entered)',
  invalid: 'Invalid number.',
  tooLong: 'Max. 20 characters are allowed. (has 28)',
});

/** Nothing changed: Save closes without a request, like ABP's dialog. */
function noChangesStory(globals: Globals, texts: { title: string; save: string }): Story {
  const backend = catalogueBackend(globals.locale);
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ args }) => {
      backend.sent.length = 0;
      const dialog = within(await findDialog(texts.title));
      await userEvent.click(await dialog.findByRole('button', { name: texts.save }, patiently));
      await waitFor(() => expect(args.onClose).toHaveBeenCalled(), patiently);
      await expect(backend.sent).toEqual([]);
    },
  };
}

export const NoChangesArabic = noChangesStory(AR, { title: 'ميزات acme', save: 'حفظ' });
export const NoChangesEnglish = noChangesStory(EN, { title: 'Features of acme', save: 'Save' });

function resetStory(
  globals: Globals,
  texts: { title: string; reset: string; confirmTitle: string; confirm: string; done: string },
): Story {
  const backend = catalogueBackend(globals.locale);
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ args }) => {
      backend.sent.length = 0;
      const dialog = within(await findDialog(texts.title));
      await userEvent.click(await dialog.findByRole('button', { name: texts.reset }, patiently));
      const confirmation = within(await findDialog(texts.confirmTitle, 'alertdialog'));
      await userEvent.click(confirmation.getByRole('button', { name: texts.confirm }));
      await toastShown(texts.done);
      await expect(backend.sent).toEqual([
        { method: 'DELETE', query: `?providerName=T&providerKey=${ACME}`, body: null },
      ]);
      await expect(args.onClose).toHaveBeenCalled();
    },
  };
}

export const ResetArabic = resetStory(AR, {
  title: 'ميزات acme',
  reset: 'استعادة الافتراضي',
  confirmTitle: 'استعادة القيم الافتراضية؟',
  confirm: 'استعادة',
  done: 'أُعيدت الميزات إلى قيمها الافتراضية.',
});

export const ResetEnglish = resetStory(EN, {
  title: 'Features of acme',
  reset: 'Reset to default',
  confirmTitle: 'Reset to default?',
  confirm: 'Reset',
  done: 'The features were reset to their defaults.',
});

/**
 * Host features: `T` with no key (ABP answers 500 for `D`), saved as the host's own values, then
 * the application configuration is read again.
 */
function hostStory(
  globals: Globals,
  texts: { title: string; tab: string; max: RegExp; save: string; saved: string },
): Story {
  const backend = adminStoryBackend();
  const reads = { configuration: 0 };
  return {
    globals,
    args: { providerName: 'T', providerKey: undefined, entityName: undefined },
    parameters: {
      msw: {
        handlers: [
          http.get(CONFIGURATION_URL, () => {
            reads.configuration += 1;
          }),
          ...backend.handlers,
        ],
      },
    },
    play: async () => {
      const dialog = within(await findDialog(texts.title));
      await userEvent.click(await dialog.findByRole('tab', { name: texts.tab }, patiently));
      const max = dialog.getByRole('textbox', { name: texts.max });
      const before = reads.configuration;
      await replaceText(userEvent, max, '25');
      await userEvent.click(dialog.getByRole('button', { name: texts.save }));
      await toastShown(texts.saved);
      await waitFor(() => expect(reads.configuration).toBeGreaterThan(before), patiently);
      await expect(backend.store.featureValues).toContainEqual({
        name: 'Identity.MaxUserCount',
        providerName: 'T',
        providerKey: null,
        value: '25',
      });
    },
  };
}

export const HostFeaturesArabic = hostStory(AR, {
  title: 'ميزات المضيف',
  tab: 'الهوية',
  max: /الحد الأقصى لعدد المستخدمين/,
  save: 'حفظ',
  saved: 'حُفظت الميزات.',
});

export const HostFeaturesEnglish = hostStory(EN, {
  title: 'Host features',
  tab: 'Identity',
  max: /Maximum user count/,
  save: 'Save',
  saved: 'The features were saved.',
});

// ── Loading, error, busy ────────────────────────────────────────────────────

export const LoadingArabic: Story = {
  globals: AR,
  parameters: {
    msw: { handlers: [http.get(FEATURES_URL, never), ...adminStoryBackend().handlers] },
  },
  play: async () => {
    const dialog = within(await findDialog('ميزات acme'));
    await expect(dialog.getByRole('status', { name: 'جارٍ تحميل الميزات' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'حفظ' })).toBeNull();
  },
};

export const LoadingEnglish: Story = {
  globals: EN,
  parameters: {
    msw: { handlers: [http.get(FEATURES_URL, never), ...adminStoryBackend().handlers] },
  },
  play: async () => {
    const dialog = within(await findDialog('Features of acme'));
    await expect(dialog.getByRole('status', { name: 'Loading the features' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ErrorArabic: Story = {
  globals: AR,
  parameters: {
    msw: {
      handlers: [
        http.get(FEATURES_URL, () =>
          HttpResponse.json({ error: { message: 'boom' } }, { status: 500 }),
        ),
        ...adminStoryBackend().handlers,
      ],
    },
  },
  play: async () => {
    const dialog = within(await findDialog('ميزات acme'));
    const alert = await dialog.findByRole('alert', undefined, patiently);
    await expect(alert).toHaveTextContent('تعذّر تحميل الميزات.');
    await expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The features cannot be read (no network) until the play says the connection is back. */
const featuresDown = outage(
  (resolve) => http.get(FEATURES_URL, resolve),
  () => HttpResponse.error(),
);

export const ErrorEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [featuresDown.handler, ...adminStoryBackend().handlers] } },
  beforeEach: featuresDown.arm,
  play: async () => {
    const dialog = within(await findDialog('Features of acme'));
    const alert = await dialog.findByRole('alert', undefined, patiently);
    await expect(alert).toHaveTextContent('We could not load the features.');
    featuresDown.clear();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await dialog.findByRole('tab', { name: 'Identity' }, patiently)).toBeVisible();
  },
};

/** The acme dialog's words: its title, the Identity tab and its maximum user count, Save. */
type AcmeTexts = { title: string; tab: string; max: RegExp; save: string };

const ACME_AR: AcmeTexts = {
  title: 'ميزات acme',
  tab: 'الهوية',
  max: /الحد الأقصى لعدد المستخدمين/,
  save: 'حفظ',
};

const ACME_EN: AcmeTexts = {
  title: 'Features of acme',
  tab: 'Identity',
  max: /Maximum user count/,
  save: 'Save',
};

function busyStory(globals: Globals, texts: AcmeTexts & { close: string }): Story {
  return {
    globals,
    parameters: {
      msw: { handlers: [http.put(FEATURES_URL, never), ...adminStoryBackend().handlers] },
    },
    play: async () => {
      const dialog = within(await findDialog(texts.title));
      await userEvent.click(await dialog.findByRole('tab', { name: texts.tab }, patiently));
      await replaceText(userEvent, dialog.getByRole('textbox', { name: texts.max }), '7');
      await saveStaysBusy(userEvent, dialog, { ...texts, dialog: texts.title });
    },
  };
}

export const BusyArabic = busyStory(AR, { ...ACME_AR, close: 'إغلاق' });
export const BusyEnglish = busyStory(EN, { ...ACME_EN, close: 'Close' });

/** A changed value: closing asks first; Discard closes. */
function dirtyCloseStory(globals: Globals, texts: AcmeTexts): Story {
  const words = globals === AR ? formTexts.ar : formTexts.en;
  return {
    globals,
    parameters: { msw: { handlers: adminStoryBackend().handlers } },
    play: async ({ args }) => {
      const dialog = within(await findDialog(texts.title));
      await userEvent.click(await dialog.findByRole('tab', { name: texts.tab }, patiently));
      await replaceText(userEvent, dialog.getByRole('textbox', { name: texts.max }), '9');
      await userEvent.keyboard('{Escape}');
      const warning = within(await findDialog(words['Form:Unsaved:Title'], 'alertdialog'));
      await userEvent.click(warning.getByRole('button', { name: words['Form:Unsaved:Discard'] }));
      await waitFor(() => expect(args.onClose).toHaveBeenCalled(), patiently);
    },
  };
}

export const DirtyCloseEnglish = dirtyCloseStory(EN, ACME_EN);
export const DirtyCloseArabic = dirtyCloseStory(AR, ACME_AR);

/** The server refuses the save in ABP's format: its words show in the dialog, which stays open. */
function saveServerErrorStory(globals: Globals, texts: AcmeTexts): Story {
  return {
    globals,
    parameters: {
      msw: {
        handlers: [
          http.put(FEATURES_URL, () => abpError(500, 'Features are locked for maintenance.')),
          ...adminStoryBackend().handlers,
        ],
      },
    },
    play: async ({ args }) => {
      const dialog = within(await findDialog(texts.title));
      await userEvent.click(await dialog.findByRole('tab', { name: texts.tab }, patiently));
      const max = dialog.getByRole('textbox', { name: texts.max });
      await replaceText(userEvent, max, '9');
      await userEvent.click(dialog.getByRole('button', { name: texts.save }));
      const alert = await dialog.findByRole('alert', {}, patiently);
      await expect(alert).toHaveTextContent('Features are locked for maintenance.');
      // What was typed stays, and the dialog can be saved again.
      await expect(max).toHaveValue('9');
      await expect(dialog.getByRole('button', { name: texts.save })).toBeEnabled();
      await expect(args.onClose).not.toHaveBeenCalled();
    },
  };
}

export const SaveServerErrorArabic = saveServerErrorStory(AR, ACME_AR);
export const SaveServerErrorEnglish = saveServerErrorStory(EN, ACME_EN);
