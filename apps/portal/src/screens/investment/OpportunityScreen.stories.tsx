import type { Meta, StoryObj, Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { InvestorRuleMessage, OpportunityStatus, withParams } from '@sahm/investor-sdk';
import {
  createFailureHandlers,
  failureHandler,
  operationPattern,
  SEEDED_OPPORTUNITY_IDS,
} from '@sahm/investor-sdk/mocks';
import { investorStoryBackend, storyAuth, withPortalPlatform } from '../../testing/story-platform';
import { investorOutage, outage } from '../../testing/outage';
import { OpportunityScreen } from './OpportunityScreen';
import { SubscriptionReceiptScreen } from './SubscriptionReceiptScreen';
import { showsProgress } from '@sahm/ui/testing';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;

const investor = SEEDED_IDS.users.investor;
const narjis = SEEDED_OPPORTUNITY_IDS.narjisVillas;
const at = (opportunityId: string) => ({
  userId: investor,
  path: `/investment/${opportunityId}`,
});

/**
 * The screen reads `:opportunityId` from its route, as the application's router gives it; a
 * confirmed subscription goes on to the receipt's route.
 */
const withOpportunityRoute: Decorator = (Story) => (
  <Routes>
    <Route path="/investment/:opportunityId" element={<Story />} />
    <Route
      path="/investment/:opportunityId/receipt/:subscriptionId"
      element={<SubscriptionReceiptScreen />}
    />
  </Routes>
);

const never = () => new Promise<never>(() => {});
const opportunityNeverAnswers = http.get(operationPattern('getOpportunity'), never);
const subscribeNeverAnswers = http.post(operationPattern('subscribeToOpportunity'), never);

const LONG_TITLE_AR =
  'فلل النرجس السكنية الفاخرة ذات التصميم النجدي المعاصر مع حدائق خاصة ومسابح ومواقف مظللة في شمال الرياض';
const LONG_TITLE_EN =
  'Al Narjis Luxury Residential Villas in contemporary Najdi design with private gardens, pools and shaded parking in north Riyadh';

function longTextBackend() {
  const backend = investorStoryBackend();
  const record = backend.store.findOpportunity(narjis);
  if (!record) throw new Error('The seed has no Narjis villas');
  Object.assign(record, {
    titleAr: LONG_TITLE_AR,
    titleEn: LONG_TITLE_EN,
    descriptionAr: `${record.descriptionAr} `.repeat(6).trim(),
    descriptionEn: `${record.descriptionEn} `.repeat(6).trim(),
    cityAr: 'الرياض - حي النرجس - الطريق الدائري الشمالي',
    cityEn: 'Riyadh - Al Narjis district - Northern Ring Road',
  });
  return backend;
}

const amountField = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('textbox', { name });

type Canvas = ReturnType<typeof within>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/**
 * The review's confirmation, once it may be ticked: it waits for the risk statement on file, and
 * a click before that would be lost.
 */
async function readyConsent(canvas: Canvas, consent: RegExp) {
  const checkbox = await canvas.findByRole('checkbox', { name: consent });
  await waitFor(() => expect(checkbox).toBeEnabled());
  return checkbox;
}

/** On the review: tick the confirmation, then Confirm. */
async function confirmInReview(
  canvas: Canvas,
  userEvent: UserEvent,
  consent: RegExp,
  confirm: string,
) {
  await userEvent.click(await readyConsent(canvas, consent));
  await userEvent.click(canvas.getByRole('button', { name: confirm }));
}

const meta = {
  title: 'Portal/Screens/Opportunity',
  component: OpportunityScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    msw: { handlers: investorStoryBackend().handlers },
    portal: at(narjis),
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof OpportunityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilledArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  decorators: [withOpportunityRoute],
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'فلل النرجس السكنية' }),
    ).toBeVisible();
    const progress = canvas.getByRole('progressbar', { name: /^تم تمويل 65[%٪]/ });
    await expect(progress).toHaveAttribute('aria-valuenow', '65');
    await expect(canvas.getByText('SAHM-RE-2401')).toBeVisible();
    const balance = await canvas.findByTestId('wallet-balance');
    await expect(balance).toHaveTextContent(/50,000\.00/);

    // Arabic-Indic digits are accepted: ٢٠٠٠ is 2,000 SAR.
    await userEvent.type(amountField(canvas, 'المبلغ (ريال)'), '٢٠٠٠');
    // Subscribe only opens the review: the balance after is shown, nothing is debited.
    await userEvent.click(canvas.getByRole('button', { name: 'اكتتب' }));
    await expect(await canvas.findByRole('heading', { name: 'راجع اكتتابك' })).toHaveFocus();
    await expect(canvas.getByTestId('review-balance-after')).toHaveTextContent(/48,000\.00/);
    await userEvent.click(canvas.getByRole('button', { name: 'رجوع' }));
    await waitFor(() => expect(amountField(canvas, 'المبلغ (ريال)')).toHaveFocus());
    await expect(amountField(canvas, 'المبلغ (ريال)')).toHaveValue('٢٠٠٠');
    await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent(/50,000\.00/);
  },
};

export const FilledEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  decorators: [withOpportunityRoute],
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Al Narjis Residential Villas' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', {
        name: /^65% funded: SAR\s3,250,000\.00 of SAR\s5,000,000\.00$/,
      }),
    ).toHaveAttribute('aria-valuenow', '65');
    await expect(canvas.getByRole('link', { name: 'Back to opportunities' })).toHaveAttribute(
      'href',
      '/investment',
    );
    await expect(await canvas.findByTestId('wallet-balance')).toHaveTextContent(/50,000\.00/);

    await userEvent.type(amountField(canvas, 'Amount (SAR)'), '5,000');
    // Subscribe only opens the review: the balance after is shown, nothing is debited.
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Review your subscription' }),
    ).toHaveFocus();
    await expect(canvas.getByTestId('review-balance-after')).toHaveTextContent(/45,000\.00/);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(amountField(canvas, 'Amount (SAR)')).toHaveFocus());
    await expect(amountField(canvas, 'Amount (SAR)')).toHaveValue('5,000');
    await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent(/50,000\.00/);
    await expect(canvas.getByRole('progressbar', { name: /SAR\s3,250,000\.00 of/ })).toBeVisible();
  },
};

export const LoadingArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  decorators: [withOpportunityRoute],
  parameters: {
    msw: { handlers: [opportunityNeverAnswers, ...investorStoryBackend().handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'جارٍ تحميل الفرصة' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'العودة إلى الفرص' })).toBeVisible();
  },
};

export const LoadingEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  decorators: [withOpportunityRoute],
  parameters: {
    msw: { handlers: [opportunityNeverAnswers, ...investorStoryBackend().handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'Loading the opportunity' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  decorators: [withOpportunityRoute],
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({ getOpportunity: 'server-error' }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('تعذّر تحميل هذه الفرصة.');
    await expect(alert).toHaveTextContent('حدث خطأ لدينا.');
    await expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

export const ErrorEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  decorators: [withOpportunityRoute],
  parameters: {
    msw: {
      handlers: [
        ...createFailureHandlers({ getOpportunity: 'malformed-body' }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load this opportunity.');
    await expect(alert).toHaveTextContent('We received an answer we could not read.');
  },
};

/** An id the backend does not know: the empty state of a detail screen. */
export const NotFoundArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  decorators: [withOpportunityRoute],
  parameters: {
    msw: { handlers: investorStoryBackend().handlers },
    portal: at('5a3e0c1d-0000-4000-8000-0000000000ff'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'الفرصة غير موجودة' }),
    ).toBeVisible();
    await expect(canvas.getByText('ربما أُزيلت. عُد إلى القائمة لعرض الفرص الحالية.')).toBeVisible();
  },
};

export const NotFoundEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  decorators: [withOpportunityRoute],
  parameters: {
    msw: { handlers: investorStoryBackend().handlers },
    portal: at('5a3e0c1d-0000-4000-8000-0000000000ff'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Opportunity not found' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Opportunity not found')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  },
};

/** Not open yet: no form, and when it opens. */
export const UpcomingArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  decorators: [withOpportunityRoute],
  parameters: {
    msw: { handlers: investorStoryBackend().handlers },
    portal: at(SEEDED_OPPORTUNITY_IDS.dammamClinic),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('غير متاحة للاكتتاب')).toBeVisible();
    await expect(canvas.getByText(/^يبدأ الاكتتاب في .*2\d{3}/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const UpcomingEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  decorators: [withOpportunityRoute],
  parameters: {
    msw: { handlers: investorStoryBackend().handlers },
    portal: at(SEEDED_OPPORTUNITY_IDS.dammamClinic),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not open for subscription')).toBeVisible();
    await expect(canvas.getByText(/^Subscription opens on /)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  },
};

export const BusyArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  decorators: [withOpportunityRoute],
  parameters: { msw: { handlers: [subscribeNeverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'المبلغ (ريال)' }), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'اكتتب' }));
    await userEvent.click(await readyConsent(canvas, /وأؤكد هذا الاكتتاب/));
    const button = canvas.getByRole('button', { name: 'تأكيد الاكتتاب' });
    await userEvent.click(button);
    await waitFor(() => expect(showsProgress(button)).toBe(true));
    // Nothing to go back to while the server decides.
    await expect(canvas.getByRole('button', { name: 'رجوع' })).toBeDisabled();
    await expect(canvas.getByTestId('review-balance-now')).toHaveTextContent(/50,000\.00/);
  },
};

export const BusyEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  decorators: [withOpportunityRoute],
  parameters: { msw: { handlers: [subscribeNeverAnswers, ...investorStoryBackend().handlers] } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount (SAR)' }), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await userEvent.click(await readyConsent(canvas, /I confirm this subscription/));
    const button = canvas.getByRole('button', { name: 'Confirm subscription' });
    await userEvent.click(button);
    await waitFor(() => expect(showsProgress(button)).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

export const ValidationArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  decorators: [withOpportunityRoute],
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: 'المبلغ (ريال)' });
    await userEvent.type(amount, '500');
    await userEvent.click(canvas.getByRole('button', { name: 'اكتتب' }));
    // The refusal comes back from the mocked server: longer than findBy's 1 s on a busy machine.
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'الحد الأدنى للاكتتاب 1000.00 ريال.',
    );
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveFocus();
    // More than the wallet holds.
    await userEvent.clear(amount);
    await userEvent.type(amount, '60000');
    await userEvent.click(canvas.getByRole('button', { name: 'اكتتب' }));
    // The refusal comes back from the mocked server: longer than findBy's 1 s on a busy machine.
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'رصيد محفظتك (50000.00 ريال) غير كافٍ.',
    );
    await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent(/50,000\.00/);
  },
};

export const ValidationEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  decorators: [withOpportunityRoute],
  parameters: { msw: { handlers: investorStoryBackend().handlers } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: 'Amount (SAR)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    // The refusal comes back from the mocked server: longer than findBy's 1 s on a busy machine.
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This field is required.',
    );
    await userEvent.type(amount, '1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    // The refusal comes back from the mocked server: longer than findBy's 1 s on a busy machine.
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The amount must be a multiple of 1000.00 SAR.',
    );
    await expect(amount).toHaveAccessibleDescription(
      /The amount must be a multiple of 1000\.00 SAR\. Between SAR\s1,000\.00 and SAR\s200,000\.00/,
    );
  },
};

/** The server refuses what the client allowed: its message lands under the amount. */
export const ServerValidationArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  decorators: [withOpportunityRoute],
  parameters: {
    msw: {
      handlers: [
        failureHandler('subscribeToOpportunity', { kind: 'validation' }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'المبلغ (ريال)' }), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'اكتتب' }));
    await confirmInReview(canvas, userEvent, /وأؤكد هذا الاكتتاب/, 'تأكيد الاكتتاب');
    // Told on the review first, then under the field on the way back.
    // The refusal comes back from the mocked server: longer than findBy's 1 s on a busy machine.
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'يجب أن تكون القيمة بين 1000 و500000.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'رجوع' }));
    const amount = await canvas.findByRole('textbox', { name: 'المبلغ (ريال)' });
    await expect(amount).toHaveValue('1000');
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'يجب أن تكون القيمة بين 1000 و500000.',
    );
    await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent(/50,000\.00/);
  },
};

export const ServerValidationEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  decorators: [withOpportunityRoute],
  parameters: {
    msw: {
      handlers: [
        failureHandler('subscribeToOpportunity', {
          kind: 'validation',
          validationErrors: [
            {
              message: withParams(InvestorRuleMessage.SubscriptionExceedsRemaining, '3000.00'),
              members: ['amount'],
            },
          ],
        }),
        ...investorStoryBackend().handlers,
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount (SAR)' }), '4000');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await confirmInReview(canvas, userEvent, /I confirm this subscription/, 'Confirm subscription');
    // The refusal comes back from the mocked server: longer than findBy's 1 s on a busy machine.
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Only 3000.00 SAR remain in this opportunity.',
    );
    await userEvent.keyboard('{Escape}');
    const amount = await canvas.findByRole('textbox', { name: 'Amount (SAR)' });
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveAccessibleDescription(
      /Only 3000\.00 SAR remain in this opportunity\./,
    );
    await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent(/50,000\.00/);
  },
};

export const LongTextArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  decorators: [withOpportunityRoute],
  parameters: { msw: { handlers: longTextBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: LONG_TITLE_AR }),
    ).toBeVisible();
    await expect(canvas.getByText(/الطريق الدائري الشمالي/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongTextEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  decorators: [withOpportunityRoute],
  parameters: { msw: { handlers: longTextBackend().handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: LONG_TITLE_EN }),
    ).toBeVisible();
    await expect(canvas.getByText(/Northern Ring Road/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A visitor with a shared link: asked to sign in and brought back to this opportunity. */
function signedOutStory(
  globals: typeof AR | typeof EN,
  texts: { title: string; login: string },
): Story {
  const auth = storyAuth(false);
  return {
    globals,
    parameters: { portal: { ...at(narjis), userId: null, auth } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: texts.title }),
      ).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: texts.login }));
      await expect(auth.login).toHaveBeenCalledWith(`/investment/${narjis}`);
    },
  };
}

export const SignedOutArabic = signedOutStory(AR, {
  title: 'سجّل الدخول لعرض الفرص',
  login: 'تسجيل الدخول',
});
export const SignedOutEnglish = signedOutStory(EN, {
  title: 'Sign in to see the opportunities',
  login: 'Login',
});

/** Empty (ADR 0150): an open opportunity nobody has subscribed to yet. */
function emptyBackend() {
  const backend = investorStoryBackend();
  const record = backend.store.findOpportunity(narjis);
  if (!record) throw new Error('The seed has no Narjis villas');
  Object.assign(record, { raisedAmount: 0, investorsCount: 0 });
  return backend;
}

function emptyStory(
  globals: typeof AR | typeof EN,
  text: { progress: RegExp; investors: string; amount: string; subscribedSoFar: RegExp },
): Story {
  return {
    globals,
    decorators: [withOpportunityRoute],
    parameters: { msw: { handlers: emptyBackend().handlers } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const progress = await canvas.findByRole('progressbar', { name: text.progress });
      await expect(progress).toHaveAttribute('aria-valuenow', '0');
      const investors = canvas.getByText(text.investors).closest('[class*="DataListItem"]');
      await expect(investors).toHaveTextContent(/[0٠]$/);
      // Still open: the first subscription can be made here.
      await expect(await canvas.findByRole('textbox', { name: text.amount })).toBeEnabled();
      await expect(canvas.queryByText(text.subscribedSoFar)).toBeNull();
    },
  };
}

export const EmptyArabic = emptyStory(AR, {
  progress: /^تم تمويل 0[%٪]/,
  investors: 'عدد المستثمرين',
  amount: 'المبلغ (ريال)',
  subscribedSoFar: /اكتتبت حتى الآن/,
});
export const EmptyEnglish = emptyStory(EN, {
  progress: /^0% funded: SAR\s0\.00 of SAR\s5,000,000\.00$/,
  investors: 'Investors',
  amount: 'Amount (SAR)',
  subscribedSoFar: /You have subscribed/,
});

/**
 * Partial (ADR 0150): the opportunity answers, the wallet does not. Everything about the
 * opportunity is readable; only the subscribe panel shows the failure, with Try again.
 */
function partialStory(
  globals: typeof AR | typeof EN,
  text: { title: string; walletFailed: string; retry: string; balance: RegExp },
): Story {
  const backend = investorStoryBackend();
  const walletDown = investorOutage(backend, ['getWallet']);
  return {
    globals,
    decorators: [withOpportunityRoute],
    parameters: { msw: { handlers: backend.handlers } },
    beforeEach: walletDown.arm,
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: text.title }),
      ).toBeVisible();
      await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(text.walletFailed);
      walletDown.clear();
      await userEvent.click(within(alert).getByRole('button', { name: text.retry }));
      await expect(await canvas.findByTestId('wallet-balance')).toHaveTextContent(text.balance);
    },
  };
}

export const PartialArabic = partialStory(AR, {
  title: 'فلل النرجس السكنية',
  walletFailed: 'تعذّر تحميل محفظتك.',
  retry: 'إعادة المحاولة',
  balance: /50,000\.00/,
});
export const PartialEnglish = partialStory(EN, {
  title: 'Al Narjis Residential Villas',
  walletFailed: 'We could not load your wallet.',
  retry: 'Try again',
  balance: /50,000\.00/,
});

/** The words of the review step, per language. */
interface ReviewTexts {
  amount: string;
  subscribe: string;
  reviewTitle: string;
  consent: RegExp;
  confirm: string;
  back: string;
}

const REVIEW_AR: ReviewTexts = {
  amount: 'المبلغ (ريال)',
  subscribe: 'اكتتب',
  reviewTitle: 'راجع اكتتابك',
  consent: /وأؤكد هذا الاكتتاب/,
  confirm: 'تأكيد الاكتتاب',
  back: 'رجوع',
};
const REVIEW_EN: ReviewTexts = {
  amount: 'Amount (SAR)',
  subscribe: 'Subscribe',
  reviewTitle: 'Review your subscription',
  consent: /I confirm this subscription/,
  confirm: 'Confirm subscription',
  back: 'Back',
};

/** Types an amount and opens the review with Subscribe. */
async function openReview(canvas: Canvas, userEvent: UserEvent, text: ReviewTexts, typed: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: text.amount }), typed);
  await userEvent.click(canvas.getByRole('button', { name: text.subscribe }));
  return canvas.findByRole('heading', { name: text.reviewTitle });
}

/**
 * The review, idle: focus on its heading, what is subscribed, the wallet before and after, the
 * risk statement on file, Confirm disabled; Escape returns to the amount, kept and focused.
 */
function reviewStory(
  globals: typeof AR | typeof EN,
  text: ReviewTexts & { title: string; riskStatement: RegExp },
): Story {
  return {
    globals,
    decorators: [withOpportunityRoute],
    parameters: { msw: { handlers: investorStoryBackend().handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await expect(await openReview(canvas, userEvent, text, '3000')).toHaveFocus();
      await expect(canvas.getByText(text.title, { selector: 'dd *, dd' })).toBeVisible();
      await expect(canvas.getByTestId('review-amount')).toHaveTextContent(/3,000\.00/);
      await expect(canvas.getByTestId('review-balance-now')).toHaveTextContent(/50,000\.00/);
      await expect(canvas.getByTestId('review-balance-after')).toHaveTextContent(/47,000\.00/);
      await expect(await canvas.findByText(text.riskStatement)).toBeVisible();
      await expect(canvas.getByRole('button', { name: text.confirm })).toBeDisabled();
      await userEvent.keyboard('{Escape}');
      const amount = await canvas.findByRole('textbox', { name: text.amount });
      await waitFor(() => expect(amount).toHaveFocus());
      await expect(amount).toHaveValue('3000');
    },
  };
}

export const ReviewArabic = reviewStory(AR, {
  ...REVIEW_AR,
  title: 'فلل النرجس السكنية',
  riskStatement: /^مخاطر (منخفضة|متوسطة|مرتفعة)، بتاريخ /,
});
export const ReviewEnglish = reviewStory(EN, {
  ...REVIEW_EN,
  title: 'Al Narjis Residential Villas',
  riskStatement: /^(Low|Medium|High) risk, answered on /,
});

/** Confirm stays disabled until the confirmation is ticked, and again when it is unticked. */
function confirmDisabledStory(globals: typeof AR | typeof EN, text: ReviewTexts): Story {
  const backend = investorStoryBackend();
  return {
    globals,
    decorators: [withOpportunityRoute],
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await openReview(canvas, userEvent, text, '1000');
      const confirm = canvas.getByRole('button', { name: text.confirm });
      const consent = await readyConsent(canvas, text.consent);
      await expect(confirm).toBeDisabled();
      await userEvent.click(consent);
      await expect(confirm).toBeEnabled();
      await userEvent.click(consent);
      await expect(consent).not.toBeChecked();
      await expect(confirm).toBeDisabled();
      await expect(canvas.getByTestId('review-balance-now')).toHaveTextContent(/50,000\.00/);
    },
  };
}

export const ReviewConfirmDisabledArabic = confirmDisabledStory(AR, REVIEW_AR);
export const ReviewConfirmDisabledEnglish = confirmDisabledStory(EN, REVIEW_EN);

/**
 * The opportunity closes while the investor reviews: the server's refusal is told on the review,
 * the amount is kept, and Back returns to it.
 */
function reviewErrorStory(
  globals: typeof AR | typeof EN,
  text: ReviewTexts & { failed: string; hint: string },
): Story {
  const backend = investorStoryBackend();
  return {
    globals,
    decorators: [withOpportunityRoute],
    parameters: { msw: { handlers: backend.handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await openReview(canvas, userEvent, text, '2000');
      const record = backend.store.findOpportunity(narjis);
      if (!record) throw new Error('The seed has no Narjis villas');
      record.status = OpportunityStatus.Closed;
      await confirmInReview(canvas, userEvent, text.consent, text.confirm);
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(text.failed);
      await expect(alert).toHaveTextContent(text.hint);
      await expect(canvas.getByTestId('review-amount')).toHaveTextContent(/2,000\.00/);
      // The confirmation stays ticked: Confirm again is the retry.
      await expect(canvas.getByRole('button', { name: text.confirm })).toBeEnabled();
      await userEvent.click(canvas.getByRole('button', { name: text.back }));
      await expect(await canvas.findByRole('textbox', { name: text.amount })).toHaveValue('2000');
      await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent(/50,000\.00/);
    },
  };
}

export const ReviewErrorArabic = reviewErrorStory(AR, {
  ...REVIEW_AR,
  failed: 'لم يكتمل الاكتتاب.',
  hint: 'لم يُخصم أي مبلغ.',
});
export const ReviewErrorEnglish = reviewErrorStory(EN, {
  ...REVIEW_EN,
  failed: 'The subscription did not go through.',
  hint: 'Nothing was debited.',
});

/**
 * No answer at all: the review says the outcome is unknown (not "nothing was debited") and that
 * confirming again is safe, and keeps the amount; once the connection is back, Confirm again sends
 * the same idempotency key (ADR 0490), subscribes and opens the receipt.
 */
function networkErrorStory(
  globals: typeof AR | typeof EN,
  text: ReviewTexts & { unknown: RegExp; receipt: string },
): Story {
  const keys: (string | null)[] = [];
  const down = outage(
    (resolve) =>
      http.post(operationPattern('subscribeToOpportunity'), (info) => {
        keys.push(info.request.headers.get('Idempotency-Key'));
        return resolve(info);
      }),
    () => HttpResponse.error(),
  );
  return {
    globals,
    decorators: [withOpportunityRoute],
    parameters: { msw: { handlers: [down.handler, ...investorStoryBackend().handlers] } },
    beforeEach: () => {
      keys.length = 0;
      return down.arm();
    },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await openReview(canvas, userEvent, text, '1000');
      await confirmInReview(canvas, userEvent, text.consent, text.confirm);
      // The refusal comes back from the mocked server: longer than findBy's 1 s on a busy machine.
      await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
        text.unknown,
      );
      await expect(canvas.getByTestId('review-amount')).toHaveTextContent(/1,000\.00/);
      down.clear();
      await userEvent.click(canvas.getByRole('button', { name: text.confirm }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: text.receipt }),
      ).toBeVisible();
      await expect(keys).toHaveLength(2);
      await expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      await expect(keys[1]).toBe(keys[0]);
    },
  };
}

export const ReviewNetworkErrorArabic = networkErrorStory(AR, {
  ...REVIEW_AR,
  unknown: /فلا نعلم بعد إن كان الاكتتاب قد تم. التأكيد مرة أخرى آمن/,
  receipt: 'إيصال الاكتتاب',
});
export const ReviewNetworkErrorEnglish = networkErrorStory(EN, {
  ...REVIEW_EN,
  unknown: /we cannot tell yet whether the subscription went through. Confirming again is safe/,
  receipt: 'Subscription receipt',
});

/** Reviewed and confirmed: the wallet is debited and the receipt opens on its own route. */
function confirmedStory(
  globals: typeof AR | typeof EN,
  text: ReviewTexts & { receipt: string; title: string },
): Story {
  return {
    globals,
    decorators: [withOpportunityRoute],
    parameters: { msw: { handlers: investorStoryBackend().handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await openReview(canvas, userEvent, text, '2000');
      await confirmInReview(canvas, userEvent, text.consent, text.confirm);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: text.receipt }),
      ).toBeVisible();
      await expect(canvas.getByText(text.title)).toBeVisible();
      await expect(canvas.getByTestId('receipt-amount')).toHaveTextContent(/2,000\.00/);
      await expect(await canvas.findByTestId('receipt-balance-after')).toHaveTextContent(
        /48,000\.00/,
      );
    },
  };
}

export const ConfirmedArabic = confirmedStory(AR, {
  ...REVIEW_AR,
  receipt: 'إيصال الاكتتاب',
  title: 'فلل النرجس السكنية',
});
export const ConfirmedEnglish = confirmedStory(EN, {
  ...REVIEW_EN,
  receipt: 'Subscription receipt',
  title: 'Al Narjis Residential Villas',
});

/** A long title and a wide amount wrap inside the review, without scrolling the page sideways. */
function reviewLongTextStory(
  globals: typeof AR | typeof EN,
  text: ReviewTexts & { title: string },
): Story {
  return {
    globals,
    decorators: [withOpportunityRoute],
    parameters: { msw: { handlers: longTextBackend().handlers } },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await openReview(canvas, userEvent, text, '50000');
      await expect(canvas.getAllByText(text.title)).toHaveLength(2);
      await expect(canvas.getByTestId('review-balance-after')).toHaveTextContent(/0\.00/);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
}

export const ReviewLongTextArabic = reviewLongTextStory(AR, { ...REVIEW_AR, title: LONG_TITLE_AR });
export const ReviewLongTextEnglish = reviewLongTextStory(EN, {
  ...REVIEW_EN,
  title: LONG_TITLE_EN,
});
