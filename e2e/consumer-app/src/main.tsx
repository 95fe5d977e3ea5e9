// A team outside the workspace: only what the registry gave it, used the documented way.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { ConfirmationHost, ThemeProvider, Toaster, showToast, useConfirmation } from '@sahm/ui';
import { createLocalization } from '@sahm/platform';
import {
  createInvestorClient,
  isInvestorResponseError,
  isValidSaudiIban,
} from '@sahm/investor-sdk';
import ky from 'ky';
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

// The SDK over a ky instance whose fetch answers as the API would, so the app needs no backend:
// the investor's name as text, and a wallet that breaks its schema.
const investor = createInvestorClient(
  ky.create({
    prefixUrl: 'https://api.example.test',
    fetch: async (input) =>
      String(input instanceof Request ? input.url : input).endsWith('/investor-name')
        ? new Response('ريم', { headers: { 'content-type': 'text/plain' } })
        : Response.json({ balance: 'not a number' }),
  }),
);

async function readThroughSdk(): Promise<string> {
  const name = await investor.getInvestorName();
  const broken = await investor.getWallet().then(
    () => 'parsed',
    (error: unknown) => (isInvestorResponseError(error) ? 'schema error' : 'other error'),
  );
  return `${name} · ${broken} · IBAN ${isValidSaudiIban('SA0380000000608010167519') ? 'valid' : 'invalid'}`;
}

function App() {
  const confirm = useConfirmation();
  const [outcome, setOutcome] = useState('none');
  const [sdk, setSdk] = useState('');
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
        <Button onClick={async () => setSdk(await readThroughSdk())}>sdk</Button>
        <output aria-label="sdk">{sdk}</output>
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
