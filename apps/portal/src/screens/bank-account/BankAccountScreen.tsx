import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Callout,
  Card,
  DataList,
  Flex,
  Grid,
  Heading,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import type { BankAccount } from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { formatDate } from '../../format/format';
import { useInvestorApi } from '../../investor/use-investor-api';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';
import { useWideLayout } from '../shared/use-wide-layout';
import { AddBankAccountForm } from './forms/AddBankAccountForm';
import { formatIban } from '../../format/iban-format';
import { LoadingPlaceholder } from '../shared/LoadingPlaceholder';

/** SPEC §2 route `bank-account`: the investor's IBAN accounts and adding one. */
export function BankAccountScreen() {
  const { t } = useLocalization();
  const { queries } = useInvestorApi();
  const wide = useWideLayout();
  const accounts = useQuery({ ...queries.bankAccounts(), meta: { handlesErrors: true } });
  return (
    <Flex direction="column" gap="6">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {t('::BankAccounts:Title')}
        </Heading>
        <Text as="p" color="gray">
          {t('::BankAccounts:Intro')}
        </Text>
      </Flex>
      <Grid columns={wide ? '3fr 2fr' : '1'} gap="5" align="start">
        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="bank-accounts-list-title">
            <Heading as="h2" size="5" id="bank-accounts-list-title">
              {t('::BankAccounts:List')}
            </Heading>
            {accounts.isPending ? (
              <LoadingPlaceholder label={t('::BankAccounts:Loading')}>
                <Skeleton height="120px" width="100%" />
                <Skeleton height="120px" width="100%" />
              </LoadingPlaceholder>
            ) : accounts.isError ? (
              <LoadError
                title={t('::BankAccounts:LoadFailed')}
                error={accounts.error}
                onRetry={() => void accounts.refetch()}
              />
            ) : accounts.data.items.length === 0 ? (
              <EmptyState
                title={t('::BankAccounts:EmptyTitle')}
                message={t('::BankAccounts:EmptyMessage')}
              />
            ) : (
              <>
                {!accounts.data.items.some((account) => account.isPrimary) && <NoPrimaryNotice />}
                <Flex asChild direction="column" gap="3" p="0" m="0">
                  <ul style={{ listStyle: 'none' }} aria-labelledby="bank-accounts-list-title">
                    {accounts.data.items.map((account) => (
                      <li key={account.id}>
                        <BankAccountCard account={account} />
                      </li>
                    ))}
                  </ul>
                </Flex>
              </>
            )}
          </section>
        </Flex>
        <AddBankAccountForm />
      </Grid>
    </Flex>
  );
}

/** Accounts on file but none primary (partial, ADR 0150): withdrawals have nowhere to go yet. */
function NoPrimaryNotice() {
  const { t } = useLocalization();
  return (
    <Callout.Root color="amber" variant="surface" highContrast>
      <Callout.Text weight="bold">{t('::BankAccounts:NoPrimaryTitle')}</Callout.Text>
      <Callout.Text>{t('::BankAccounts:NoPrimary')}</Callout.Text>
    </Callout.Root>
  );
}

function BankAccountCard({ account }: { account: BankAccount }) {
  const { t, language } = useLocalization();
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex justify="between" gap="2" align="start" wrap="wrap">
          <Heading as="h3" size="3">
            {account.bankName}
          </Heading>
          {account.isPrimary && (
            <Badge color="jade" variant="soft" radius="full" highContrast>
              {t('::BankAccounts:Primary')}
            </Badge>
          )}
        </Flex>
        <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }}>
          <DataList.Item>
            <DataList.Label minWidth="140px">{t('::BankAccounts:Iban')}</DataList.Label>
            <DataList.Value>
              <Text
                dir="ltr"
                className="sahm-tabular-nums"
                weight="medium"
                style={{ overflowWrap: 'anywhere' }}
              >
                {formatIban(account.iban)}
              </Text>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="140px">{t('::BankAccounts:Holder')}</DataList.Label>
            <DataList.Value style={{ overflowWrap: 'anywhere' }}>
              {account.accountHolderName}
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Text size="1" color="gray">
          {t('::BankAccounts:AddedOn', formatDate(account.creationTime, language))}
        </Text>
      </Flex>
    </Card>
  );
}
