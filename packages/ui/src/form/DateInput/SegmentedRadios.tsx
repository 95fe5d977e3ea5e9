import { useId, type CSSProperties, type KeyboardEvent } from 'react';
import { chooseRadio, enabledRadios, focusChosenOption, readingStep } from '../native-radios';

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
 * A choice of one among two or three short options drawn as one bar (the date field's calendar
 * switch): native radios sharing one name, each visually hidden in its segment, which shows its
 * state and focus ring. `@sahm/ui`'s stylesheet draws it on Radix Themes' public tokens
 * (`.sahm-segmented`, ADR 0360), with a raised indicator that slides under the chosen segment.
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
  const chosen = options.findIndex((option) => option.value === value);
  // The indicator's width and place, in segments (styles.css).
  const layout = {
    '--sahm-segmented-count': options.length,
    '--sahm-segmented-chosen': chosen,
  } as CSSProperties;
  return (
    <div
      role="radiogroup"
      aria-label={label}
      data-disabled={disabled ? 'true' : undefined}
      className="sahm-segmented"
      style={{ ...layout, ...style }}
      // Out of the Tab order (the radios are in it), yet focusable by script, passing focus on.
      tabIndex={-1}
      onFocus={focusChosenOption}
      onKeyDown={keepRadixKeys}
    >
      {options.map((option, index) => {
        const state = index === chosen ? 'on' : 'off';
        return (
          <label key={option.value} className="sahm-segmented__item" data-state={state}>
            <input
              type="radio"
              className="sahm-segmented__radio"
              name={name}
              value={option.value}
              checked={state === 'on'}
              disabled={disabled}
              onChange={() => onValueChange(option.value)}
            />
            <span className="sahm-segmented__separator" />
            <span className="sahm-segmented__label">
              {/* The bold copy sets the segment's width, so choosing it does not shift the bar. */}
              <span className="sahm-segmented__label-chosen">{option.label}</span>
              <span className="sahm-segmented__label-unchosen" aria-hidden="true">
                {option.label}
              </span>
            </span>
          </label>
        );
      })}
      {chosen === -1 ? null : <span className="sahm-segmented__indicator" />}
    </div>
  );
}
