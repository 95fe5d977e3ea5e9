import { useId, type KeyboardEvent, type Ref } from 'react';
import { useFieldControl, useFieldLabelId } from '../Field/field-context';
import { chooseRadio, enabledRadios, focusChosenOption, readingStep } from '../native-radios';
import type { SelectOption } from '../SelectInput/SelectInput';

export type RadioGroupInputProps = {
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  id?: string;
  /**
   * Announced as the group's `aria-orientation`. Both show one option per line, as they always have
   * (ADR 0360): a row would change the screens that ask for one.
   */
  orientation?: 'horizontal' | 'vertical';
  ref?: Ref<HTMLDivElement>;
};

/**
 * Left and right follow the reading direction, as Radix's group did: Chromium's native radios do,
 * WebKit's do not (ArrowLeft goes back even right to left). Enter does not submit the form from a
 * radio, as with Radix and the Checkbox (WAI-ARIA radio group). Up, down, Space and Tab stay native.
 */
function keepRadixKeys(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === 'Enter') {
    event.preventDefault();
    return;
  }
  const step = readingStep(event);
  if (step === 0) return;
  const radios = enabledRadios(event.currentTarget);
  const from = radios.indexOf(event.target as HTMLInputElement);
  if (from === -1) return;
  event.preventDefault();
  chooseRadio(radios[(from + step + radios.length) % radios.length]);
}

/**
 * One choice among a few visible options; put it in a `Field` with `labelKind="group"`.
 * Native radios sharing one `name`: the browser gives up and down, Tab into the chosen option and
 * form semantics. `@sahm/ui`'s stylesheet draws them on Radix Themes' public tokens
 * (`.sahm-radio-group`, ADR 0360).
 */
export function RadioGroupInput({
  options,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  id,
  orientation = 'vertical',
  ref,
}: RadioGroupInputProps) {
  const { disabled: groupDisabled, ...control } = useFieldControl({ id, disabled });
  const labelledBy = useFieldLabelId();
  // Radios without a shared name are each a group of one: arrows would not move between them.
  const ownName = useId();
  return (
    <div
      ref={ref}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-orientation={orientation}
      data-disabled={groupDisabled ? '' : undefined}
      // Out of the Tab order (the radios are in it), yet focusable by script for focusChosenOption.
      tabIndex={-1}
      onFocus={focusChosenOption}
      onKeyDown={keepRadixKeys}
      onBlur={onBlur}
      className="sahm-radio-group"
      {...control}
    >
      {options.map((option) => (
        <label className="sahm-radio-group__option" key={option.value}>
          <input
            type="radio"
            className="sahm-radio"
            name={name ?? ownName}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            disabled={groupDisabled || option.disabled}
          />
          <span className="sahm-radio-group__text">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
