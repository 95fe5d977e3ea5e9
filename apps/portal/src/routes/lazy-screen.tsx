import { lazy, Suspense, type ComponentType } from 'react';
import { useLocalization } from '@sahm/platform';
import { LoadingOverlay } from '@sahm/ui';

/** A screen loaded with its route only (route-level code splitting), shown once its chunk is in. */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ComponentType {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return function LazyScreen() {
    const { t } = useLocalization();
    return (
      <Suspense fallback={<LoadingOverlay visible label={t('AbpUi::Loading')} />}>
        <Screen />
      </Suspense>
    );
  };
}
