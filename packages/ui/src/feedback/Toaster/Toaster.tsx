import { useThemeContext } from '@radix-ui/themes';
import { Direction } from 'radix-ui';
import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import {
  TOAST_LIFE_MS,
  TOAST_MESSAGE_MAX_WIDTH_PX,
  TOAST_OFFSET_PX,
  TOAST_WIDTH_PX,
} from '../../theme/constants';

export type ToasterProps = {
  /** Names the notifications region for screen readers. */
  label: string;
  closeLabel: string;
};

// Sonner's rich-colour variables, fed from Radix's semantic scales: step 12 text keeps AA on step 2.
const toasterStyle = {
  '--width': `${TOAST_WIDTH_PX}px`,
  '--sahm-toast-message-max-width': `${TOAST_MESSAGE_MAX_WIDTH_PX}px`,
  '--info-bg': 'var(--blue-2)',
  '--info-border': 'var(--blue-7)',
  '--info-text': 'var(--blue-12)',
  '--success-bg': 'var(--green-2)',
  '--success-border': 'var(--green-7)',
  '--success-text': 'var(--green-12)',
  '--warning-bg': 'var(--amber-2)',
  '--warning-border': 'var(--amber-7)',
  '--warning-text': 'var(--amber-12)',
  '--error-bg': 'var(--red-2)',
  '--error-border': 'var(--red-7)',
  '--error-text': 'var(--red-12)',
} as CSSProperties;

export function Toaster({ label, closeLabel }: ToasterProps) {
  const dir = Direction.useDirection();
  const { appearance } = useThemeContext();
  return (
    <SonnerToaster
      dir={dir}
      // Bottom inline-end in both directions: the mirror of the spec's bottom right, away from where reading starts.
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      offset={TOAST_OFFSET_PX}
      mobileOffset={TOAST_OFFSET_PX}
      duration={TOAST_LIFE_MS}
      theme={appearance === 'dark' ? 'dark' : 'light'}
      richColors
      closeButton
      customAriaLabel={label}
      style={toasterStyle}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        classNames: { toast: 'sahm-toast', content: 'sahm-toast__content' },
      }}
    />
  );
}
