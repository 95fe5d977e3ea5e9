import { Theme } from '@radix-ui/themes';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { CheckboxInput } from './CheckboxInput';

type Case = { initial?: boolean; disabled?: boolean; error?: string; required?: boolean };

/** A Controller-style owner: value in, onChange and onBlur out, the ref to the control. */
function renderField({ initial = false, disabled, error, required }: Case = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  const ref = createRef<HTMLInputElement>();
  function Demo() {
    const [checked, setChecked] = useState(initial);
    return (
      <Field label="Accept" layout="inline" disabled={disabled} error={error} required={required}>
        <CheckboxInput
          name="accept"
          checked={checked}
          onChange={(next) => {
            onChange(next);
            setChecked(next);
          }}
          onBlur={onBlur}
          ref={ref}
        />
      </Field>
    );
  }
  const { container } = render(
    <Theme>
      <form>
        <Demo />
      </form>
    </Theme>,
  );
  const form = container.querySelector('form')!;
  form.addEventListener('submit', onSubmit);
  const box = screen.getByRole('checkbox', { name: /Accept/ });
  return { box, form, onChange, onBlur, onSubmit, ref };
}

describe('CheckboxInput', () => {
  it.each([
    { checked: false, disabled: false },
    { checked: true, disabled: false },
    { checked: true, disabled: true },
    { checked: false, disabled: true },
  ])(
    'is one native checkbox that the stylesheet draws by its state (%o)',
    ({ checked, disabled }) => {
      const { container } = render(
        <CheckboxInput checked={checked} disabled={disabled} onChange={() => {}} />,
      );
      const box = screen.getByRole('checkbox');
      // styles.css keys the box, the tick and the disabled look on the class, :checked and :disabled.
      expect([...container.children]).toEqual([box]);
      expect(box.getAttribute('class')).toBe('sahm-checkbox');
      expect(box).toHaveProperty('checked', checked);
      expect(box).toHaveProperty('disabled', disabled);
      cleanup();
    },
  );

  it('toggles on a click on the box and on its label, and reports each change', async () => {
    const user = userEvent.setup();
    const { box, onChange } = renderField();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Accept'));
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    cleanup();
  });

  it('toggles with Space, not Enter, which neither submits the form', async () => {
    const user = userEvent.setup();
    const { box, onSubmit } = renderField();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.keyboard('{Enter}');
    expect(box).toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
    cleanup();
  });

  it('reports leaving it and hands its ref the focusable checkbox', async () => {
    const user = userEvent.setup();
    const { box, onBlur, ref } = renderField();
    ref.current!.focus();
    expect(box).toHaveFocus();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    cleanup();
  });

  it('submits its name with the form when ticked', async () => {
    const user = userEvent.setup();
    const { box, form } = renderField();
    expect(new FormData(form).get('accept')).toBeNull();
    await user.click(box);
    expect(new FormData(form).get('accept')).toBe('on');
    cleanup();
  });

  it('does not change when disabled, by its box or its label', async () => {
    const user = userEvent.setup();
    const { box, onChange } = renderField({ initial: true, disabled: true });
    expect(box).toBeDisabled();
    await user.click(box);
    await user.click(screen.getByText('Accept'));
    expect(box).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
    cleanup();
  });

  it('takes invalid, required and its description from its Field', () => {
    const { box } = renderField({ error: 'Accept the terms.', required: true });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Accept the terms.');
    cleanup();
  });

  it('has no invalid or required marks when its Field has none', () => {
    const { box } = renderField();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-required');
    cleanup();
  });
});
