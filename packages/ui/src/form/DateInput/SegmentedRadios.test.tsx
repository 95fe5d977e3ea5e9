import { Theme } from '@radix-ui/themes';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedRadios } from './SegmentedRadios';

const options = [
  { value: 'gregory', label: 'Gregorian' },
  { value: 'islamic-umalqura', label: 'Hijri' },
  { value: 'third', label: 'Third' },
];

type Case = { dir?: 'ltr' | 'rtl'; disabled?: boolean; initial?: string };

function renderSwitch({ dir = 'ltr', disabled, initial = 'gregory' }: Case = {}) {
  const onValueChange = vi.fn();
  function Demo() {
    const [value, setValue] = useState(initial);
    return (
      <SegmentedRadios
        label="Calendar"
        options={options}
        value={value}
        disabled={disabled}
        // jsdom computes no inherited direction; a browser reads it from the form's dir as well.
        style={{ direction: dir }}
        onValueChange={(next) => {
          onValueChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <Theme>
      <form dir={dir}>
        <Demo />
      </form>
    </Theme>,
  );
  const radio = (name: string) => screen.getByRole('radio', { name });
  return { onValueChange, radio, group: screen.getByRole('radiogroup', { name: 'Calendar' }) };
}

/** What the stylesheet reads: classes, state and disabled marks, hidden copies and texts. */
function styleHooks(element: Element): string {
  const hooks = ['class', 'data-state', 'data-disabled', 'disabled', 'aria-hidden']
    .filter((name) => element.hasAttribute(name))
    .map((name) => `${name}="${element.getAttribute(name)}"`);
  const children = [...element.childNodes].map((child) =>
    child instanceof Element ? styleHooks(child) : child.textContent,
  );
  return `[${hooks.join(' ')}]${children.join('')}`;
}

/** One segment as styles.css reads it: its state, hidden radio, hairline and two label copies. */
function segmentHooks(state: 'on' | 'off', text: string, disabled: boolean) {
  return [
    `[class="sahm-segmented__item" data-state="${state}"]`,
    `[class="sahm-segmented__radio"${disabled ? ' disabled=""' : ''}]`,
    '[class="sahm-segmented__separator"]',
    '[class="sahm-segmented__label"]',
    `[class="sahm-segmented__label-chosen"]${text}`,
    `[class="sahm-segmented__label-unchosen" aria-hidden="true"]${text}`,
  ].join('');
}

describe('SegmentedRadios', () => {
  it.each<[string, Case]>([
    ['enabled', {}],
    ['disabled', { disabled: true }],
  ])('gives the stylesheet its classes and states, %s', (_, props) => {
    const disabled = props.disabled === true;
    const { group } = renderSwitch(props);
    expect(styleHooks(group)).toBe(
      `[class="sahm-segmented"${disabled ? ' data-disabled="true"' : ''}]` +
        segmentHooks('on', 'Gregorian', disabled) +
        segmentHooks('off', 'Hijri', disabled) +
        segmentHooks('off', 'Third', disabled) +
        '[class="sahm-segmented__indicator"]',
    );
  });

  it("tells the stylesheet where the chosen option's indicator goes", () => {
    const { radio, group } = renderSwitch();
    expect(group.style.getPropertyValue('--sahm-segmented-count')).toBe('3');
    expect(group.style.getPropertyValue('--sahm-segmented-chosen')).toBe('0');
    fireEvent.click(radio('Third'));
    expect(group.style.getPropertyValue('--sahm-segmented-chosen')).toBe('2');
  });

  it('shows no indicator while no option is chosen', () => {
    const { radio, group } = renderSwitch({ initial: 'unknown' });
    for (const option of options) expect(radio(option.label)).not.toBeChecked();
    expect(group.querySelector('.sahm-segmented__indicator')).toBeNull();
  });

  it('is a named group of radios, the chosen one checked', () => {
    const { radio } = renderSwitch();
    expect(radio('Gregorian')).toBeChecked();
    expect(radio('Hijri')).not.toBeChecked();
  });

  it('passes a focus given to the group on to the chosen option', () => {
    const { radio, group } = renderSwitch({ initial: 'islamic-umalqura' });
    group.focus();
    expect(radio('Hijri')).toHaveFocus();
  });

  it('chooses an option on a click', () => {
    const { radio, onValueChange } = renderSwitch();
    fireEvent.click(radio('Hijri'));
    expect(onValueChange).toHaveBeenCalledWith('islamic-umalqura');
    expect(radio('Hijri')).toBeChecked();
    expect(radio('Hijri').closest('label')).toHaveAttribute('data-state', 'on');
    expect(radio('Gregorian').closest('label')).toHaveAttribute('data-state', 'off');
  });

  it.each<[string, 'ltr' | 'rtl', string, string]>([
    ['ArrowRight goes forward left to right', 'ltr', 'ArrowRight', 'Hijri'],
    ['ArrowLeft goes back (round) left to right', 'ltr', 'ArrowLeft', 'Third'],
    ['ArrowLeft goes forward right to left', 'rtl', 'ArrowLeft', 'Hijri'],
    ['ArrowRight goes back (round) right to left', 'rtl', 'ArrowRight', 'Third'],
    ['End goes to the last', 'ltr', 'End', 'Third'],
    ['PageDown goes to the last', 'rtl', 'PageDown', 'Third'],
  ])('%s, focusing and choosing it', (_, dir, key, expected) => {
    const { radio } = renderSwitch({ dir });
    radio('Gregorian').focus();
    expect(fireEvent.keyDown(radio('Gregorian'), { key })).toBe(false);
    expect(radio(expected)).toHaveFocus();
    expect(radio(expected)).toBeChecked();
  });

  it.each(['Home', 'PageUp'])('%s goes to the first', (key) => {
    const { radio } = renderSwitch({ initial: 'third' });
    radio('Third').focus();
    fireEvent.keyDown(radio('Third'), { key });
    expect(radio('Gregorian')).toHaveFocus();
    expect(radio('Gregorian')).toBeChecked();
  });

  it('keeps Enter from submitting the form and leaves other keys to the browser', () => {
    const { radio, onValueChange } = renderSwitch();
    expect(fireEvent.keyDown(radio('Gregorian'), { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(radio('Gregorian'), { key: 'ArrowDown' })).toBe(true);
    expect(fireEvent.keyDown(radio('Gregorian'), { key: 'ArrowRight', ctrlKey: true })).toBe(true);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('offers nothing to choose while disabled', () => {
    const { radio, group } = renderSwitch({ disabled: true });
    for (const option of options) expect(radio(option.label)).toBeDisabled();
    expect(group).toHaveAttribute('data-disabled', 'true');
    expect(fireEvent.keyDown(radio('Gregorian'), { key: 'ArrowRight' })).toBe(true);
  });
});
