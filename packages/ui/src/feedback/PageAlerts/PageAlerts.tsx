import { Cross2Icon } from '@radix-ui/react-icons';
import { Callout, IconButton, Text } from '@radix-ui/themes';
import { AccessibleIcon } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
import { pageAlertType, type PageAlertType } from './PageAlerts.variants';

export type PageAlert = {
  id: string;
  type: PageAlertType;
  title?: string;
  message: string;
  /** Shows the dismiss button; default true. */
  dismissible?: boolean;
};

export type PageAlertsProps = {
  alerts: PageAlert[];
  /** Text alternatives of the type icons, e.g. { error: "Error", … }. */
  typeLabels: Record<PageAlertType, string>;
  dismissLabel: string;
  onDismiss: (id: string) => void;
};

export function PageAlerts({ alerts, typeLabels, dismissLabel, onDismiss }: PageAlertsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // After a dismissal the button under focus is gone: focus moves to the next alert's button,
  // before the browser paints, so no frame leaves focus on the page's body.
  const focusAfterDismiss = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = focusAfterDismiss.current;
    if (index === null) return;
    focusAfterDismiss.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-dismiss]') ?? [];
    buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [alerts]);

  if (alerts.length === 0) return null;
  return (
    <div ref={listRef} className="sahm-page-alerts">
      {alerts.map(({ id, type, title, message, dismissible = true }) => {
        const { Icon, color, role } = pageAlertType[type];
        return (
          // Soft jade or amber text on its tint misses AA contrast; high contrast reaches it.
          <Callout.Root key={id} color={color} highContrast role={role} className="sahm-page-alert">
            <Callout.Icon>
              <AccessibleIcon.Root label={typeLabels[type]}>
                <Icon />
              </AccessibleIcon.Root>
            </Callout.Icon>
            <div className="sahm-page-alert__body">
              {title !== undefined && (
                <Text as="p" size="2" weight="bold">
                  {title}
                </Text>
              )}
              <Text as="p" size="2">
                {message}
              </Text>
            </div>
            {dismissible && (
              <IconButton
                variant="ghost"
                color={color}
                highContrast
                size="1"
                className="sahm-page-alert__dismiss"
                aria-label={dismissLabel}
                data-dismiss
                onClick={() => {
                  const dismissButtons = alerts.filter((alert) => alert.dismissible !== false);
                  focusAfterDismiss.current = dismissButtons.findIndex((alert) => alert.id === id);
                  onDismiss(id);
                }}
              >
                <Cross2Icon aria-hidden="true" />
              </IconButton>
            )}
          </Callout.Root>
        );
      })}
    </div>
  );
}
