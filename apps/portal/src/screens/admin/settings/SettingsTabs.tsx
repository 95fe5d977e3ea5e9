import { useId, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexAfterKey } from './tab-keys';

export type SettingsTab<Value extends string> = { value: Value; title: string };

export type SettingsTabsProps<Value extends string> = {
  /** The tab list's accessible name. */
  label: string;
  /** The reading direction, which the arrow keys follow. */
  direction: 'ltr' | 'rtl';
  tabs: readonly SettingsTab<Value>[];
  selected: Value;
  onSelect: (value: Value) => void;
  /** The selected tab's content; the other panels stay empty, as Radix Tabs left them. */
  renderPanel: (value: Value) => ReactNode;
  panelStyle?: CSSProperties;
};

/**
 * Tabs on native buttons, drawn by Radix Themes' Tabs classes (ADR 0250): the WAI-ARIA APG tabs
 * pattern with automatic activation. Only the selected tab is in the Tab order; the arrows
 * (following the reading direction), Home and End move to a tab and select it.
 */
export function SettingsTabs<Value extends string>({
  label,
  direction,
  tabs,
  selected,
  onSelect,
  renderPanel,
  panelStyle,
}: SettingsTabsProps<Value>) {
  const baseId = useId();
  const tabId = (value: Value) => `${baseId}-tab-${value}`;
  const panelId = (value: Value) => `${baseId}-panel-${value}`;

  const moveSelection = (from: number, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    const next = tabIndexAfterKey(event.key, from, tabs.length, direction);
    const tab = next === undefined ? undefined : tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    document.getElementById(tabId(tab.value))?.focus();
    onSelect(tab.value);
  };

  return (
    <div className="rt-TabsRoot">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="rt-BaseTabList rt-TabsList rt-r-size-2"
      >
        {tabs.map(({ value, title }, index) => {
          const isSelected = value === selected;
          return (
            <button
              key={value}
              type="button"
              role="tab"
              id={tabId(value)}
              aria-selected={isSelected}
              aria-controls={panelId(value)}
              data-state={isSelected ? 'active' : 'inactive'}
              // Roving tab stop: Tab into the list lands on the selected tab.
              tabIndex={isSelected ? 0 : -1}
              className="rt-reset rt-BaseTabListTrigger rt-TabsTrigger"
              onClick={() => onSelect(value)}
              onKeyDown={(event) => moveSelection(index, event)}
            >
              <span className="rt-BaseTabListTriggerInner rt-TabsTriggerInner">{title}</span>
              {/* Reserves the bold title's width, so selecting a tab does not shift the others. */}
              <span
                className="rt-BaseTabListTriggerInnerHidden rt-TabsTriggerInnerHidden"
                aria-hidden
              >
                {title}
              </span>
            </button>
          );
        })}
      </div>
      {tabs.map(({ value }) => {
        const isSelected = value === selected;
        return (
          <div
            key={value}
            role="tabpanel"
            id={panelId(value)}
            aria-labelledby={tabId(value)}
            hidden={!isSelected}
            tabIndex={0}
            data-state={isSelected ? 'active' : 'inactive'}
            className="rt-TabsContent"
            style={panelStyle}
          >
            {isSelected && renderPanel(value)}
          </div>
        );
      })}
    </div>
  );
}
