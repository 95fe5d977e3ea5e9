import { Cross1Icon } from '@radix-ui/react-icons';
import { Button, Dialog, Flex, IconButton } from '@radix-ui/themes';
import { Direction } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { Confirmation } from '../../feedback/Confirmation';
import { useReturnFocus } from '../use-return-focus';
import { modalVariants, type ModalSize } from './Modal.variants';
import { useCloseGuard } from './use-close-guard';
import { useEscapeDebounce } from './use-escape-debounce';
import { useOverflows } from './use-overflows';

export type UnsavedChangesWarning = {
  title?: string;
  message: string;
  /** Discards the changes and closes the modal. */
  yesText: string;
  cancelText: string;
  /** Text alternative of the warning icon. */
  iconLabel: string;
};

export type ModalProps = {
  open: boolean;
  /** The modal asks to close (close button, Cancel, Escape, backdrop) and closing is allowed. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  closeLabel: string;
  /** Footer Cancel button; it closes like the close button. */
  cancelLabel?: string;
  /** Footer submit button; shows loading while busy. */
  submitLabel?: string;
  /** The form the submit button submits (Enter in the form submits too). */
  submitFormId?: string;
  onSubmit?: () => void;
  submitDisabled?: boolean;
  /** More footer content, at the inline start. */
  footer?: ReactNode;
  /** Saving: nothing closes the modal and the submit button shows loading. */
  busy?: boolean;
  /** Unsaved changes: closing asks first through `unsavedChangesWarning`. */
  dirty?: boolean;
  suppressUnsavedChangesWarning?: boolean;
  unsavedChangesWarning?: UnsavedChangesWarning;
  size?: ModalSize;
};

const FIRST_FIELD =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export function Modal({
  open,
  onClose,
  title,
  children,
  closeLabel,
  cancelLabel,
  submitLabel,
  submitFormId,
  onSubmit,
  submitDisabled = false,
  footer,
  busy = false,
  dirty = false,
  suppressUnsavedChangesWarning = false,
  unsavedChangesWarning,
  size,
}: ModalProps) {
  const dir = Direction.useDirection();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [bodyOverflows, measureBody] = useOverflows();
  const { onOpenAutoFocus, onCloseAutoFocus } = useReturnFocus();
  const guard = useCloseGuard({
    open,
    busy,
    warn: dirty && !suppressUnsavedChangesWarning && unsavedChangesWarning !== undefined,
    onClose,
  });
  useEscapeDebounce(open);

  // Radix would close on its own; every way out goes through the guard instead.
  const keepOpen = (event: Event) => {
    event.preventDefault();
    guard.requestClose();
  };
  const hasFooter = footer !== undefined || cancelLabel !== undefined || submitLabel !== undefined;

  return (
    <>
      <Dialog.Root open={open}>
        <Dialog.Content
          dir={dir}
          align="start"
          maxWidth="none"
          className={modalVariants({ size })}
          aria-describedby={undefined}
          aria-busy={busy || undefined}
          onOpenAutoFocus={(event) => {
            onOpenAutoFocus();
            // The first field rather than the header's close button: the body is the task.
            const first = bodyRef.current?.querySelector<HTMLElement>(FIRST_FIELD);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Flex align="center" justify="between" gap="3" className="sahm-modal__header">
            <Dialog.Title mb="0" size="4">
              {title}
            </Dialog.Title>
            <IconButton
              variant="ghost"
              color="gray"
              highContrast
              aria-label={closeLabel}
              disabled={busy}
              onClick={guard.requestClose}
            >
              <Cross1Icon aria-hidden="true" />
            </IconButton>
          </Flex>
          <div
            ref={(element) => {
              bodyRef.current = element;
              measureBody(element);
            }}
            className="sahm-modal__body"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- only when it scrolls, for keyboard scrolling
            tabIndex={bodyOverflows ? 0 : undefined}
          >
            {children}
          </div>
          {hasFooter && (
            <Flex align="center" gap="3" wrap="wrap" className="sahm-modal__footer">
              {footer}
              <Flex gap="3" className="sahm-modal__actions">
                {cancelLabel !== undefined && (
                  <Button
                    variant="soft"
                    color="gray"
                    highContrast
                    disabled={busy}
                    onClick={guard.requestClose}
                  >
                    {cancelLabel}
                  </Button>
                )}
                {submitLabel !== undefined && (
                  <Button
                    type="submit"
                    form={submitFormId}
                    highContrast
                    loading={busy}
                    disabled={submitDisabled || busy}
                    onClick={onSubmit}
                  >
                    {submitLabel}
                  </Button>
                )}
              </Flex>
            </Flex>
          )}
        </Dialog.Content>
      </Dialog.Root>
      {unsavedChangesWarning && (
        <Confirmation
          open={guard.warningOpen}
          severity="warning"
          {...unsavedChangesWarning}
          onResolve={guard.answerWarning}
          onClosed={guard.warningClosed}
        />
      )}
    </>
  );
}
