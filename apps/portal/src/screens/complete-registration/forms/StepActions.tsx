import { Button } from '@radix-ui/themes';
import { useLocalization } from '@sahm/platform';
import { FormActions } from '@sahm/ui';
import { K } from './step-contract';

/** Back (from step 2 on) and Next, or Finish on the last step; both wait while the step saves. */
export function StepActions({
  onBack,
  last = false,
  busy,
}: {
  onBack?: () => void;
  last?: boolean;
  busy: boolean;
}) {
  const { t } = useLocalization();
  return (
    <FormActions
      start={
        onBack ? (
          <Button
            type="button"
            variant="soft"
            color="gray"
            highContrast
            onClick={onBack}
            disabled={busy}
          >
            {t(K('Back'))}
          </Button>
        ) : undefined
      }
    >
      <Button type="submit" highContrast loading={busy}>
        {t(K(last ? 'Finish' : 'Next'))}
      </Button>
    </FormActions>
  );
}
