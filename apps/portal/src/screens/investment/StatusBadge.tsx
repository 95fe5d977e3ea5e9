import { Badge } from '@radix-ui/themes';
import { OpportunityStatus } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';

const STATUS_COLOR = {
  [OpportunityStatus.Upcoming]: 'blue',
  [OpportunityStatus.Open]: 'jade',
  [OpportunityStatus.Closed]: 'gray',
  [OpportunityStatus.Funded]: 'amber',
} as const;

/** An opportunity's status as a coloured badge, in the interface language. */
export function StatusBadge({ status }: { status: OpportunityStatus }) {
  const { t } = useLocalization();
  return (
    <Badge color={STATUS_COLOR[status]} variant="soft" radius="full" highContrast>
      {t(`::Investment:Status:${status}`)}
    </Badge>
  );
}
