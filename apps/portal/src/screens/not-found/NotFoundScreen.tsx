import { useNavigate } from 'react-router';
import { useLocalization } from '@sahm/platform';
import { ErrorScreen } from '@sahm/ui';

/** SPEC §8: a route that cannot be matched shows the 404 page. */
export function NotFoundScreen() {
  const { t } = useLocalization();
  const navigate = useNavigate();
  return (
    <ErrorScreen
      status={404}
      title={t('AbpUi::DefaultErrorMessage404')}
      details={t('AbpUi::DefaultErrorMessage404Detail')}
      homeHref="/"
      homeLabel={t('AbpUi::GoHomePage')}
      closeLabel={t('AbpUi::Close')}
      onClose={() => void navigate('/')}
      onNavigate={(href, event) => {
        event.preventDefault();
        void navigate(href);
      }}
    />
  );
}
