import { useId, useState } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useLocalization } from '@sahm/platform';
import { SelectInput } from '@sahm/ui';
import { STATEMENT_PERIODS, type Statement, type StatementPeriod } from './statement';
import { downloadCsv, subscriptionsCsv, transactionsCsv } from './statement-csv';

/** The two CSV files: a name for the file, the button's words, and how the file is written. */
const CSV_FILES = [
  { name: 'transactions', label: '::Statement:DownloadTransactions', write: transactionsCsv },
  { name: 'subscriptions', label: '::Statement:DownloadSubscriptions', write: subscriptionsCsv },
] as const;

/** The period picker, Print, and the two CSV downloads; none of it is printed. */
export function StatementActions({
  period,
  onPeriodChange,
  statement,
}: {
  period: StatementPeriod;
  onPeriodChange: (period: StatementPeriod) => void;
  /** Undefined until the records are in: the actions wait for them. */
  statement: Statement | undefined;
}) {
  const { t, language } = useLocalization();
  const ids = useId();
  const [downloaded, setDownloaded] = useState('');
  const span = `${statement?.from ?? 'all'}-to-${statement?.to ?? ''}`;
  const download = (name: string, text: string) => {
    const fileName = `sahm-${name}-${span}.csv`;
    downloadCsv(fileName, text);
    setDownloaded(fileName);
  };

  return (
    <Flex gap="3" align="end" wrap="wrap" className="sahm-print-hidden">
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" htmlFor={`${ids}-period`}>
          {t('::Statement:Period')}
        </Text>
        <SelectInput
          size="2"
          id={`${ids}-period`}
          value={period}
          onChange={(value) => {
            onPeriodChange(value as StatementPeriod);
            setDownloaded('');
          }}
          options={STATEMENT_PERIODS.map((value) => ({
            value,
            label: t(`::Statement:Period:${value}`),
          }))}
        />
      </Flex>
      <Flex gap="2" wrap="wrap" role="group" aria-label={t('::Statement:Actions')}>
        <Button variant="surface" highContrast disabled={!statement} onClick={() => window.print()}>
          {t('::Statement:Print')}
        </Button>
        {CSV_FILES.map(({ name, label, write }) => (
          <Button
            key={name}
            variant="soft"
            highContrast
            disabled={!statement}
            onClick={() => statement && download(name, write(statement, t, language))}
          >
            {t(label)}
          </Button>
        ))}
      </Flex>
      <Text size="2" color="gray" role="status" style={{ flexBasis: '100%' }}>
        {/* Isolated (as <bdi> would): a left-to-right file name inside an Arabic sentence. */}
        {downloaded && t('::Statement:Downloaded', `\u2068${downloaded}\u2069`)}
      </Text>
    </Flex>
  );
}
