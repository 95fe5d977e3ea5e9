import { useNavigate } from 'react-router';
import { DEFAULT_ERROR_TEXTS, useLocalization } from '@sahm/platform';
import { ErrorScreen } from '@sahm/ui';

/**
 * SPEC §8's full-screen page for a route the portal itself refuses: 404 for a route that cannot
 * be matched, 403 for a route whose policy is not granted.
 */
export function StatusScreen({ status }: { status: 403 | 404 }) {
  const { t } = useLocalization();
  const navigate = useNavigate();
  const texts = DEFAULT_ERROR_TEXTS[status];
  return (
    <ErrorScreen
      status={status}
      title={t(texts.title.key ?? texts.title.text)}
      details={t(texts.details.key ?? texts.details.text)}
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

export const NotFoundScreen = () => <StatusScreen status={404} />;
export const ForbiddenScreen = () => <StatusScreen status={403} />;
