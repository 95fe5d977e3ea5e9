import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SettingsTabs } from './SettingsTabs';

const TABS = [
  { value: 'emailing', title: 'Emailing' },
  { value: 'features', title: 'Features' },
  { value: 'accounts', title: 'Accounts' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function Harness({
  direction,
  initial = 'emailing',
}: {
  direction: 'ltr' | 'rtl';
  initial?: TabValue;
}) {
  const [selected, setSelected] = useState<TabValue>(initial);
  return (
    <>
      <button type="button">Before</button>
      <SettingsTabs
        label="Settings groups"
        direction={direction}
        tabs={TABS}
        selected={selected}
        onSelect={setSelected}
        renderPanel={(value) => <p>{`${value} content`}</p>}
      />
    </>
  );
}

function renderTabs(direction: 'ltr' | 'rtl', initial?: TabValue) {
  render(
    <div dir={direction}>
      <Harness direction={direction} initial={initial} />
    </div>,
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

describe('SettingsTabs', () => {
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

  // Tab on to the panel is played in the screen's stories: happy-dom focuses `hidden` panels.
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
});
