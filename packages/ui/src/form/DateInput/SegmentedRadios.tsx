import { useId, type CSSProperties, type KeyboardEvent } from 'react';
import { chooseRadio, enabledRadios, focusChosenOption, readingStep } from '../nativeRadios';

export type SegmentedRadioOption = { value: string; label: string };

type SegmentedRadiosProps = {
  options: readonly SegmentedRadioOption[];
  value: string;
  onValueChange: (value: string) => void;
  /** The group's accessible name. */
  label: string;
  disabled?: boolean;
  style?: CSSProperties;
};

// Home/PageUp and End/PageDown go to the first and last option, as in Radix's roving focus.
const FIRST_KEYS = new Set(['Home', 'PageUp']);
const LAST_KEYS = new Set(['End', 'PageDown']);

/**
 * Keys Radix's toggle group had that native radios lack: left and right in the reading direction,
 * Home and End; Enter does not submit the form (it chose the focused option, already chosen here).
 * Up, down, Space and Tab stay native.
 */
function keepRadixKeys(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === 'Enter') {
    event.preventDefault();
    return;
  }
  const radios = enabledRadios(event.currentTarget);
  const from = radios.indexOf(event.target as HTMLInputElement);
  if (from === -1) return;
  const step = readingStep(event);
  let to: number | null = null;
  if (step !== 0) to = (from + step + radios.length) % radios.length;
  else if (FIRST_KEYS.has(event.key)) to = 0;
  else if (LAST_KEYS.has(event.key)) to = radios.length - 1;
  if (to === null) return;
  event.preventDefault();
  chooseRadio(radios[to]);
}

/**
 * Radix Themes' SegmentedControl (size 1, surface) drawn around native radios sharing one name:
 * the same root, item, label and indicator boxes and classes, so the stylesheet draws it the same,
 * without Radix's toggle group, roving focus and collection scripts (ADR 0245). The radio in each
 * item is visually hidden; the item shows its state and its focus ring (styles.css).
 */
export function SegmentedRadios({
  options,
  value,
  onValueChange,
  label,
  disabled,
  style,
}: SegmentedRadiosProps) {
  const name = useId();
  // Themes' stylesheet marks a disabled item by a `disabled` attribute, which a label has no prop for.
  const itemDisabled = disabled ? { disabled: true, 'data-disabled': '' } : {};
  return (
    <div
      role="radiogroup"
      aria-label={label}
      data-disabled={disabled ? 'true' : undefined}
      className={`rt-SegmentedControlRoot${disabled ? ' disabled' : ''} rt-r-size-1 rt-variant-surface`}
      style={style}
      // Out of the Tab order (the radios are in it), yet focusable by script, passing focus on.
      tabIndex={-1}
      onFocus={focusChosenOption}
      onKeyDown={keepRadixKeys}
    >
      {options.map((option) => {
        const state = option.value === value ? 'on' : 'off';
        return (
          <label
            key={option.value}
            className="rt-reset rt-SegmentedControlItem"
            data-state={state}
            {...itemDisabled}
          >
            <input
              type="radio"
              className="sahm-segmented-radio"
              name={name}
              value={option.value}
              checked={state === 'on'}
              disabled={disabled}
              onChange={() => onValueChange(option.value)}
            />
            <span className="rt-SegmentedControlItemSeparator" />
            <span className="rt-SegmentedControlItemLabel">
              <span className="rt-SegmentedControlItemLabelActive">{option.label}</span>
              <span className="rt-SegmentedControlItemLabelInactive" aria-hidden="true">
                {option.label}
              </span>
            </span>
          </label>
        );
      })}
      <div className="rt-SegmentedControlIndicator" />
    </div>
  );
}
