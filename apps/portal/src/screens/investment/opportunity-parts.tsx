import { Badge, Flex, Progress, Text } from '@radix-ui/themes';
import { OpportunityStatus, type OpportunitySummary } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { formatMoney, formatPercent } from '../../format/format';

/** The title, city or description in the interface language. */
export function pick<T extends string>(
  language: string,
  record: Record<`${T}Ar` | `${T}En`, string>,
  field: T,
): string {
  return language === 'ar' ? record[`${field}Ar`] : record[`${field}En`];
}

const STATUS_COLOR = {
  [OpportunityStatus.Upcoming]: 'blue',
  [OpportunityStatus.Open]: 'jade',
  [OpportunityStatus.Closed]: 'gray',
  [OpportunityStatus.Funded]: 'amber',
} as const;

export function StatusBadge({ status }: { status: OpportunityStatus }) {
  const { t } = useLocalization();
  return (
    <Badge color={STATUS_COLOR[status]} variant="soft" radius="full" highContrast>
      {t(`::Investment:Status:${status}`)}
    </Badge>
  );
}

/**
 * How much of the target is raised: a bar plus the same fact in words, so nobody needs the bar
 * (a chart would add nothing to one ratio, docs/adr/0051-charts-with-uplot.md).
 */
export function FundingProgress({
  opportunity,
  id,
}: {
  opportunity: Pick<OpportunitySummary, 'fundedPercent' | 'raisedAmount' | 'targetAmount'>;
  id: string;
}) {
  const { t, language } = useLocalization();
  const percent = formatPercent(opportunity.fundedPercent / 100, language);
  const text = t(
    '::Investment:FundedOf',
    percent,
    formatMoney(opportunity.raisedAmount, language),
    formatMoney(opportunity.targetAmount, language),
  );
  return (
    <Flex direction="column" gap="1">
      <Progress
        value={opportunity.fundedPercent}
        max={100}
        aria-labelledby={`${id}-label`}
        aria-valuetext={percent}
        color={opportunity.fundedPercent >= 100 ? 'amber' : undefined}
      />
      <Text size="1" color="gray" id={`${id}-label`} className="sahm-tabular-nums">
        {text}
      </Text>
    </Flex>
  );
}
