// A team outside the workspace: only what the registry gave it, used the documented way.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { ConfirmationHost, ThemeProvider, Toaster, showToast, useConfirmation } from '@sahm/ui';
import { createLocalization } from '@sahm/platform';
import '@sahm/ui/styles.css';

const localization = createLocalization({
  values: {},
  resources: {
    Shop: {
      texts: { Hello: 'مرحبًا {0}', Saved: 'تم الحفظ', Sure: 'هل أنت متأكد؟' },
      baseResources: [],
    },
  },
  currentCulture: { cultureName: 'ar', isRightToLeft: true },
  defaultResourceName: 'Shop',
});
const t = localization.localize;

function App() {
  const confirm = useConfirmation();
  const [outcome, setOutcome] = useState('none');
  return (
    <Flex direction="column" gap="3" p="5" asChild>
      <main>
        <Heading as="h1">{t('::Hello', 'Sahm')}</Heading>
        <Button onClick={() => showToast({ message: t('::Saved'), severity: 'success' })}>
          toast
        </Button>
        <Button
          onClick={async () =>
            setOutcome(
              await confirm({
                message: t('::Sure'),
                severity: 'warning',
                options: { yesText: 'نعم', cancelText: 'إلغاء' },
              }),
            )
          }
        >
          confirm
        </Button>
        <output aria-label="outcome">{outcome}</output>
      </main>
    </Flex>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider direction="rtl">
      <App />
      <ConfirmationHost
        cancelText="إلغاء"
        yesText="نعم"
        severityLabels={{
          neutral: 'سؤال',
          info: 'معلومة',
          success: 'نجاح',
          warning: 'تنبيه',
          error: 'خطأ',
        }}
      />
      <Toaster label="الإشعارات" closeLabel="إغلاق" />
    </ThemeProvider>
  </StrictMode>,
);
