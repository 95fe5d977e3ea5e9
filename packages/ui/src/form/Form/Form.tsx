import type { ComponentPropsWithRef, KeyboardEvent } from 'react';
import { ENTER_SUBMIT_DEBOUNCE_MS, useEnterToSubmit } from './use-enter-to-submit';

export type FormProps = Omit<ComponentPropsWithRef<'form'>, 'noValidate'> & {
  /** Saving: announced to assistive technology with `aria-busy`. */
  busy?: boolean;
  /** Delay between Enter and the submission (SPEC §5: 200 ms). */
  enterSubmitDelayMs?: number;
};

/**
 * A form with the SPEC §5 keyboard behaviour: Enter outside a textarea submits after a debounce.
 * The browser's own validation bubbles are off; the fields show the errors.
 */
export function Form({
  busy = false,
  enterSubmitDelayMs = ENTER_SUBMIT_DEBOUNCE_MS,
  onKeyDown,
  children,
  ...props
}: FormProps) {
  const onEnter = useEnterToSubmit(enterSubmitDelayMs);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Enter bubbling from its fields
    <form
      noValidate
      aria-busy={busy || undefined}
      onKeyDown={(event: KeyboardEvent<HTMLFormElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) onEnter(event);
      }}
      {...props}
    >
      {children}
    </form>
  );
}
