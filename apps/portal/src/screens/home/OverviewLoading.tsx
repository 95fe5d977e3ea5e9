import type { ReactNode } from 'react';
import { Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import { useLocalization } from '@sahm/platform';
import { formatMoney } from '../../format/format';

/**
 * The overview while it loads: shown both while its chunk loads (HomeScreen's Suspense fallback)
 * and while its queries load (HomeOverview), so the page keeps one layout from the first paint.
 * Most investors have completed registration: it holds that layout's space, so nothing moves.
 */
export function OverviewLoading() {
  const { t } = useLocalization();
  return (
    <>
      <Skeleton>
        <Text as="p" size="2">
          {t('::Home:RegistrationComplete')}
        </Text>
      </Skeleton>
      <FiguresLoading />
    </>
  );
}

const FIGURE_LABELS = ['::Home:Balance', '::Home:Invested', '::Home:ActiveSubscriptions'];

/** The three figure cards with skeleton values of the real text size: loading moves nothing. */
export function FiguresLoading() {
  const { t, language } = useLocalization();
  return (
    <Grid
      columns={{ initial: '1', sm: '3' }}
      gap="3"
      role="status"
      aria-label={t('::Home:Loading')}
    >
      {FIGURE_LABELS.map((label) => (
        <FigureCard key={label} label={t(label)}>
          <Skeleton>
            <Text size="6" weight="bold">
              {formatMoney(0, language)}
            </Text>
          </Skeleton>
        </FigureCard>
      ))}
    </Grid>
  );
}

export function FigureCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card size="3">
      <Flex direction="column" gap="1">
        <Text color="gray" size="2">
          {label}
        </Text>
        {children}
      </Flex>
    </Card>
  );
}
