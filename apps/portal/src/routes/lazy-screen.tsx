import { lazy, Suspense, type ComponentType } from 'react';
import { useLocalization } from '@sahm/platform';
import { LoadingOverlay } from '@sahm/ui';
import { withScreenTexts } from '../i18n/screen-texts';
import type { TextModule } from '../i18n/text-module';

/**
 * A screen loaded with its route only (route-level code splitting), shown once its chunk is in;
 * the chunk's `screenTexts` join the localization first.
 */
export function lazyScreen<Module extends { screenTexts?: readonly TextModule[] }>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ComponentType {
  const Screen = lazy(async () => {
    const module = await load();
    return { default: withScreenTexts(pick(module), module.screenTexts ?? []) };
  });
  return function LazyScreen() {
    const { t } = useLocalization();
    return (
      <Suspense fallback={<LoadingOverlay visible label={t('AbpUi::Loading')} />}>
        <Screen />
      </Suspense>
    );
  };
}
