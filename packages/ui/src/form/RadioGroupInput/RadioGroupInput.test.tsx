import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { RadioGroupInput } from './RadioGroupInput';

const options = [
  { value: 'none', label: 'None' },
  { value: 'some', label: 'Some' },
  { value: 'wide', label: 'Wide', disabled: true },
];

function renderGroup({ disabled = false, initial = '' } = {}) {
  const onChange = vi.fn();
  function Demo() {
    const [value, setValue] = useState(initial);
    return (
      <Field label="Experience" labelKind="group" disabled={disabled}>
        <RadioGroupInput
          options={options}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      </Field>
    );
  }
  render(<Demo />);
  const group = screen.getByRole('radiogroup', { name: 'Experience' });
  return { group, onChange, radio: (name: string) => within(group).getByRole('radio', { name }) };
}

describe('RadioGroupInput', () => {
  it('is a group of native radios, each labelled by its text, that the stylesheet draws', () => {
    const { group, radio } = renderGroup({ initial: 'some' });
    expect(group).toHaveClass('sahm-radio-group', { exact: true });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((each) => each.closest('label')?.className)).toEqual(
      options.map(() => 'sahm-radio-group__option'),
    );
    for (const each of radios) expect(each).toHaveClass('sahm-radio', { exact: true });
    // One shared name, or the arrows would not move between them.
    expect(new Set(radios.map((each) => each.getAttribute('name'))).size).toBe(1);
    expect(radio('Some')).toBeChecked();
    expect(radio('None')).not.toBeChecked();
    expect(radio('Wide')).toBeDisabled();
  });

  it('reports the option clicked, by its radio or its text', () => {
    const { onChange, radio } = renderGroup();
    fireEvent.click(radio('Some'));
    fireEvent.click(screen.getByText('None'));
    expect(onChange.mock.calls).toEqual([['some'], ['none']]);
    expect(radio('None')).toBeChecked();
  });

  it('offers nothing to choose when its Field is disabled', () => {
    const { group, radio } = renderGroup({ disabled: true });
    for (const option of options) expect(radio(option.label)).toBeDisabled();
    expect(group).toHaveAttribute('data-disabled');
  });
});
