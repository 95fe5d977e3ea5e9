import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from '@radix-ui/themes';
import { expect, fn, within } from 'storybook/test';
import { Field } from '../Field';
import { FormActions } from '../FormActions';
import { TextArea } from '../TextArea';
import { TextInput } from '../TextInput';
import { Form } from './Form';
import { ENTER_SUBMIT_DEBOUNCE_MS } from './useEnterToSubmit';

type Args = {
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  labels: { name: string; notes: string; save: string; cancel: string };
};

function FormDemo({ onSubmit, labels }: Args) {
  return (
    <Flex p="5" style={{ maxWidth: 480 }} asChild>
      <main>
        <Form
          aria-label={labels.save}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
          style={{ display: 'grid', gap: 'var(--space-4)', width: '100%' }}
        >
          <Field label={labels.name}>
            <TextInput name="name" />
          </Field>
          <Field label={labels.notes}>
            <TextArea name="notes" />
          </Field>
          <FormActions>
            <Button type="button" variant="soft" color="gray" highContrast>
              {labels.cancel}
            </Button>
            <Button type="submit" highContrast>
              {labels.save}
            </Button>
          </FormActions>
        </Form>
      </main>
    </Flex>
  );
}

const meta = {
  title: 'UI/Form/Form',
  component: FormDemo,
  args: {
    onSubmit: fn(),
    labels: { name: 'الاسم', notes: 'ملاحظات', save: 'حفظ', cancel: 'إلغاء' },
  },
} satisfies Meta<typeof FormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const EnterSubmitsAfterDebounceArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'الاسم' }), 'سهم{Enter}{Enter}');
    // Not yet: the 200 ms debounce is running, and two presses submit once.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await wait(ENTER_SUBMIT_DEBOUNCE_MS + 100);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const EnterInTextareaAddsALineEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  args: { labels: { name: 'Name', notes: 'Notes', save: 'Save', cancel: 'Cancel' } },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, 'one{Enter}two');
    await wait(ENTER_SUBMIT_DEBOUNCE_MS + 100);
    await expect(notes).toHaveValue('one\ntwo');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
