import { ThemeProvider } from '@sahm/ui';
import { FailurePage } from './FailurePage';

// Configuration or the server's texts failed to load: these are the only texts the portal ships.
const TEXTS = {
  ar: {
    title: 'تعذّر تشغيل سهم',
    details: 'تحقّق من اتصالك ثم أعد المحاولة.',
    retry: 'إعادة المحاولة',
  },
  en: {
    title: 'Sahm could not start',
    details: 'Check your connection and try again.',
    retry: 'Try again',
  },
} as const;

export interface StartupFailureProps {
  language: 'ar' | 'en';
  onRetry: () => void;
}

/** What a visitor sees when the environment, the application configuration or its texts cannot be loaded. */
export function StartupFailure({ language, onRetry }: StartupFailureProps) {
  const texts = TEXTS[language];
  return (
    <ThemeProvider direction={language === 'ar' ? 'rtl' : 'ltr'}>
      <FailurePage
        title={texts.title}
        details={texts.details}
        actionLabel={texts.retry}
        onAction={onRetry}
      />
    </ThemeProvider>
  );
}
