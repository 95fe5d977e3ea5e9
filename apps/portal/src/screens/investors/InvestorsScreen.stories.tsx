import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createInvestorHandlers,
  createInvestorMockStore,
  investorSeedsFromUsers,
  type InvestorSeed,
} from '@sahm/investor-sdk/mocks';
import { SEEDED_IDS, createPlatformMockStore, identifyFakeAccessToken } from '@sahm/platform/mocks';
import { platformStoryHandlers, withPortalPlatform } from '../../testing/story-platform';
import { InvestorsScreen } from './InvestorsScreen';
import { ar, en } from './texts';

const AR = { locale: 'ar', direction: 'rtl' } as const;
const EN = { locale: 'en', direction: 'ltr' } as const;
type Globals = typeof AR | typeof EN;

/** The list's words in the story's language, with `{0}`, `{1}`… filled in. */
const textsOf =
  (globals: Globals) =>
  (key: keyof typeof en, ...values: (string | number)[]) =>
    values.reduce<string>(
      (text, value, index) => text.replace(`{${index}}`, String(value)),
      (globals === AR ? ar : en)[key],
    );

/** Ten more registered investors of the host: with the two demo ones, two pages of ten. */
const TEN_MORE: InvestorSeed[] = Array.from({ length: 10 }, (_, index) => ({
  userId: `5e7a0c1b-0000-4000-8000-0000000000${String(index + 10)}`,
  registrationComplete: true,
  userName: `client${String(index + 10)}`,
  email: `client${String(index + 10)}@sahm.example`,
  name: 'Reem',
  surname: 'Al-Harbi',
}));

const LONG_NAMES: InvestorSeed = {
  userId: '5e7a0c1b-0000-4000-8000-000000000099',
  registrationComplete: true,
  userName: 'abdulrahman.alqahtani.private.banking.riyadh.headquarters',
  email: 'abdulrahman.mohammed.alqahtani.investments@very-long-company-domain.example',
  name: 'Abdulrahman Mohammed Abdulaziz',
  surname: 'Al-Qahtani Al-Dosari Al-Shahrani',
  nameAr: 'عبدالرحمن محمد عبدالعزيز',
  surnameAr: 'القحطاني الدوسري الشهراني العسيري',
};

/** The investor API over a fresh store: the demo investors (unless `empty`) and `extra` ones. */
function investorsBackend({
  extra = [],
  empty = false,
}: { extra?: InvestorSeed[]; empty?: boolean } = {}) {
  const demo = empty ? [] : investorSeedsFromUsers(createPlatformMockStore().users);
  const store = createInvestorMockStore({ investors: [...demo, ...extra] });
  return {
    store,
    handlers: [
      ...platformStoryHandlers,
      ...createInvestorHandlers(store, { identify: identifyFakeAccessToken }),
    ],
  };
}

const INVESTORS_DATA = '*/api/app/investor/investors-data';
/** Requests of the list whose `skipCount` is this one never answer: that page stays loading. */
const pageNeverAnswers = (skipCount: number | null) =>
  http.get(INVESTORS_DATA, ({ request }) => {
    const skip = new URL(request.url).searchParams.get('skipCount');
    if ((skip === null ? null : Number(skip)) === skipCount) return new Promise<never>(() => {});
    return undefined;
  });

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', {}, { timeout: 5000 });
const rowHeaders = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement)).getAllByRole('rowheader');

const meta = {
  title: 'Portal/Screens/Investors',
  component: InvestorsScreen,
  decorators: [withPortalPlatform],
  parameters: {
    layout: 'padded',
    msw: { handlers: investorsBackend().handlers },
    portal: { userId: SEEDED_IDS.users.officer, path: '/investors' },
    // A screen fragment without the application layout's landmarks.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof InvestorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function filledStory(globals: Globals, name: string): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: investorsBackend().handlers } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: text('Investors:Title') }),
      ).toBeVisible();
      const rows = within(await table(canvasElement));
      await waitFor(() => expect(rows.getAllByRole('rowheader')).toHaveLength(2));
      await expect(rows.getByText(name)).toBeVisible();
      await expect(rows.getByText(text('Investors:Registration:Incomplete'))).toBeVisible();
      // One page: no pager.
      await expect(canvas.queryByRole('navigation', { name: text('Investors:Paging') })).toBeNull();
    },
  };
}

export const FilledArabic = filledStory(AR, 'سارة القحطاني');
export const FilledEnglish = filledStory(EN, 'Sara Al Qahtani');

function loadingStory(globals: Globals): Story {
  return {
    globals,
    parameters: { msw: { handlers: [pageNeverAnswers(0), ...investorsBackend().handlers] } },
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByRole('status', {
          name: textsOf(globals)('Investors:Loading'),
        }),
      ).toBeVisible();
    },
  };
}

export const LoadingArabic = loadingStory(AR);
export const LoadingEnglish = loadingStory(EN);

function emptyStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: investorsBackend({ empty: true }).handlers } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(text('Investors:Empty'))).toBeVisible();
      await expect(canvas.getByText(text('Investors:EmptyDescription'))).toBeVisible();
      await expect(canvas.queryByRole('table')).toBeNull();
    },
  };
}

export const EmptyArabic = emptyStory(AR);
export const EmptyEnglish = emptyStory(EN);

/** The first read fails; Retry reads again and the rows come. */
function errorStory(globals: Globals): Story {
  const text = textsOf(globals);
  const backend = investorsBackend();
  return {
    globals,
    parameters: { msw: { handlers: backend.handlers } },
    beforeEach: () => {
      backend.store.clearFailures();
      backend.store.failNext('getInvestors', 'server-error');
    },
    play: async ({ canvasElement }) => {
      const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent(text('Investors:LoadFailed'));
      await userEvent.click(within(alert).getByRole('button', { name: text('Investors:Retry') }));
      await waitFor(async () => expect(await rowHeaders(canvasElement)).toHaveLength(2));
    },
  };
}

export const ErrorArabic = errorStory(AR);
export const ErrorEnglish = errorStory(EN);

function longTextStory(globals: Globals, name: string): Story {
  return {
    globals,
    parameters: { msw: { handlers: investorsBackend({ extra: [LONG_NAMES] }).handlers } },
    play: async ({ canvasElement }) => {
      const rows = within(await table(canvasElement));
      await expect(await rows.findByText(name)).toBeVisible();
      await expect(rows.getByText(LONG_NAMES.email)).toBeVisible();
    },
  };
}

export const LongTextArabic = longTextStory(
  AR,
  'عبدالرحمن محمد عبدالعزيز القحطاني الدوسري الشهراني العسيري',
);
export const LongTextEnglish = longTextStory(
  EN,
  'Abdulrahman Mohammed Abdulaziz Al Qahtani Al Dosari Al Shahrani',
);

/** Twelve investors: Next shows the last two, Previous brings the first ten back. */
function pagingStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: investorsBackend({ extra: TEN_MORE }).handlers } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await waitFor(async () => expect(await rowHeaders(canvasElement)).toHaveLength(10), {
        timeout: 5000,
      });
      await expect(canvas.getByText(text('Investors:PageOf', 1, 2))).toBeVisible();
      await expect(
        canvas.getByRole('button', { name: text('Investors:PreviousPage') }),
      ).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: text('Investors:NextPage') }));
      await waitFor(async () => expect(await rowHeaders(canvasElement)).toHaveLength(2));
      await expect(canvas.getByText(text('Investors:Range', 11, 12, 12))).toBeVisible();
      await expect(canvas.getByRole('button', { name: text('Investors:NextPage') })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: text('Investors:PreviousPage') }));
      await waitFor(async () => expect(await rowHeaders(canvasElement)).toHaveLength(10));
    },
  };
}

export const PagingArabic = pagingStory(AR);
export const PagingEnglish = pagingStory(EN);

/** The second page never arrives: the first page's rows stay, marked busy. */
function busyPagingStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: {
      msw: { handlers: [pageNeverAnswers(10), ...investorsBackend({ extra: TEN_MORE }).handlers] },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await waitFor(async () => expect(await rowHeaders(canvasElement)).toHaveLength(10), {
        timeout: 5000,
      });
      await userEvent.click(canvas.getByRole('button', { name: text('Investors:NextPage') }));
      const grid = await table(canvasElement);
      await waitFor(() => expect(grid.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'));
      await expect(within(grid).getAllByRole('rowheader')).toHaveLength(10);
    },
  };
}

export const BusyPagingArabic = busyPagingStory(AR);
export const BusyPagingEnglish = busyPagingStory(EN);

/** The user-name header sorts ascending, then descending, on the server (`sorting`). */
function sortingStory(globals: Globals): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: investorsBackend().handlers } },
    play: async ({ canvasElement }) => {
      const grid = within(await table(canvasElement));
      await waitFor(() => expect(grid.getAllByRole('rowheader')).toHaveLength(2));
      const header = () => grid.getByRole('columnheader', { name: text('Investors:UserName') });
      await userEvent.click(grid.getByRole('button', { name: text('Investors:UserName') }));
      await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
      await waitFor(() =>
        expect(grid.getAllByRole('rowheader')[0]).toHaveTextContent(/^investor$/),
      );
      await userEvent.click(grid.getByRole('button', { name: text('Investors:UserName') }));
      await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
      await waitFor(() =>
        expect(grid.getAllByRole('rowheader')[0]).toHaveTextContent(/^newinvestor$/),
      );
    },
  };
}

export const SortingArabic = sortingStory(AR);
export const SortingEnglish = sortingStory(EN);

/** A filter narrows the list on the server; one that matches nobody offers to clear it. */
function filteredNoMatchStory(globals: Globals, match: string): Story {
  const text = textsOf(globals);
  return {
    globals,
    parameters: { msw: { handlers: investorsBackend().handlers } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await table(canvasElement);
      const search = canvas.getByRole('searchbox', { name: text('Investors:Search') });
      await userEvent.type(search, match);
      await waitFor(async () => expect(await rowHeaders(canvasElement)).toHaveLength(1));
      await expect((await rowHeaders(canvasElement))[0]).toHaveTextContent(/^investor$/);
      await userEvent.clear(search);
      await userEvent.type(search, '<b>nobody</b>');
      await expect(
        await canvas.findByText(text('Investors:NoMatch', '<b>nobody</b>')),
      ).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: text('Investors:ClearSearch') }));
      await waitFor(async () => expect(await rowHeaders(canvasElement)).toHaveLength(2));
    },
  };
}

export const FilteredNoMatchArabic = filteredNoMatchStory(AR, 'سارة');
export const FilteredNoMatchEnglish = filteredNoMatchStory(EN, 'sara');
