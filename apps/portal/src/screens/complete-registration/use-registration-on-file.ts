import { useQuery } from '@tanstack/react-query';
import { useInvestorApi } from '../../investor/use-investor-api';
import type { RegistrationOnFile } from './steps';

const ownErrors = { meta: { handlesErrors: true } } as const;

/**
 * What the server holds of the registration, one SPEC §7 GET per step (ADR 0060), so the wizard
 * resumes on any device. Separate useQuery calls rather than useQueries: the shell already loads
 * useQuery's observer, and useQueries would bring its own for the same parallel reads.
 */
export function useRegistrationOnFile() {
  const { queries } = useInvestorApi();
  const reads = [
    useQuery({ ...queries.investor(), ...ownErrors }),
    useQuery({ ...queries.generalInfo(), ...ownErrors }),
    useQuery({ ...queries.investmentExperience(), ...ownErrors }),
    useQuery({ ...queries.suitabilityRiskStatement(), ...ownErrors }),
    useQuery({ ...queries.termsAndConditions(), ...ownErrors }),
  ] as const;
  const [investor, generalInfo, investmentExperience, statement, terms] = reads;
  const onFile: RegistrationOnFile | undefined =
    investor.data &&
    generalInfo.isSuccess &&
    investmentExperience.isSuccess &&
    statement.data &&
    terms.data
      ? {
          investor: investor.data,
          generalInfo: generalInfo.data,
          investmentExperience: investmentExperience.data,
          statement: statement.data,
          terms: terms.data,
        }
      : undefined;
  return {
    onFile,
    failed: reads.some((read) => read.isError),
    retry: () => {
      for (const read of reads) if (read.isError) void read.refetch();
    },
  };
}
