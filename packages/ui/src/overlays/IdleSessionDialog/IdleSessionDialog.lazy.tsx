import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { Direction } from 'radix-ui';
import { CONFIRMATION_MAX_WIDTH, CONFIRMATION_WIDTH_PX } from '../../theme/constants';
import { useReturnFocus } from '../use-return-focus';
import { formatCountdown } from './countdown';
import type { IdleSessionDialogProps } from './IdleSessionDialog';

/** The warning itself, loaded when it first opens (IdleSessionDialog.tsx). */
export function LoadedIdleSessionDialog({
  open,
  title,
  remainingSeconds,
  formatMessage,
  logoutLabel,
  continueLabel,
  onLogout,
  onContinue,
}: IdleSessionDialogProps) {
  const dir = Direction.useDirection();
  const { onOpenAutoFocus, onCloseAutoFocus } = useReturnFocus();
  return (
    <Dialog.Root open={open}>
      <Dialog.Content
        role="alertdialog"
        dir={dir}
        className="sahm-dialog"
        width={`${CONFIRMATION_WIDTH_PX}px`}
        maxWidth={CONFIRMATION_MAX_WIDTH}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus();
          // Continue first: Enter keeps the session, the least destructive answer.
          event.preventDefault();
          (event.currentTarget as HTMLElement)
            .querySelector<HTMLElement>('[data-continue]')
            ?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          onContinue();
        }}
        // Only the two buttons answer: a stray click beside the dialog decides nothing.
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <Flex direction="column" align="center" gap="3">
          <Text color="amber">
            <ExclamationTriangleIcon aria-hidden="true" width="48" height="48" />
          </Text>
          <Dialog.Title align="center" mb="0">
            {title}
          </Dialog.Title>
          <Dialog.Description align="center" color="gray" className="sahm-tabular-nums">
            {formatMessage(formatCountdown(remainingSeconds))}
          </Dialog.Description>
        </Flex>
        <Flex gap="3" justify="center" wrap="wrap" mt="5">
          <Button variant="soft" color="red" highContrast size="3" onClick={onLogout}>
            {logoutLabel}
          </Button>
          <Button size="3" highContrast data-continue onClick={onContinue}>
            {continueLabel}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
