import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

type Args = {
  label: string;
  tabs: readonly TabItem<string>[];
  /** The tab selected at first. */
  initial: string;
  /** The container's width in px: narrow shows wrapping. */
  width?: number;
  onChange: (value: string) => void;
};

/** The selected tab lives in the owner's state; the tabs only ask to change it. */
function TabsDemo({ label, tabs, initial, width = 640, onChange }: Args) {
  const [selected, setSelected] = useState(initial);
  const titleOf = (value: string) => tabs.find((tab) => tab.value === value)?.title;
  return (
    <main style={{ maxInlineSize: width, padding: 'var(--space-5)' }}>
      <Tabs
        label={label}
        tabs={tabs}
        value={selected}
        onChange={(value) => {
          onChange(value);
          setSelected(value);
        }}
        renderPanel={(value) => (
          <Text as="p" mt="4">
            {titleOf(value)}
          </Text>
        )}
      />
    </main>
  );
}

const arabicTabs = [
  { value: 'emailing', title: 'البريد الإلكتروني' },
  { value: 'features', title: 'الميزات' },
  { value: 'accounts', title: 'الحسابات' },
];
const englishTabs = [
  { value: 'emailing', title: 'Emailing' },
  { value: 'features', title: 'Features' },
  { value: 'accounts', title: 'Accounts' },
];
const arabicManyTabs = [
  'سهم',
  'المحفظة',
  'الهوية',
  'البريد الإلكتروني',
  'الإشعارات',
  'التقارير',
  'الحسابات البنكية',
  'الأمان',
].map((title, index) => ({ value: `group-${index}`, title }));
const englishManyTabs = [
  'Sahm',
  'Wallet',
  'Identity',
  'Emailing',
  'Notifications',
  'Reports',
  'Bank accounts',
  'Security',
].map((title, index) => ({ value: `group-${index}`, title }));

const meta = {
  title: 'UI/Layout/Tabs',
  component: TabsDemo,
  args: {
    label: 'مجموعات الإعدادات',
    tabs: arabicTabs,
    initial: 'emailing',
    onChange: fn(),
  },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = { locale: 'ar', direction: 'rtl' };
const english = { locale: 'en', direction: 'ltr' };
const englishArgs = { label: 'Settings groups', tabs: englishTabs };

/** The selected tab has the focus and the state, and its panel is the one shown. */
async function expectSelected(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const tab = canvas.getByRole('tab', { name });
  await expect(tab).toHaveFocus();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tabpanel', { name })).toHaveTextContent(name);
}

/** Every tab inside the container (no sideways scrolling), over more than one row. */
async function wrapsWithinWidth(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('tablist').getBoundingClientRect();
  const tabs = canvas.getAllByRole('tab').map((tab) => tab.getBoundingClientRect());
  for (const tab of tabs) {
    await expect(tab.left).toBeGreaterThanOrEqual(list.left);
    await expect(tab.right).toBeLessThanOrEqual(list.right);
  }
  await expect(new Set(tabs.map((tab) => Math.round(tab.top))).size).toBeGreaterThan(1);
}

/** Clicking a tab selects it; the underline moves with it and the titles do not shift. */
function filledPlay(texts: { selected: string; other: string }): Story['play'] {
  return async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    // Measured once the web font is in: a font arriving mid-play changes every width.
    await document.fonts.ready;
    const widths = tabs.map((tab) => tab.getBoundingClientRect().width);
    await expect(canvas.getByRole('tab', { name: texts.selected })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: texts.other }));
    await expect(args.onChange).toHaveBeenLastCalledWith('features');
    await expectSelected(canvasElement, texts.other);
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    // The bold title's twin keeps each tab as wide as it was.
    await expect(tabs.map((tab) => tab.getBoundingClientRect().width)).toEqual(widths);
  };
}

export const FilledArabic: Story = {
  globals: arabic,
  play: filledPlay({ selected: 'البريد الإلكتروني', other: 'الميزات' }),
};

export const FilledEnglish: Story = {
  globals: english,
  args: englishArgs,
  play: filledPlay({ selected: 'Emailing', other: 'Features' }),
};

export const ManyTabsArabic: Story = {
  globals: arabic,
  args: { tabs: arabicManyTabs, initial: 'group-0', width: 320 },
  play: ({ canvasElement }) => wrapsWithinWidth(canvasElement),
};

export const ManyTabsEnglish: Story = {
  globals: english,
  args: { ...englishArgs, tabs: englishManyTabs, initial: 'group-0', width: 320 },
  play: async ({ canvasElement }) => {
    await wrapsWithinWidth(canvasElement);
    // End reaches the last tab, on another row.
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Sahm' }));
    await userEvent.keyboard('{End}');
    await expectSelected(canvasElement, 'Security');
  },
};

/** The same tabs with the middle one disabled. */
const middleDisabled = (tabs: readonly TabItem<string>[]) =>
  tabs.map((tab, index) => (index === 1 ? { ...tab, disabled: true } : tab));

const arabicLongTitle =
  'إعدادات البريد الإلكتروني الصادر وخادم SMTP وعنوان المُرسِل الافتراضي للإشعارات';
const englishLongTitle =
  'Outgoing email, the SMTP server and the default sender address for notifications';

/** A title longer than the container wraps inside its tab, which stays within the width. */
function longTextPlay(title: string): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist').getBoundingClientRect();
    const tab = canvas.getByRole('tab', { name: title }).getBoundingClientRect();
    await expect(tab.right).toBeLessThanOrEqual(list.right);
    await expect(tab.left).toBeGreaterThanOrEqual(list.left);
    const oneLine = canvas.getByRole('tab', { name: /^(الميزات|Features)$/ });
    await expect(tab.height).toBeGreaterThan(oneLine.getBoundingClientRect().height);
  };
}

export const LongTextArabic: Story = {
  globals: arabic,
  args: {
    tabs: [{ value: 'emailing', title: arabicLongTitle }, ...arabicTabs.slice(1)],
    width: 320,
  },
  play: longTextPlay(arabicLongTitle),
};

export const LongTextEnglish: Story = {
  globals: english,
  args: {
    ...englishArgs,
    tabs: [{ value: 'emailing', title: englishLongTitle }, ...englishTabs.slice(1)],
    width: 320,
  },
  play: longTextPlay(englishLongTitle),
};

/** A disabled tab takes neither a click nor the focus: the arrows pass over it. */
function disabledTabPlay(texts: {
  first: string;
  disabled: string;
  last: string;
  next: string;
}): Story['play'] {
  return async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('tab', { name: texts.disabled });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: texts.first }));
    await userEvent.keyboard(texts.next);
    await expectSelected(canvasElement, texts.last);
  };
}

export const DisabledTabArabic: Story = {
  globals: arabic,
  args: { tabs: middleDisabled(arabicTabs) },
  // Right to left, the next tab is on the left.
  play: disabledTabPlay({
    first: 'البريد الإلكتروني',
    disabled: 'الميزات',
    last: 'الحسابات',
    next: '{ArrowLeft}',
  }),
};

export const DisabledTabEnglish: Story = {
  globals: english,
  args: { ...englishArgs, tabs: middleDisabled(englishTabs) },
  play: disabledTabPlay({
    first: 'Emailing',
    disabled: 'Features',
    last: 'Accounts',
    next: '{ArrowRight}',
  }),
};

/**
 * The WAI-ARIA APG tabs pattern from the keyboard: Tab lands on the selected tab, the arrows move
 * and select in the reading direction (wrapping), Home and End go to the ends, the next Tab reaches
 * the panel and Shift+Tab comes back to the selected tab.
 */
function keyboardPlay(texts: {
  tabs: readonly string[];
  next: string;
  previous: string;
}): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first = '', second = '', last = ''] = texts.tabs;
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: first })).toHaveFocus();
    await userEvent.keyboard(texts.next);
    await expectSelected(canvasElement, second);
    await userEvent.keyboard(texts.previous);
    await expectSelected(canvasElement, first);
    await userEvent.keyboard(texts.previous);
    await expectSelected(canvasElement, last);
    await userEvent.keyboard('{Home}');
    await expectSelected(canvasElement, first);
    await userEvent.keyboard('{End}');
    await expectSelected(canvasElement, last);
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: last })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('tab', { name: last })).toHaveFocus();
  };
}

export const KeyboardArabic: Story = {
  globals: arabic,
  play: keyboardPlay({
    tabs: arabicTabs.map((tab) => tab.title),
    next: '{ArrowLeft}',
    previous: '{ArrowRight}',
  }),
};

export const KeyboardEnglish: Story = {
  globals: english,
  args: englishArgs,
  play: keyboardPlay({
    tabs: englishTabs.map((tab) => tab.title),
    next: '{ArrowRight}',
    previous: '{ArrowLeft}',
  }),
};
