import { ErrorScreen, ThemeProvider } from '@sahm/ui';

// Configuration (and so the server's texts) failed to load: these are the only texts the portal ships.
const TEXTS = {
  ar: {
    title: 'تعذّر تشغيل سهم',
    details: 'تحقّق من اتصالك ثم أعد المحاولة.',
    close: 'إعادة المحاولة',
  },
  en: {
    title: 'Sahm could not start',
    details: 'Check your connection and try again.',
    close: 'Try again',
  },
} as const;

export interface StartupFailureProps {
  language: 'ar' | 'en';
  onRetry: () => void;
}

/** What a visitor sees when the environment or the application configuration cannot be loaded. */
export function StartupFailure({ language, onRetry }: StartupFailureProps) {
  const texts = TEXTS[language];
  return (
    <ThemeProvider direction={language === 'ar' ? 'rtl' : 'ltr'}>
      <ErrorScreen
        title={texts.title}
        details={texts.details}
        closeLabel={texts.close}
        onClose={onRetry}
      />
    </ThemeProvider>
  );
}
