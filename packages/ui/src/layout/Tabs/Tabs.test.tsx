import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Tabs, type TabItem } from './Tabs';

const TABS = [
  { value: 'emailing', title: 'Emailing' },
  { value: 'features', title: 'Features' },
  { value: 'accounts', title: 'Accounts' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function Harness({ initial, tabs }: { initial: TabValue; tabs: readonly TabItem<TabValue>[] }) {
  const [selected, setSelected] = useState<TabValue>(initial);
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Settings groups"
        tabs={tabs}
        value={selected}
        onChange={setSelected}
        renderPanel={(value) => <p>{`${value} content`}</p>}
      />
    </>
  );
}

/** The tabs under ThemeProvider, which gives them the reading direction, as in the portal. */
function renderTabs(
  direction: 'ltr' | 'rtl',
  initial: TabValue = 'emailing',
  tabs: readonly TabItem<TabValue>[] = TABS,
) {
  render(
    <ThemeProvider direction={direction}>
      <Harness initial={initial} tabs={tabs} />
    </ThemeProvider>,
  );
  return userEvent.setup();
}

const tab = (name: string) => screen.getByRole('tab', { name });

/** The tab that has the focus is the selected one, and its panel is the one shown. */
function expectSelected(name: string) {
  expect(tab(name)).toHaveFocus();
  expect(tab(name)).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(name);
}

describe('Tabs', () => {
  it('names the list, ties each tab to its panel and renders only the selected panel', () => {
    renderTabs('ltr');
    expect(screen.getByRole('tablist', { name: 'Settings groups' })).toBeInTheDocument();
    expect(tab('Emailing')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Features')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Emailing' });
    expect(tab('Emailing')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('emailing content');
    const hidden = document.getElementById(tab('Features').getAttribute('aria-controls') ?? '');
    expect(hidden).not.toBeVisible();
    expect(hidden).toBeEmptyDOMElement();
  });

  it('renders a title as text, and names its tab once', () => {
    render(
      <Tabs
        label="Groups"
        tabs={[{ value: 'markup', title: '<b>Bold</b> & co' }]}
        value="markup"
        onChange={() => {}}
        renderPanel={() => null}
      />,
    );
    expect(screen.getByRole('tab')).toHaveAccessibleName('<b>Bold</b> & co');
    expect(document.querySelector('b')).toBeNull();
  });

  // Tab on to the panel is played in the stories: happy-dom focuses `hidden` panels.
  it('Tab into the list lands on the selected tab, the only one in the Tab order', async () => {
    const user = renderTabs('ltr', 'features');
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Features')).toHaveFocus();
    expect(tab('Emailing')).toHaveAttribute('tabindex', '-1');
    expect(tab('Accounts')).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with the arrows, wrapping around, left to right', async () => {
    const user = renderTabs('ltr');
    await user.click(tab('Emailing'));
    await user.keyboard('{ArrowRight}');
    expectSelected('Features');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectSelected('Emailing');
    await user.keyboard('{ArrowLeft}');
    expectSelected('Accounts');
  });

  it('swaps the arrows right to left', async () => {
    const user = renderTabs('rtl');
    await user.click(tab('Emailing'));
    await user.keyboard('{ArrowLeft}');
    expectSelected('Features');
    await user.keyboard('{ArrowRight}');
    expectSelected('Emailing');
    await user.keyboard('{ArrowRight}');
    expectSelected('Accounts');
  });

  it('goes to the first tab with Home and the last with End', async () => {
    const user = renderTabs('rtl', 'features');
    await user.click(tab('Features'));
    await user.keyboard('{End}');
    expectSelected('Accounts');
    await user.keyboard('{Home}');
    expectSelected('Emailing');
  });

  it('leaves arrows with a modifier key to the browser', async () => {
    const user = renderTabs('ltr');
    await user.click(tab('Emailing'));
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expectSelected('Emailing');
  });

  it('selects a tab on click', async () => {
    const user = renderTabs('ltr');
    await user.click(tab('Accounts'));
    expect(tab('Accounts')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('accounts content');
  });

  it('passes over a disabled tab with the arrows, and a click does not select it', async () => {
    const user = renderTabs('ltr', 'emailing', [TABS[0], { ...TABS[1], disabled: true }, TABS[2]]);
    expect(tab('Features')).toBeDisabled();
    await user.click(tab('Features'));
    expect(tab('Emailing')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Emailing'));
    await user.keyboard('{ArrowRight}');
    expectSelected('Accounts');
    await user.keyboard('{ArrowLeft}');
    expectSelected('Emailing');
  });

  it('keeps a tab stop on the first enabled tab when the selected one is disabled', async () => {
    const user = renderTabs('ltr', 'emailing', [{ ...TABS[0], disabled: true }, TABS[1], TABS[2]]);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Features')).toHaveFocus();
    expect(tab('Accounts')).toHaveAttribute('tabindex', '-1');
  });
});
