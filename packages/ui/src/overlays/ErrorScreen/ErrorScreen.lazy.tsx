import { Cross1Icon } from '@radix-ui/react-icons';
import { Button, Flex, Heading, IconButton, Text, Theme } from '@radix-ui/themes';
import { Dialog, Direction } from 'radix-ui';
import { navigateOnPlainClick } from '../../layout/navigation';
import type { ErrorScreenProps } from './ErrorScreen';

// A full-screen modal dialog: it covers the application, so the page behind is inert.
export function LoadedErrorScreen({
  status,
  title,
  details,
  homeHref,
  homeLabel,
  closeLabel,
  onClose,
  onNavigate,
  illustration,
  children,
}: ErrorScreenProps) {
  const dir = Direction.useDirection();
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
    >
      <Dialog.Portal>
        {/* Portals leave the themed tree; this Theme carries its colours and fonts along. */}
        <Theme asChild>
          <Dialog.Content
            className="sahm-error-screen"
            dir={dir}
            {...(details === undefined && { 'aria-describedby': undefined })}
          >
            {onClose && (
              <Dialog.Close asChild>
                <IconButton
                  variant="ghost"
                  color="gray"
                  size="3"
                  className="sahm-error-screen__close"
                  aria-label={closeLabel}
                >
                  <Cross1Icon aria-hidden="true" width="20" height="20" />
                </IconButton>
              </Dialog.Close>
            )}
            <Flex direction="column" align="center" gap="4" className="sahm-error-screen__body">
              {illustration}
              {status !== undefined && (
                <Text size="8" weight="bold" color="gray" className="sahm-tabular-nums">
                  [{status}]
                </Text>
              )}
              <Dialog.Title asChild>
                <Heading as="h1" size="7" align="center">
                  {title}
                </Heading>
              </Dialog.Title>
              {details !== undefined && (
                <Dialog.Description asChild>
                  <Text as="p" size="3" color="gray" className="sahm-error-screen__details">
                    {details}
                  </Text>
                </Dialog.Description>
              )}
              {children}
              {homeHref !== undefined && homeLabel !== undefined && (
                <Button asChild size="3" highContrast>
                  <a href={homeHref} onClick={navigateOnPlainClick(homeHref, onNavigate)}>
                    {homeLabel}
                  </a>
                </Button>
              )}
            </Flex>
          </Dialog.Content>
        </Theme>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
