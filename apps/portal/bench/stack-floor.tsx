// The smallest first route the chosen stack allows: each library does the least a first route of
// the portal asks of it. scripts/stack-floor.mjs builds this and prints its gzip size.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useRoutes } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import ky from 'ky';
import { Button, Flex, Text, Theme } from '@radix-ui/themes';

const i18n = createInstance();
void i18n.init({ lng: 'ar', resources: { ar: { translation: { welcome: 'أهلاً' } } } });
const queryClient = new QueryClient();

function Home() {
  const configuration = useQuery({
    queryKey: ['configuration'],
    queryFn: () => ky.get('/api/abp/application-configuration').json<{ currentUser: unknown }>(),
  });
  return (
    <Flex direction="column">
      <Text>{i18n.t('welcome')}</Text>
      <Button asChild>
        <Link to="/account/login">{String(configuration.data?.currentUser ?? '')}</Link>
      </Button>
    </Flex>
  );
}

function Routes() {
  return useRoutes([{ index: true, element: <Home /> }]);
}

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <Theme>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </Theme>
  </QueryClientProvider>,
);
