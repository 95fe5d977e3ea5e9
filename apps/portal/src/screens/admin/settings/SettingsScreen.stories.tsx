import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { SEEDED_IDS, abpError } from '@sahm/platform/mocks';
import { createFailureHandlers, operationPattern } from '@sahm/investor-sdk/mocks';
import {
  adminStoryBackend,
  investorStoryBackend,
  withPortalPlatform,
} from '../../../testing/story-platform';
import { outage } from '../../../testing/outage';
import {
  dialogsClosed,
  findDialog,
  patiently,
  replaceText,
  resetOverlays,
  saveStaysBusy,
  toastShown,
  withOverlays,
} from '../story-overlays';
import { SettingsScreen } from './SettingsScreen';
import { showsProgress } from '@sahm/ui/testing';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
const portal = { userId: SEEDED_IDS.users.admin, path: '/setting-management' };
type Globals = typeof AR | typeof EN;
type Canvas = ReturnType<typeof within>;

const never = () => new Promise<never>(() => {});
const readNeverAnswers = http.get(operationPattern('getEmailSettings'), never);
const saveNeverAnswers = http.post(operationPattern('updateEmailSettings'), never);

/** The emailing form, once the settings have loaded. */
async function emailingForm(canvas: Canvas, name: string) {
  return within(await canvas.findByRole('form', { name }, patiently));
}

const LONG_NAME =
  'Sahm Investment Platform — Client Relations and Investor Notifications Office, Riyadh Head Office';

function longTextBackend() {
  const backend = investorStoryBackend();
  backend.store.saveEmailSettings(null, {
    ...backend.store.emailSettingsFor(null),
    defaultFromDisplayName: LONG_NAME,
    smtpHost: 'outbound-relay-cluster-01.mail-delivery.infrastructure.sahm-investment.example',
  });
  return backend;
}

const meta = {
  title: 'Portal/Screens/Admin/Settings',
  component: SettingsScreen,
  decorators: [withOverlays, withPortalPlatform],
  beforeEach: resetOverlays,
  parameters: {
    layout: 'padded',
    msw: { handlers: investorStoryBackend().handlers },
    portal,
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilledArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'الإعدادات' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'البريد الإلكتروني' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const form = await emailingForm(canvas, 'البريد الإلكتروني');
    await expect(form.getByRole('textbox', { name: /اسم المُرسِل الافتراضي/ })).toHaveValue(
      'Sahm | سهم',
    );
    await expect(form.getByRole('textbox', { name: /عنوان المُرسِل الافتراضي/ })).toHaveValue(
      'noreply@sahm.example',
    );
    await expect(form.getByRole('textbox', { name: /منفذ SMTP/ })).toHaveValue('587');
    await expect(form.getByRole('checkbox', { name: 'تفعيل SSL' })).toBeChecked();
    await expect(
      form.getByRole('checkbox', { name: 'استخدام بيانات الاعتماد الافتراضية' }),
    ).not.toBeChecked();
    await expect(form.getByRole('textbox', { name: 'اسم المستخدم' })).toBeVisible();
    await expect(form.getByLabelText('كلمة المرور')).toHaveAttribute('type', 'password');
  },
};

export const FilledEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await emailingForm(canvas, 'Emailing');
    await expect(form.getByRole('textbox', { name: /SMTP host/ })).toHaveValue('smtp.sahm.example');
    await expect(form.getByRole('textbox', { name: /Default from display name/ })).toBeRequired();
    await expect(form.getByRole('textbox', { name: /Default from address/ })).toBeRequired();
    await expect(form.getByRole('textbox', { name: /SMTP port/ })).toBeRequired();
    await expect(form.getByRole('textbox', { name: /SMTP host/ })).not.toBeRequired();
  },
};

export const LoadingArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [readNeverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'جارٍ تحميل إعدادات البريد الإلكتروني' }, patiently),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const LoadingEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [readNeverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'Loading the emailing settings' }, patiently),
    ).toBeVisible();
  },
};

export const ErrorArabic: Story = {
  globals: AR,
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({ getEmailSettings: 'server-error' }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, patiently);
    await expect(alert).toHaveTextContent('تعذّر تحميل إعدادات البريد الإلكتروني.');
    await expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The settings cannot be read (no network) until the play says the connection is back. */
const settingsDown = outage(
  (resolve) => http.get(operationPattern('getEmailSettings'), resolve),
  () => HttpResponse.error(),
);

export const ErrorEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: [settingsDown.handler, ...investorStoryBackend().handlers] } },
  beforeEach: settingsDown.arm,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, patiently);
    await expect(alert).toHaveTextContent('We could not load the emailing settings.');
    // Retry reads again; the connection is back and the answer is the real one.
    settingsDown.clear();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const form = await emailingForm(canvas, 'Emailing');
    await expect(form.getByRole('textbox', { name: /SMTP port/ })).toHaveValue('587');
  },
};

/** The three required fields emptied: errors under each once edited, and nothing is sent. */
function requiredFieldsStory(
  globals: Globals,
  texts: {
    form: string;
    displayName: RegExp;
    address: RegExp;
    port: RegExp;
    save: string;
    required: string;
    email: string;
  },
): Story {
  const backend = investorStoryBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const form = await emailingForm(within(canvasElement), texts.form);
      const displayName = form.getByRole('textbox', { name: texts.displayName });
      const address = form.getByRole('textbox', { name: texts.address });
      const port = form.getByRole('textbox', { name: texts.port });
      await userEvent.clear(displayName);
      // Errors appear once a field is edited (SPEC §5), not on the others yet.
      await expect(await form.findByText(texts.required, undefined, patiently)).toBeVisible();
      await expect(address).not.toHaveAttribute('aria-invalid');
      await replaceText(userEvent, address, 'noreply');
      await userEvent.clear(port);
      await userEvent.click(form.getByRole('button', { name: texts.save }));
      await waitFor(() => expect(displayName).toHaveAttribute('aria-invalid', 'true'), patiently);
      await expect(address).toHaveAccessibleDescription(texts.email);
      await expect(port).toHaveAccessibleDescription(texts.required);
      await expect(displayName).toHaveFocus();
      // Nothing reached the server.
      await expect(backend.store.emailSettingsFor(null).defaultFromDisplayName).toBe('Sahm | سهم');
    },
  };
}

export const RequiredFieldsArabic = requiredFieldsStory(AR, {
  form: 'البريد الإلكتروني',
  displayName: /اسم المُرسِل الافتراضي/,
  address: /عنوان المُرسِل الافتراضي/,
  port: /منفذ SMTP/,
  save: 'حفظ',
  required: 'هذا الحقل مطلوب.',
  email: 'يرجى إدخال بريد إلكتروني صحيح.',
});

export const RequiredFieldsEnglish = requiredFieldsStory(EN, {
  form: 'Emailing',
  displayName: /Default from display name/,
  address: /Default from address/,
  port: /SMTP port/,
  save: 'Save',
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
});

/** Ticking "use default credentials" folds domain, user name and password away, values kept. */
function collapsingStory(
  globals: Globals,
  texts: {
    form: string;
    useDefault: string;
    userName: string;
    domain: string;
  },
): Story {
  return {
    globals,
    parameters: { msw: { handlers: investorStoryBackend().handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const form = await emailingForm(within(canvasElement), texts.form);
      const userName = form.getByRole('textbox', { name: texts.userName });
      await replaceText(userEvent, form.getByRole('textbox', { name: texts.domain }), 'SAHM');
      await userEvent.click(form.getByRole('checkbox', { name: texts.useDefault }));
      await waitFor(() => expect(userName).not.toBeVisible(), patiently);
      await expect(form.queryByRole('textbox', { name: texts.domain })).toBeNull();
      // Folded away is out of the tab order too.
      await expect(userName.closest('[inert]')).not.toBeNull();
      await userEvent.click(form.getByRole('checkbox', { name: texts.useDefault }));
      await waitFor(() => expect(userName).toBeVisible(), patiently);
      await expect(userName).toHaveValue('noreply@sahm.example');
      await expect(form.getByRole('textbox', { name: texts.domain })).toHaveValue('SAHM');
    },
  };
}

export const CollapsingFieldsArabic = collapsingStory(AR, {
  form: 'البريد الإلكتروني',
  useDefault: 'استخدام بيانات الاعتماد الافتراضية',
  userName: 'اسم المستخدم',
  domain: 'النطاق',
});

export const CollapsingFieldsEnglish = collapsingStory(EN, {
  form: 'Emailing',
  useDefault: 'Use default credentials',
  userName: 'User name',
  domain: 'Domain',
});

/** Saving: 'SuccessfullySaved', the server has the new values and the form shows them reloaded. */
function saveStory(
  globals: Globals,
  texts: {
    form: string;
    displayName: RegExp;
    port: RegExp;
    save: string;
    saved: string;
  },
): Story {
  const backend = investorStoryBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const form = await emailingForm(within(canvasElement), texts.form);
      await replaceText(
        userEvent,
        form.getByRole('textbox', { name: texts.displayName }),
        'Sahm Ops',
      );
      // Arabic-Indic digits are read as the number they are.
      await replaceText(userEvent, form.getByRole('textbox', { name: texts.port }), '٤٦٥');
      await userEvent.click(form.getByRole('button', { name: texts.save }));
      await toastShown(texts.saved);
      await expect(backend.store.emailSettingsFor(null)).toMatchObject({
        defaultFromDisplayName: 'Sahm Ops',
        smtpPort: 465,
        smtpUserName: 'noreply@sahm.example',
      });
      await waitFor(
        () => expect(form.getByRole('textbox', { name: texts.port })).toHaveValue('465'),
        patiently,
      );
    },
  };
}

export const SaveSuccessArabic = saveStory(AR, {
  form: 'البريد الإلكتروني',
  displayName: /اسم المُرسِل الافتراضي/,
  port: /منفذ SMTP/,
  save: 'حفظ',
  saved: 'تم الحفظ بنجاح',
});

export const SaveSuccessEnglish = saveStory(EN, {
  form: 'Emailing',
  displayName: /Default from display name/,
  port: /SMTP port/,
  save: 'Save',
  saved: 'Successfully saved',
});

export const BusyArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: [saveNeverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement, userEvent }) => {
    const form = await emailingForm(within(canvasElement), 'البريد الإلكتروني');
    const save = form.getByRole('button', { name: 'حفظ' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled(), patiently);
    await expect(showsProgress(save)).toBe(true);
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Counts the saves that reach the server; none of them answers. */
function countingSaves() {
  const saves = { count: 0 };
  const handler = http.post(operationPattern('updateEmailSettings'), () => {
    saves.count += 1;
    return never();
  });
  return { saves, handlers: [handler, ...investorStoryBackend().handlers] };
}

const enterWhileSaving = countingSaves();

export const BusyEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: enterWhileSaving.handlers } },
  play: async ({ canvasElement, userEvent }) => {
    enterWhileSaving.saves.count = 0;
    const form = await emailingForm(within(canvasElement), 'Emailing');
    const save = form.getByRole('button', { name: 'Save' });
    const host = form.getByRole('textbox', { name: /SMTP host/ });
    // Enter in a field submits after 200 ms; Enter again while saving sends nothing more.
    await userEvent.type(host, '{Enter}');
    await waitFor(() => expect(save).toBeDisabled(), patiently);
    await userEvent.type(host, '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(enterWhileSaving.saves.count).toBe(1);
    await expect(showsProgress(save)).toBe(true);
  },
};

/** The test message: a dialog with the sender filled in; sending closes it with a toast. */
function sendTestEmailStory(
  globals: Globals,
  texts: {
    form: string;
    open: string;
    dialog: string;
    sender: RegExp;
    target: RegExp;
    subject: RegExp;
    body: string;
    send: string;
    required: string;
    sent: string;
  },
): Story {
  const backend = investorStoryBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const form = await emailingForm(within(canvasElement), texts.form);
      await userEvent.click(form.getByRole('button', { name: texts.open }));
      const dialog = within(await findDialog(texts.dialog));
      await expect(dialog.getByRole('textbox', { name: texts.sender })).toHaveValue(
        'noreply@sahm.example',
      );
      await expect(dialog.getByRole('textbox', { name: texts.sender })).toHaveFocus();
      await userEvent.click(dialog.getByRole('button', { name: texts.send }));
      await expect(
        dialog.getByRole('textbox', { name: texts.subject }),
      ).toHaveAccessibleDescription(texts.required);
      await userEvent.type(dialog.getByRole('textbox', { name: texts.target }), 'ops@sahm.example');
      await userEvent.type(dialog.getByRole('textbox', { name: texts.subject }), 'SMTP check');
      await userEvent.type(dialog.getByRole('textbox', { name: texts.body }), 'Hello{Enter}there');
      await userEvent.click(dialog.getByRole('button', { name: texts.send }));
      await toastShown(texts.sent);
      await dialogsClosed();
      await expect(backend.store.outbox.at(-1)).toMatchObject({
        to: 'ops@sahm.example',
        purpose: 'test-email',
        body: 'SMTP check\n\nHello\nthere',
      });
    },
  };
}

export const SendTestEmailArabic = sendTestEmailStory(AR, {
  form: 'البريد الإلكتروني',
  open: 'إرسال بريد تجريبي',
  dialog: 'إرسال بريد تجريبي',
  sender: /البريد الإلكتروني للمُرسِل/,
  target: /البريد الإلكتروني للمستلم/,
  subject: /الموضوع/,
  body: 'نص الرسالة',
  send: 'إرسال',
  required: 'هذا الحقل مطلوب.',
  sent: 'أُرسِل بريد تجريبي إلى ops@sahm.example.',
});

export const SendTestEmailEnglish = sendTestEmailStory(EN, {
  form: 'Emailing',
  open: 'Send test email',
  dialog: 'Send test email',
  sender: /Sender email address/,
  target: /Target email address/,
  subject: /Subject/,
  body: 'Body',
  send: 'Send',
  required: 'This field is required.',
  sent: 'A test email was sent to ops@sahm.example.',
});

export const LongTextArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: longTextBackend().handlers } },
  play: async ({ canvasElement }) => {
    const form = await emailingForm(within(canvasElement), 'البريد الإلكتروني');
    await expect(form.getByRole('textbox', { name: /اسم المُرسِل الافتراضي/ })).toHaveValue(
      LONG_NAME,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongTextEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: longTextBackend().handlers } },
  play: async ({ canvasElement }) => {
    const form = await emailingForm(within(canvasElement), 'Emailing');
    await expect(form.getByRole('textbox', { name: /SMTP host/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Without SettingManagement.Emailing no tab is visible: the page says so. */
export const NoVisibleTabsArabic: Story = {
  globals: AR,
  parameters: { portal: { userId: SEEDED_IDS.users.investor, path: '/setting-management' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('لا توجد إعدادات يمكنك إدارتها', undefined, patiently),
    ).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const NoVisibleTabsEnglish: Story = {
  globals: EN,
  parameters: { portal: { userId: SEEDED_IDS.users.investor, path: '/setting-management' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No settings to manage', undefined, patiently),
    ).toBeVisible();
    await expect(screen.queryByRole('form')).toBeNull();
  },
};

/**
 * A backend whose host admin holds SettingManagement.Emailing but not SettingManagement.Emailing.Test;
 * its platform handlers answer before the shared ones.
 */
function withoutTestEmailPolicy() {
  const platform = adminStoryBackend();
  const grants = platform.store.permissionGrants;
  grants.splice(
    0,
    grants.length,
    ...grants.filter((grant) => grant.name !== 'SettingManagement.Emailing.Test'),
  );
  return [...platform.handlers, ...investorStoryBackend().handlers];
}

/** Without the test mail's policy the form is there, its Send test email button is not. */
function sendTestEmailHiddenStory(
  globals: Globals,
  texts: { form: string; save: string; sendTest: string },
): Story {
  return {
    globals,
    parameters: { msw: { handlers: withoutTestEmailPolicy() } },
    play: async ({ canvasElement }) => {
      const form = await emailingForm(within(canvasElement), texts.form);
      await expect(form.getByRole('button', { name: texts.save })).toBeVisible();
      await expect(form.queryByRole('button', { name: texts.sendTest })).toBeNull();
    },
  };
}

export const SendTestEmailHiddenArabic = sendTestEmailHiddenStory(AR, {
  form: 'البريد الإلكتروني',
  save: 'حفظ',
  sendTest: 'إرسال بريد تجريبي',
});

export const SendTestEmailHiddenEnglish = sendTestEmailHiddenStory(EN, {
  form: 'Emailing',
  save: 'Save',
  sendTest: 'Send test email',
});

/**
 * The acme admin's role holds SettingManagement.Emailing, but acme's AllowChangingEmailSettings
 * feature is off (ABP's default): the server leaves the policy out, so no tab is visible.
 */
function tenantWithoutEmailingStory(globals: Globals, texts: { noTabs: string }): Story {
  const backend = adminStoryBackend();
  return {
    globals,
    parameters: {
      msw: { handlers: [...backend.handlers, ...investorStoryBackend().handlers] },
      portal: { userId: SEEDED_IDS.users.acmeAdmin, path: '/setting-management' },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(backend.store.permissionGrants).toContainEqual({
        tenantId: SEEDED_IDS.tenants.acme,
        providerName: 'R',
        providerKey: 'admin',
        name: 'SettingManagement.Emailing',
      });
      await expect(await canvas.findByText(texts.noTabs, undefined, patiently)).toBeVisible();
      await expect(canvas.queryByRole('tablist')).toBeNull();
      await expect(canvas.queryByRole('form')).toBeNull();
    },
  };
}

export const TenantWithoutEmailingArabic = tenantWithoutEmailingStory(AR, {
  noTabs: 'لا توجد إعدادات يمكنك إدارتها',
});

export const TenantWithoutEmailingEnglish = tenantWithoutEmailingStory(EN, {
  noTabs: 'No settings to manage',
});

/** The server refuses the save: its words above the form, what was typed kept, nothing stored. */
function saveServerErrorStory(
  globals: Globals,
  texts: { form: string; displayName: RegExp; save: string },
): Story {
  const backend = investorStoryBackend();
  const refuse = http.post(operationPattern('updateEmailSettings'), () =>
    abpError(500, 'The mail server settings are locked.'),
  );
  return {
    globals,
    parameters: { msw: { handlers: [refuse, ...backend.handlers] } },
    play: async ({ canvasElement, userEvent }) => {
      const form = await emailingForm(within(canvasElement), texts.form);
      const displayName = form.getByRole('textbox', { name: texts.displayName });
      await replaceText(userEvent, displayName, 'Sahm Ops');
      await userEvent.click(form.getByRole('button', { name: texts.save }));
      const alert = await form.findByRole('alert', undefined, patiently);
      await expect(alert).toHaveTextContent('The mail server settings are locked.');
      await expect(displayName).toHaveValue('Sahm Ops');
      await expect(form.getByRole('button', { name: texts.save })).toBeEnabled();
      await expect(backend.store.emailSettingsFor(null).defaultFromDisplayName).toBe('Sahm | سهم');
    },
  };
}

export const SaveServerErrorArabic = saveServerErrorStory(AR, {
  form: 'البريد الإلكتروني',
  displayName: /اسم المُرسِل الافتراضي/,
  save: 'حفظ',
});
export const SaveServerErrorEnglish = saveServerErrorStory(EN, {
  form: 'Emailing',
  displayName: /Default from display name/,
  save: 'Save',
});

// ── Send test email: validation, busy, server error ─────────────────────────

type TestEmailTexts = {
  form: string;
  open: string;
  dialog: string;
  sender: RegExp;
  target: RegExp;
  subject: RegExp;
  send: string;
};

const TEST_EMAIL_AR: TestEmailTexts = {
  form: 'البريد الإلكتروني',
  open: 'إرسال بريد تجريبي',
  dialog: 'إرسال بريد تجريبي',
  sender: /البريد الإلكتروني للمُرسِل/,
  target: /البريد الإلكتروني للمستلم/,
  subject: /الموضوع/,
  send: 'إرسال',
};

const TEST_EMAIL_EN: TestEmailTexts = {
  form: 'Emailing',
  open: 'Send test email',
  dialog: 'Send test email',
  sender: /Sender email address/,
  target: /Target email address/,
  subject: /Subject/,
  send: 'Send',
};

async function openTestEmail(
  canvasElement: HTMLElement,
  userEvent: { click: (element: Element) => Promise<void> },
  texts: TestEmailTexts,
) {
  const form = await emailingForm(within(canvasElement), texts.form);
  await userEvent.click(form.getByRole('button', { name: texts.open }));
  return within(await findDialog(texts.dialog));
}

/** Every field's rule under it on Send; nothing is sent. */
function sendTestEmailValidationStory(
  globals: Globals,
  texts: TestEmailTexts & { required: string; email: string },
): Story {
  const backend = investorStoryBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const sent = backend.store.outbox.length;
      const dialog = await openTestEmail(canvasElement, userEvent, texts);
      const sender = dialog.getByRole('textbox', { name: texts.sender });
      const target = dialog.getByRole('textbox', { name: texts.target });
      await userEvent.clear(sender);
      await userEvent.type(target, 'ops@');
      await userEvent.click(dialog.getByRole('button', { name: texts.send }));
      await waitFor(() => expect(sender).toHaveAttribute('aria-invalid', 'true'), patiently);
      await expect(sender).toHaveAccessibleDescription(texts.required);
      await expect(target).toHaveAccessibleDescription(texts.email);
      await expect(
        dialog.getByRole('textbox', { name: texts.subject }),
      ).toHaveAccessibleDescription(texts.required);
      await expect(sender).toHaveFocus();
      await expect(backend.store.outbox).toHaveLength(sent);
    },
  };
}

export const SendTestEmailValidationArabic = sendTestEmailValidationStory(AR, {
  ...TEST_EMAIL_AR,
  required: 'هذا الحقل مطلوب.',
  email: 'يرجى إدخال بريد إلكتروني صحيح.',
});

export const SendTestEmailValidationEnglish = sendTestEmailValidationStory(EN, {
  ...TEST_EMAIL_EN,
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
});

/** Sending: Send shows loading, and neither Close nor Escape ends the dialog. */
function sendTestEmailBusyStory(
  globals: Globals,
  texts: TestEmailTexts & { close: string },
): Story {
  const sendNeverAnswers = http.post(operationPattern('sendTestEmail'), never);
  return {
    globals,
    parameters: { msw: { handlers: [sendNeverAnswers, ...investorStoryBackend().handlers] } },
    play: async ({ canvasElement, userEvent }) => {
      const dialog = await openTestEmail(canvasElement, userEvent, texts);
      await userEvent.type(dialog.getByRole('textbox', { name: texts.target }), 'ops@sahm.example');
      await userEvent.type(dialog.getByRole('textbox', { name: texts.subject }), 'SMTP check');
      await saveStaysBusy(userEvent, dialog, { ...texts, save: texts.send });
    },
  };
}

export const SendTestEmailBusyArabic = sendTestEmailBusyStory(AR, {
  ...TEST_EMAIL_AR,
  close: 'إغلاق',
});

export const SendTestEmailBusyEnglish = sendTestEmailBusyStory(EN, {
  ...TEST_EMAIL_EN,
  close: 'Close',
});

/** The server can't send: its words in the dialog, which stays open with what was typed. */
function sendTestEmailServerErrorStory(globals: Globals, texts: TestEmailTexts): Story {
  const backend = investorStoryBackend();
  const refuse = http.post(operationPattern('sendTestEmail'), () =>
    abpError(500, 'The SMTP server refused the connection.'),
  );
  return {
    globals,
    parameters: { msw: { handlers: [refuse, ...backend.handlers] } },
    play: async ({ canvasElement, userEvent }) => {
      const sent = backend.store.outbox.length;
      const dialog = await openTestEmail(canvasElement, userEvent, texts);
      const target = dialog.getByRole('textbox', { name: texts.target });
      await userEvent.type(target, 'ops@sahm.example');
      await userEvent.type(dialog.getByRole('textbox', { name: texts.subject }), 'SMTP check');
      await userEvent.click(dialog.getByRole('button', { name: texts.send }));
      const alert = await dialog.findByRole('alert', undefined, patiently);
      await expect(alert).toHaveTextContent('The SMTP server refused the connection.');
      await expect(screen.getByRole('dialog', { name: texts.dialog })).toBeVisible();
      await expect(target).toHaveValue('ops@sahm.example');
      await expect(dialog.getByRole('button', { name: texts.send })).toBeEnabled();
      await expect(backend.store.outbox).toHaveLength(sent);
    },
  };
}

export const SendTestEmailServerErrorArabic = sendTestEmailServerErrorStory(AR, TEST_EMAIL_AR);
export const SendTestEmailServerErrorEnglish = sendTestEmailServerErrorStory(EN, TEST_EMAIL_EN);

/**
 * The tab list from the keyboard (WAI-ARIA APG tabs): Tab lands on the selected tab, the arrows,
 * Home and End keep to the tabs (with one tab, on itself), the next Tab reaches its panel.
 */
function keyboardPlay(texts: { tab: string; displayName: RegExp }): Story['play'] {
  return async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await emailingForm(canvas, texts.tab);
    const tab = canvas.getByRole('tab', { name: texts.tab });
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await userEvent.tab();
    await expect(tab).toHaveFocus();
    for (const key of ['{ArrowLeft}', '{ArrowRight}', '{Home}', '{End}']) {
      await userEvent.keyboard(key);
      await expect(tab).toHaveFocus();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    }
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: texts.tab })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: texts.displayName })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(tab).toHaveFocus();
  };
}

export const KeyboardArabic: Story = {
  globals: AR,
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: keyboardPlay({ tab: 'البريد الإلكتروني', displayName: /اسم المُرسِل الافتراضي/ }),
};

export const KeyboardEnglish: Story = {
  globals: EN,
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: keyboardPlay({ tab: 'Emailing', displayName: /Default from display name/ }),
};
