import { TextArea as ThemeTextArea } from '@radix-ui/themes';
import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from '../Field/field-context';

export type TextAreaProps = ComponentPropsWithRef<typeof ThemeTextArea>;

/** Multi-line text; Enter adds a line here and never submits the form (SPEC §5). */
export function TextArea({ id, disabled, ...props }: TextAreaProps) {
  const control = useFieldControl({ id, disabled });
  return <ThemeTextArea size="3" resize="vertical" {...props} {...control} />;
}
