import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from '@radix-ui/themes';
import { expect, fireEvent, fn, screen, within } from 'storybook/test';
import { withClock } from '../../testing/clock';
import { Field } from '../Field';
import { FormActions } from '../FormActions';
import { TextArea } from '../TextArea';
import { TextInput } from '../TextInput';
import { Form } from './Form';
import { ENTER_SUBMIT_DEBOUNCE_MS } from './use-enter-to-submit';

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

const english = { name: 'Name', notes: 'Notes', save: 'Save', cancel: 'Cancel' };

/** On the fake clock: Enter twice in a field submits once, exactly 200 ms after the last press. */
const submitsAfterDebounce =
  (name: string): Story['play'] =>
  ({ mount, args }) =>
    withClock(mount, async (clock) => {
      const field = screen.getByRole('textbox', { name });
      fireEvent.keyDown(field, { key: 'Enter' });
      await clock.tick(ENTER_SUBMIT_DEBOUNCE_MS - 50);
      // A second press within the window restarts it: still one submit, timed from this press.
      fireEvent.keyDown(field, { key: 'Enter' });
      await clock.tick(ENTER_SUBMIT_DEBOUNCE_MS - 1);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await clock.tick(1);
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await clock.tick(ENTER_SUBMIT_DEBOUNCE_MS * 5);
      await expect(args.onSubmit).toHaveBeenCalledOnce();
    });

export const EnterSubmitsAfterDebounceArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  play: submitsAfterDebounce('الاسم'),
};

export const EnterSubmitsAfterDebounceEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  args: { labels: english },
  play: submitsAfterDebounce('Name'),
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Real typing (the new line is the browser's own default action), so the real clock.
const addsALine =
  (notesName: string, saveName: string): Story['play'] =>
  async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: notesName });
    await userEvent.type(notes, 'one{Enter}two');
    await wait(ENTER_SUBMIT_DEBOUNCE_MS + 100);
    await expect(notes).toHaveValue('one\ntwo');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: saveName }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  };

export const EnterInTextareaAddsALineArabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  play: addsALine('ملاحظات', 'حفظ'),
};

export const EnterInTextareaAddsALineEnglish: Story = {
  globals: { locale: 'en', direction: 'ltr' },
  args: { labels: english },
  play: addsALine('Notes', 'Save'),
};
