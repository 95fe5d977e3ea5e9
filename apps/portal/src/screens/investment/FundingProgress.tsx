import { Flex, Progress, Text } from '@radix-ui/themes';
import type { OpportunitySummary } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { formatMoney, formatPercent } from '../../format/format';

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
