import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { SelectInput, type SelectInputProps } from './SelectInput';

const options = [
  { value: 'salary', label: 'Salary' },
  { value: 'business', label: 'Business' },
  { value: 'inheritance', label: 'Inheritance', disabled: true },
];

function renderSelect(props: Partial<SelectInputProps> = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(
    <SelectInput
      options={options}
      value=""
      onChange={onChange}
      onBlur={onBlur}
      placeholder="Choose"
      aria-label="Source of income"
      {...props}
    />,
  );
  return { onChange, onBlur, select: () => screen.getByRole<HTMLSelectElement>('combobox') };
}

describe('SelectInput', () => {
  it('shows the placeholder for an empty value, not as a choice', () => {
    const { select } = renderSelect();
    expect(select()).toHaveDisplayValue('Choose');
    expect(select()).toHaveAttribute('data-placeholder');
    const placeholder = select().options[0]!;
    expect(placeholder).toHaveTextContent('Choose');
    expect(placeholder).toBeDisabled();
    expect(placeholder.hidden).toBe(true);
  });

  it('shows the chosen option and reports a new choice', () => {
    const { select, onChange } = renderSelect({ value: 'salary' });
    expect(select()).toHaveDisplayValue('Salary');
    expect(select()).not.toHaveAttribute('data-placeholder');
    fireEvent.change(select(), { target: { value: 'business' } });
    expect(onChange).toHaveBeenCalledWith('business');
  });

  it('offers a disabled option that cannot be chosen', () => {
    renderSelect();
    expect(screen.getByRole('option', { name: 'Inheritance' })).toBeDisabled();
  });

  it('reports leaving the control, for a rule shown once touched (SPEC §5)', () => {
    const { select, onBlur } = renderSelect();
    fireEvent.blur(select());
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('is out of use while disabled', () => {
    const { select } = renderSelect({ disabled: true });
    expect(select()).toBeDisabled();
  });

  it('submits its value with a form', () => {
    renderSelect({ name: 'income', value: 'salary' });
    const form = document.createElement('form');
    form.append(screen.getByRole('combobox'));
    expect(new FormData(form).get('income')).toBe('salary');
  });

  it('is wired to its field: label, error description, invalid and required', () => {
    render(
      <Field label="Source of income" required requiredLabel="required" error="Choose one.">
        <SelectInput options={options} value="" onChange={() => {}} />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: /Source of income/ });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('Choose one.');
  });
});
