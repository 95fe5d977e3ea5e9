import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { ThemeProvider } from '@sahm/ui';

// Configuration (and so the server's texts) failed to load: these are the only texts the portal ships.
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

/**
 * What a visitor sees when the environment or the application configuration cannot be loaded.
 * A plain page with the error screen's look, not ui's ErrorScreen: that dialog's code is fetched
 * when first shown (ADR 0190), and here the network may be what failed.
 */
export function StartupFailure({ language, onRetry }: StartupFailureProps) {
  const texts = TEXTS[language];
  return (
    <ThemeProvider direction={language === 'ar' ? 'rtl' : 'ltr'}>
      <main className="sahm-error-screen" aria-labelledby="startup-failure-title">
        <Flex direction="column" align="center" gap="4" className="sahm-error-screen__body">
          <Heading as="h1" size="7" align="center" id="startup-failure-title">
            {texts.title}
          </Heading>
          <Text as="p" size="3" color="gray" className="sahm-error-screen__details">
            {texts.details}
          </Text>
          <Button size="3" highContrast onClick={onRetry}>
            {texts.retry}
          </Button>
        </Flex>
      </main>
    </ThemeProvider>
  );
}
