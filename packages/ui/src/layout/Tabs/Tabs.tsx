import { Direction } from 'radix-ui';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexAfterKey } from './tab-keys';

export type TabItem<Value extends string> = {
  value: Value;
  /** The tab's title, rendered as text. */
  title: string;
  /** A disabled tab can be neither selected nor focused; the arrow keys pass over it. */
  disabled?: boolean;
};

export type TabsProps<Value extends string> = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<Value>[];
  /** The selected tab. */
  value: Value;
  onChange: (value: Value) => void;
  /** The selected tab's content; the other panels stay in the page, hidden and empty. */
  renderPanel: (value: Value) => ReactNode;
};

/**
 * Tabs on native buttons (ADR 0350): the WAI-ARIA APG tabs pattern with automatic activation.
 * Only the selected tab is in the Tab order; the arrows (following the reading direction that
 * ThemeProvider sets), Home and End move to a tab and select it. Long lists wrap onto more rows.
 */
export function Tabs<Value extends string>({
  label,
  tabs,
  value,
  onChange,
  renderPanel,
}: TabsProps<Value>) {
  const baseId = useId();
  const direction = Direction.useDirection();
  const tabId = (tab: Value) => `${baseId}-tab-${tab}`;
  const panelId = (tab: Value) => `${baseId}-panel-${tab}`;
  // Roving tab stop: Tab into the list lands on the selected tab, or the first enabled one.
  const tabStop =
    tabs.find((tab) => tab.value === value && !tab.disabled)?.value ??
    tabs.find((tab) => !tab.disabled)?.value;

  const moveSelection = (from: number, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    const enabled = tabs.map((tab) => !tab.disabled);
    const next = tabIndexAfterKey(event.key, from, enabled, direction);
    const tab = next === undefined ? undefined : tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    event.currentTarget.ownerDocument.getElementById(tabId(tab.value))?.focus();
    onChange(tab.value);
  };

  return (
    <div className="sahm-tabs">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="sahm-tabs__list"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={tab.value === value}
            aria-controls={panelId(tab.value)}
            disabled={tab.disabled}
            tabIndex={tab.value === tabStop ? 0 : -1}
            className="sahm-tabs__tab"
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => moveSelection(index, event)}
          >
            <span className="sahm-tabs__title">{tab.title}</span>
            {/* Reserves the bold title's width, so selecting a tab does not shift the others. */}
            <span className="sahm-tabs__title-width" aria-hidden>
              {tab.title}
            </span>
          </button>
        ))}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.value === value;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            hidden={!isSelected}
            tabIndex={0}
            className="sahm-tabs__panel"
          >
            {isSelected && renderPanel(tab.value)}
          </div>
        );
      })}
    </div>
  );
}
