import type { Meta, StoryObj, Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { InvestorRuleMessage, withParams } from '@sahm/investor-sdk';
import {
  createFailureHandlers,
  failureHandler,
  operationPattern,
  SEEDED_OPPORTUNITY_IDS,
} from '@sahm/investor-sdk/mocks';
import { investorStoryBackend, storyAuth, withPortalPlatform } from '../../testing/story-platform';
import { investorOutage } from '../../testing/outage';
import { OpportunityScreen } from './OpportunityScreen';
import { showsProgress } from '@sahm/ui/testing';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;

const investor = SEEDED_IDS.users.investor;
const narjis = SEEDED_OPPORTUNITY_IDS.narjisVillas;
const at = (opportunityId: string) => ({
  userId: investor,
  path: `/investment/${opportunityId}`,
});

/** The screen reads `:opportunityId` from its route, as the application's router gives it. */
const withOpportunityRoute: Decorator = (Story) => (
  <Routes>
    <Route path="/investment/:opportunityId" element={<Story />} />
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
    await userEvent.click(canvas.getByRole('button', { name: 'اكتتب' }));
    await waitFor(() =>
      expect(canvas.getByTestId('wallet-balance')).toHaveTextContent(/48,000\.00/),
    );
    // The form is emptied once the subscription is confirmed.
    await waitFor(() => expect(amountField(canvas, 'المبلغ (ريال)')).toHaveValue(''));
    await expect(await canvas.findByText(/اكتتبت حتى الآن بمبلغ\D*2,000\.00/)).toBeVisible();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(canvas.getByTestId('wallet-balance')).toHaveTextContent(/45,000\.00/),
    );
    // The opportunity is read again: its raised amount includes the subscription.
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: /SAR\s3,255,000\.00 of/ })).toBeVisible(),
    );
    await expect(await canvas.findByText('You have subscribed SAR 5,000.00 so far.')).toBeVisible();
    await waitFor(() => expect(amountField(canvas, 'Amount (SAR)')).toHaveValue(''));
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
    const button = canvas.getByRole('button', { name: 'اكتتب' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(showsProgress(button)).toBe(true);
    await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent(/50,000\.00/);
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
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(showsProgress(button)).toBe(true);
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'الحد الأدنى للاكتتاب 1000.00 ريال.',
    );
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveFocus();
    // More than the wallet holds.
    await userEvent.clear(amount);
    await userEvent.type(amount, '60000');
    await userEvent.click(canvas.getByRole('button', { name: 'اكتتب' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This field is required.');
    await userEvent.type(amount, '1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
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
    const amount = await canvas.findByRole('textbox', { name: 'المبلغ (ريال)' });
    await userEvent.type(amount, '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'اكتتب' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'يجب أن تكون القيمة بين 1000 و500000.',
    );
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
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
    const amount = await canvas.findByRole('textbox', { name: 'Amount (SAR)' });
    await userEvent.type(amount, '4000');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only 3000.00 SAR remain in this opportunity.',
    );
    await expect(amount).toHaveFocus();
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
