import { DEFAULT_DATE_PATTERN } from '@sahm/ui';
import { useApplicationConfiguration } from '@sahm/platform';

/** The culture's short date pattern from the server's configuration (SPEC §5), else yyyy-MM-dd. */
export function useDatePattern(): string {
  const { localization } = useApplicationConfiguration();
  return localization.currentCulture.dateTimeFormat?.shortDatePattern || DEFAULT_DATE_PATTERN;
}
