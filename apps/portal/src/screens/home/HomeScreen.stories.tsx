import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { SEEDED_IDS } from '@sahm/platform/mocks';
import { operationPattern } from '@sahm/investor-sdk/mocks';
import {
  investorStoryBackend,
  platformStoryHandlers,
  storyAuth,
  withPortalPlatform,
  type PortalStoryParameters,
} from '../../testing/story-platform';
import { investorOutage } from '../../testing/outage';
import { HomeScreen } from './HomeScreen';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;

const anonymousAuth = storyAuth(false);

const meta = {
  title: 'Portal/Screens/Home',
  component: HomeScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    msw: { handlers: platformStoryHandlers },
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (parameters: PortalStoryParameters) => ({ portal: parameters });

export const AnonymousArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  parameters: portal({ userId: null, auth: anonymousAuth }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'مرحبًا بك' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(anonymousAuth.login).toHaveBeenCalledTimes(1);
  },
};

export const AnonymousEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  parameters: portal({ userId: null, auth: anonymousAuth }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Login' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(anonymousAuth.login).toHaveBeenCalledTimes(1);
  },
};

const investor = portal({ userId: SEEDED_IDS.users.investor });

/** The overview's words in one language, for the factories below. */
interface OverviewTexts {
  greeting: RegExp;
  overview: string;
  loading: string;
  balance: string;
  active: string;
  walletLink: string;
  loadFailed: string;
  partlyLoaded: string;
  unavailable: string;
  retry: string;
  nothingYet: RegExp;
}

const TEXTS: Record<'ar' | 'en', OverviewTexts> = {
  ar: {
    greeting: /^أهلًا بعودتك، /,
    overview: 'نظرة عامة',
    loading: 'جارٍ تحميل النظرة العامة',
    balance: 'رصيد المحفظة',
    active: 'الاكتتابات القائمة',
    walletLink: 'المحفظة',
    loadFailed: 'تعذّر تحميل النظرة العامة.',
    partlyLoaded: 'تعذّر تحميل بعض أرقامك.',
    unavailable: 'غير متاح',
    retry: 'إعادة المحاولة',
    nothingYet: /لا يوجد في محفظتك رصيد ولا اكتتابات بعد/,
  },
  en: {
    greeting: /^Welcome back, /,
    overview: 'Overview',
    loading: 'Loading your overview',
    balance: 'Wallet balance',
    active: 'Active subscriptions',
    walletLink: 'Wallet',
    loadFailed: 'We could not load your overview.',
    partlyLoaded: 'Some of your figures could not be loaded.',
    unavailable: 'Unavailable',
    retry: 'Try again',
    nothingYet: /You have no balance or subscriptions yet/,
  },
};

type Globals = typeof AR | typeof EN;
type Canvas = ReturnType<typeof within>;

const overview = async (canvas: Canvas, text: OverviewTexts) =>
  within(await canvas.findByRole('region', { name: text.overview }, { timeout: 5000 }));

/** Every figure with its value: the seeded investor's balance, invested amount and subscriptions. */
function filledStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  return {
    globals,
    parameters: { ...investor, msw: { handlers: investorStoryBackend().handlers } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
        text.greeting,
      );
      const figures = await overview(canvas, text);
      await expect(figures.getAllByRole('link')).toHaveLength(3);
      await expect(figures.getAllByRole('link')[0]).toHaveTextContent(/50,000\.00/);
      await expect(figures.queryByText(text.unavailable)).toBeNull();
      await expect(canvas.queryByRole('button', { name: /تسجيل الدخول|Login/ })).toBeNull();
    },
  };
}

export const FilledArabic = filledStory(AR);
export const FilledEnglish = filledStory(EN);

/** The overview while the wallet never answers: three figure cards hold their place. */
function loadingStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  return {
    globals,
    parameters: {
      ...investor,
      msw: {
        handlers: [
          http.get(operationPattern('getWallet'), () => new Promise<never>(() => {})),
          ...investorStoryBackend().handlers,
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const loading = await canvas.findByRole('status', { name: text.loading });
      await expect(within(loading).getByText(text.balance)).toBeVisible();
      await expect(within(loading).getByText(text.active)).toBeVisible();
      // The shortcuts are usable while the figures load.
      await expect(canvas.getByRole('link', { name: text.walletLink })).toBeVisible();
    },
  };
}

export const LoadingArabic = loadingStory(AR);
export const LoadingEnglish = loadingStory(EN);

/** Both sources of the figures fail: a labelled alert with Try again, which then loads them. */
function errorStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  const backend = investorStoryBackend();
  const down = investorOutage(backend, ['getWallet', 'getCurrentSubscriptions']);
  return {
    globals,
    parameters: { ...investor, msw: { handlers: backend.handlers } },
    beforeEach: down.arm,
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const alert = await canvas.findByRole('alert', undefined, { timeout: 5000 });
      await expect(alert).toHaveTextContent(text.loadFailed);
      await expect(canvas.queryByRole('region', { name: text.overview })).toBeNull();
      // The connection is back.
      down.clear();
      await userEvent.click(within(alert).getByRole('button', { name: text.retry }));
      await expect(await overview(canvas, text)).toBeDefined();
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    },
  };
}

export const ErrorArabic = errorStory(AR);
export const ErrorEnglish = errorStory(EN);

/**
 * Partial (ADR 0150): the wallet answers, the subscriptions fail. The balance shows, the failed
 * figure says it is unavailable, and Try again fetches only what failed.
 */
function partialStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  const backend = investorStoryBackend();
  const down = investorOutage(backend, ['getCurrentSubscriptions']);
  return {
    globals,
    parameters: { ...investor, msw: { handlers: backend.handlers } },
    beforeEach: down.arm,
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const alert = await canvas.findByRole('alert', undefined, { timeout: 5000 });
      await expect(alert).toHaveTextContent(text.partlyLoaded);
      const figures = await overview(canvas, text);
      await expect(figures.getAllByRole('link')).toHaveLength(2);
      await expect(figures.getAllByRole('link')[0]).toHaveTextContent(/50,000\.00/);
      await expect(figures.getByText(text.unavailable)).toBeVisible();
      down.clear();
      await userEvent.click(within(alert).getByRole('button', { name: text.retry }));
      await waitFor(async () =>
        expect((await overview(canvas, text)).getAllByRole('link')).toHaveLength(3),
      );
      await expect(canvas.queryByRole('alert')).toBeNull();
    },
  };
}

export const PartialArabic = partialStory(AR);
export const PartialEnglish = partialStory(EN);

/** Empty (ADR 0150): registered, but no money in the wallet and no subscriptions yet. */
function emptyStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  const backend = investorStoryBackend();
  const record = backend.store.ensureInvestor(SEEDED_IDS.users.investor, null);
  Object.assign(record, { balance: 0, transactions: [], subscriptions: [] });
  return {
    globals,
    parameters: { ...investor, msw: { handlers: backend.handlers } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const figures = await overview(canvas, text);
      await expect(figures.getAllByRole('link')[0]).toHaveTextContent(/0\.00/);
      await expect(figures.getAllByRole('link')[2]).toHaveTextContent(/^[0٠]$/);
      await expect(canvas.getByText(text.nothingYet)).toBeVisible();
      await expect(canvas.getByRole('link', { name: text.walletLink })).toBeVisible();
    },
  };
}

export const EmptyArabic = emptyStory(AR);
export const EmptyEnglish = emptyStory(EN);

/** An investor who has not finished registering is sent to the wizard, not to figures. */
function registrationIncompleteStory(
  globals: typeof AR | typeof EN,
  texts: { action: string; message: RegExp; overview: string },
): Story {
  return {
    globals,
    parameters: {
      ...portal({ userId: SEEDED_IDS.users.newInvestor }),
      msw: { handlers: investorStoryBackend().handlers },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const action = await canvas.findByRole('link', { name: texts.action }, { timeout: 5000 });
      await expect(action).toHaveAttribute('href', '/complete-reg');
      await expect(canvasElement).toHaveTextContent(texts.message);
      await waitFor(() =>
        expect(canvas.queryByRole('region', { name: texts.overview })).toBeNull(),
      );
    },
  };
}

export const RegistrationIncompleteArabic = registrationIncompleteStory(AR, {
  action: 'إكمال التسجيل',
  message: /أكمل تسجيلك/,
  overview: 'نظرة عامة',
});
export const RegistrationIncompleteEnglish = registrationIncompleteStory(EN, {
  action: 'Complete registration',
  message: /Complete your registration to invest/,
  overview: 'Overview',
});

// ── The investor's own name (ADR 0475) ────────────────────────────────────

/** The seeded investor's name as `investor-name` answers it, in the story's language. */
function investorNameIn(backend: ReturnType<typeof investorStoryBackend>, locale: 'ar' | 'en') {
  const info = backend.store.ensureInvestor(SEEDED_IDS.users.investor, null).generalInfo;
  if (!info) throw new Error('The seeded investor has general info.');
  return locale === 'ar'
    ? `${info.firstNameAr} ${info.familyNameAr}`
    : `${info.firstNameEn} ${info.familyNameEn}`;
}

/** A registered investor is greeted by their own name, not the account's ("Sara"). */
function investorNameStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  const backend = investorStoryBackend();
  const name = investorNameIn(backend, globals.locale);
  return {
    globals,
    parameters: { ...investor, msw: { handlers: backend.handlers } },
    play: async ({ canvasElement }) => {
      const heading = await within(canvasElement).findByRole('heading', { level: 1 });
      await waitFor(() =>
        expect(heading).toHaveTextContent(new RegExp(`${text.greeting.source}${name}$`)),
      );
      await overview(within(canvasElement), text);
    },
  };
}

export const InvestorNameArabic = investorNameStory(AR);
export const InvestorNameEnglish = investorNameStory(EN);

/** `investor-name` fails: the greeting keeps the account's name and nothing else changes. */
function investorNameFailedStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  const backend = investorStoryBackend();
  const down = investorOutage(backend, ['getInvestorName']);
  const answered: number[] = [];
  // Passes the request on to the failing backend and notes that it was answered.
  const noteAnswer = http.get(operationPattern('getInvestorName'), () => {
    queueMicrotask(() => answered.push(Date.now()));
  });
  return {
    globals,
    parameters: { ...investor, msw: { handlers: [noteAnswer, ...backend.handlers] } },
    beforeEach: () => {
      answered.length = 0;
      return down.arm();
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await overview(canvas, text);
      await waitFor(() => expect(answered).toHaveLength(1));
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        new RegExp(`${text.greeting.source}Sara$`),
      );
      await expect(canvas.queryByRole('alert')).toBeNull();
    },
  };
}

export const InvestorNameFailedArabic = investorNameFailedStory(AR);
export const InvestorNameFailedEnglish = investorNameFailedStory(EN);

/** An administrator holds no investor file: the account's name, and `investor-name` never asked. */
function administratorStory(globals: Globals): Story {
  const text = TEXTS[globals.locale];
  const asked: string[] = [];
  const recordName = http.get(operationPattern('getInvestorName'), ({ request }) => {
    asked.push(request.url);
  });
  return {
    globals,
    parameters: {
      ...portal({ userId: SEEDED_IDS.users.admin }),
      msw: { handlers: [recordName, ...investorStoryBackend().handlers] },
    },
    beforeEach: () => {
      asked.length = 0;
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
        new RegExp(`${text.greeting.source}Abdullah$`),
      );
      // Its registration check has been answered: an administrator has no completed file.
      await canvas.findByRole(
        'link',
        { name: globals.locale === 'ar' ? 'إكمال التسجيل' : 'Complete registration' },
        { timeout: 5000 },
      );
      await expect(asked).toEqual([]);
    },
  };
}

export const AdministratorKeepsAccountNameArabic = administratorStory(AR);
export const AdministratorKeepsAccountNameEnglish = administratorStory(EN);
