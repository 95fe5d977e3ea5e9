import { useThemeContext } from '@radix-ui/themes';
import { Direction } from 'radix-ui';
import { useEffect, useRef, type CSSProperties } from 'react';
import { Toaster as SonnerToasterBase } from 'sonner';
import {
  TOAST_LIFE_MS,
  TOAST_MESSAGE_MAX_WIDTH_PX,
  TOAST_OFFSET_PX,
  TOAST_WIDTH_PX,
} from '../../theme/constants';
import { dismissToast, TAP_ID_ATTRIBUTE, toastIdForTap } from './toast';
import type { ToasterProps } from './Toaster';

// The part of the toasts that loads with the first one (load-sonner.ts): Sonner and its styling.
export { toast } from 'sonner';

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

// Sonner has no tap-to-dismiss: a click on a marked toast, anywhere but its buttons, removes it.
function dismissTappedToast(event: MouseEvent) {
  if (!(event.target instanceof Element) || event.target.closest('button')) return;
  const mark = event.target
    .closest('[data-sonner-toast]')
    ?.querySelector(`[${TAP_ID_ATTRIBUTE}]`)
    ?.getAttribute(TAP_ID_ATTRIBUTE);
  const id = mark ? toastIdForTap(mark) : undefined;
  if (id !== undefined) dismissToast(id);
}

export function SonnerToaster({
  label,
  closeLabel,
  containerKey,
  placement = 'bottom',
}: ToasterProps) {
  const dir = Direction.useDirection();
  const { appearance } = useThemeContext();
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = sectionRef.current;
    section?.addEventListener('click', dismissTappedToast);
    return () => section?.removeEventListener('click', dismissTappedToast);
  }, []);
  return (
    <SonnerToasterBase
      ref={sectionRef}
      id={containerKey}
      dir={dir}
      // Inline end in both directions: the mirror of the spec's bottom right, away from where reading starts.
      position={`${placement}-${dir === 'rtl' ? 'left' : 'right'}`}
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
