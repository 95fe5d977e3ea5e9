import { Button, Dialog, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { AccessibleIcon, Direction } from 'radix-ui';
import { CONFIRMATION_MAX_WIDTH, CONFIRMATION_WIDTH_PX } from '../../theme/constants';
import { useReturnFocus } from '../../overlays/use-return-focus';
import type { ConfirmationProps } from './Confirmation';
import { confirmationSeverity } from './Confirmation.variants';

/** The dialog itself, loaded when a confirmation first opens (Confirmation.tsx). */
export function LoadedConfirmation({
  open,
  severity = 'neutral',
  iconLabel,
  title,
  message,
  yesText,
  cancelText,
  hideYesBtn = false,
  hideCancelBtn = false,
  dismissible = true,
  onResolve,
  onClosed,
}: ConfirmationProps) {
  const dir = Direction.useDirection();
  const { onOpenAutoFocus, onCloseAutoFocus } = useReturnFocus(onClosed);
  const { Icon, color } = confirmationSeverity[severity];
  const preventUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(nextOpen) => {
        if (!nextOpen) onResolve('dismiss');
      }}
    >
      <Dialog.Content
        role="alertdialog"
        dir={dir}
        className="sahm-dialog sahm-confirmation"
        width={`${CONFIRMATION_WIDTH_PX}px`}
        maxWidth={CONFIRMATION_MAX_WIDTH}
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        onEscapeKeyDown={preventUnlessDismissible}
        onPointerDownOutside={preventUnlessDismissible}
        onInteractOutside={preventUnlessDismissible}
        {...(message === undefined && { 'aria-describedby': undefined })}
      >
        <Flex direction="column" align="center" gap="3" className="sahm-confirmation__body">
          <Text color={color} className="sahm-confirmation__icon">
            {title === undefined ? (
              <Icon aria-hidden="true" width="48" height="48" />
            ) : (
              <AccessibleIcon.Root label={iconLabel}>
                <Icon width="48" height="48" />
              </AccessibleIcon.Root>
            )}
          </Text>
          {title === undefined ? (
            <VisuallyHidden>
              <Dialog.Title>{iconLabel}</Dialog.Title>
            </VisuallyHidden>
          ) : (
            <Dialog.Title align="center" mb="0" trim="normal">
              {title}
            </Dialog.Title>
          )}
          {message !== undefined && (
            <Dialog.Description align="center" color="gray" className="sahm-confirmation__message">
              {message}
            </Dialog.Description>
          )}
        </Flex>
        {!(hideCancelBtn && hideYesBtn) && (
          <Flex gap="3" justify="center" wrap="wrap" mt="5">
            {!hideCancelBtn && (
              <Button
                variant="soft"
                color="gray"
                highContrast
                size="3"
                onClick={() => onResolve('reject')}
              >
                {cancelText}
              </Button>
            )}
            {!hideYesBtn && (
              <Button
                size="3"
                color={severity === 'error' ? 'red' : undefined}
                highContrast
                onClick={() => onResolve('confirm')}
              >
                {yesText}
              </Button>
            )}
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
