import {
  Badge,
  Button,
  Callout,
  Card,
  DataList,
  Flex,
  Grid,
  Heading,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  NationalIdType,
  type GeneralInfo,
  type InvestmentExperience,
  type InvestorDetails,
  type InvestorProfile,
  type SuitabilityRiskStatement,
  type TermsAndConditions,
} from '@sahm/investor-sdk';
import { useLocalization } from '@sahm/platform';
import { showToast, useOnDemand } from '@sahm/ui';
import { formatDate, formatHijriDate, formatMoney, formatNumber } from '../../format/format';
import { useInvestorApi } from '../../investor/use-investor-api';
import { EmptyState } from '../shared/EmptyState';
import { EmailVerification, EmailVerifiedBadge } from './EmailVerification';
import { LoadError } from '../shared/LoadError';
import { useWideLayout } from '../shared/use-wide-layout';
import { editForms } from './lazy-editors';
import { joinName, maskNationalId } from './profile-format';
import { handlesErrors } from '../../shell/http-errors';
import { LoadingPlaceholder } from '../shared/LoadingPlaceholder';

const P = (key: string) => `::InvestorProfile:${key}`;
const R = (key: string) => `::CompleteRegistration:${key}`;
type Editing = 'generalInfo' | 'experience' | 'risk' | null;

/** SPEC §2 route `investor-prof`: every section of the investor's file, editable where it may change. */
export function InvestorProfileScreen() {
  const { t } = useLocalization();
  const { queries } = useInvestorApi();
  const details = useQuery({ ...queries.details(), ...handlesErrors });
  const profile = useQuery({ ...queries.profile(), ...handlesErrors });
  const risk = useQuery({ ...queries.suitabilityRiskStatement(), ...handlesErrors });
  const terms = useQuery({ ...queries.termsAndConditions(), ...handlesErrors });
  const all = [details, profile, risk, terms];
  const failed = all.find((query) => query.isError);

  let body: ReactNode;
  if (failed) {
    body = (
      <LoadError
        title={t(P('LoadFailed'))}
        error={failed.error}
        onRetry={() =>
          all.filter((query) => query.isError).forEach((query) => void query.refetch())
        }
      />
    );
  } else if (!details.data || !profile.data || !risk.data || !terms.data) {
    body = (
      <LoadingPlaceholder label={t(P('Loading'))} gap="4">
        <Skeleton height="160px" width="100%" />
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <Skeleton height="220px" width="100%" />
          <Skeleton height="220px" width="100%" />
        </Grid>
      </LoadingPlaceholder>
    );
  } else if (isEmptyFile(details.data)) {
    body = (
      <EmptyState
        heading="h2"
        title={t(P('EmptyTitle'))}
        message={t(P('EmptyMessage'))}
        action={
          <Button asChild highContrast>
            <Link to="/complete-reg">{t(P('EmptyAction'))}</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <ProfileSections
        details={details.data}
        profile={profile.data}
        risk={risk.data}
        terms={terms.data}
      />
    );
  }

  return (
    <Flex direction="column" gap="6">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {t(P('Title'))}
        </Heading>
        <Text as="p" color="gray">
          {t(P('Intro'))}
        </Text>
      </Flex>
      {body}
    </Flex>
  );
}

/** Nothing the registration wizard collects is on file yet. */
export function isEmptyFile(details: InvestorDetails): boolean {
  return (
    details.generalInfo === null &&
    details.investmentExperience === null &&
    details.riskLevel === null &&
    details.acceptedTermsVersion === null
  );
}

function ProfileSections({
  details,
  profile,
  risk,
  terms,
}: {
  details: InvestorDetails;
  profile: InvestorProfile;
  risk: SuitabilityRiskStatement;
  terms: TermsAndConditions;
}) {
  const wide = useWideLayout();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const info = details.generalInfo;
  useEffect(() => {
    // Fetched while the investor reads, so an Edit button opens its form at once; a failed fetch
    // is tried again when an editor is asked for.
    void editForms.load().catch(() => undefined);
  }, []);
  const editors = useOnDemand(editForms, editing !== null);
  return (
    <>
      <Grid columns={wide ? '2' : '1'} gap="4" align="start">
        <IdentitySection info={info} />
        <ContactSection details={details} profile={profile} />
        <GeneralInfoSection
          info={info}
          onEdit={info ? () => setEditing('generalInfo') : undefined}
        />
        <ExperienceSection
          experience={details.investmentExperience}
          onEdit={() => setEditing('experience')}
        />
        <RiskSection risk={risk} onEdit={() => setEditing('risk')} />
        <TermsSection terms={terms} />
      </Grid>
      {editors && editing === 'generalInfo' && info && (
        <editors.GeneralInfoEditor saved={info} onClose={close} />
      )}
      {editors && editing === 'experience' && (
        <editors.ExperienceEditor saved={details.investmentExperience} onClose={close} />
      )}
      {editors && editing === 'risk' && <editors.RiskEditor saved={risk} onClose={close} />}
    </>
  );
}

// ── Building blocks ───────────────────────────────────────────────────────

function Section({
  title,
  onEdit,
  editLabel,
  note,
  children,
}: {
  title: string;
  onEdit?: () => void;
  /** The edit button's full name, e.g. "Edit personal information". */
  editLabel?: string;
  /** Why the section cannot be edited. */
  note?: string;
  children: ReactNode;
}) {
  const { t } = useLocalization();
  const headingId = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId} style={{ minWidth: 0 }}>
        <Flex direction="column" gap="4">
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Heading as="h2" size="4" id={headingId}>
              {title}
            </Heading>
            {onEdit && (
              <Button variant="soft" highContrast aria-label={editLabel} onClick={onEdit}>
                {t(P('Edit'))}
              </Button>
            )}
          </Flex>
          {children}
          {note && (
            <Callout.Root color="gray" variant="surface" size="1">
              <Callout.Text>{note}</Callout.Text>
            </Callout.Root>
          )}
        </Flex>
      </section>
    </Card>
  );
}

function Rows({ children }: { children: ReactNode }) {
  return (
    <DataList.Root
      orientation={{ initial: 'vertical', sm: 'horizontal' }}
      className="sahm-tabular-nums"
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </DataList.Root>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="180px">{label}</DataList.Label>
      <DataList.Value style={{ minWidth: 0 }}>{children}</DataList.Value>
    </DataList.Item>
  );
}

function NotOnFile() {
  const { t } = useLocalization();
  return (
    <Text as="p" color="gray">
      {t(P('NotOnFile'))}
    </Text>
  );
}

// ── Sections ──────────────────────────────────────────────────────────────

function IdentitySection({ info }: { info: GeneralInfo | null }) {
  const { t, language } = useLocalization();
  return (
    <Section title={t(P('Section:Identity'))} note={t(P('IdentityReadOnly'))}>
      {info ? (
        <Rows>
          <Row label={t(P('NationalId'))}>
            <Flex direction="column" gap="1">
              <Text dir="ltr" weight="medium" style={{ letterSpacing: '0.1em' }}>
                {maskNationalId(info.nationalId)}
              </Text>
              <Text size="1" color="gray">
                {t(P('NationalIdMasked'))}
              </Text>
            </Flex>
          </Row>
          <Row label={t(P('NationalType'))}>
            {t(P(info.nationalIdType === NationalIdType.Citizen ? 'Citizen' : 'Resident'))}
          </Row>
          <Row label={t(P('BirthDate'))}>
            <Flex gap="2" wrap="wrap" align="baseline">
              <Text>{formatDate(info.birthDate, language)}</Text>
              <Text color="gray">{formatHijriDate(info.birthDate, language)}</Text>
            </Flex>
          </Row>
        </Rows>
      ) : (
        <NotOnFile />
      )}
    </Section>
  );
}

function GeneralInfoSection({ info, onEdit }: { info: GeneralInfo | null; onEdit?: () => void }) {
  const { t, language } = useLocalization();
  const countries = useMemo(
    () => new Intl.DisplayNames([language], { type: 'region' }),
    [language],
  );
  return (
    <Section
      title={t(P('Section:GeneralInfo'))}
      onEdit={onEdit}
      editLabel={t(P('Edit:GeneralInfo'))}
    >
      {info ? (
        <Rows>
          <Row label={t(P('NameArabic'))}>
            <Text dir="rtl">
              {joinName(
                info.firstNameAr,
                info.fatherNameAr,
                info.grandfatherNameAr,
                info.familyNameAr,
              )}
            </Text>
          </Row>
          <Row label={t(P('NameEnglish'))}>
            <Text dir="ltr">
              {joinName(
                info.firstNameEn,
                info.fatherNameEn,
                info.grandfatherNameEn,
                info.familyNameEn,
              )}
            </Text>
          </Row>
          <Row label={t(P('Gender'))}>{t(P(`Gender:${info.gender}`))}</Row>
          <Row label={t(P('Nationality'))}>
            {countries.of(info.nationalityCode) ?? info.nationalityCode}
          </Row>
          <Row label={t(P('Address'))}>
            <Flex direction="column">
              <Text>
                {t(
                  P('AddressLine'),
                  info.address.street,
                  info.address.buildingNumber,
                  info.address.district,
                )}
              </Text>
              <Text>
                {t(
                  P('AddressCity'),
                  info.address.city,
                  info.address.postalCode,
                  info.address.additionalNumber,
                )}
              </Text>
            </Flex>
          </Row>
          <Row label={t(P('Employment'))}>
            <Flex direction="column">
              <Text>{t(R(`Employment:${info.employment.status}`))}</Text>
              {(info.employment.jobTitle || info.employment.employerName) && (
                <Text color="gray">
                  {info.employment.jobTitle && info.employment.employerName
                    ? t(P('EmploymentAt'), info.employment.jobTitle, info.employment.employerName)
                    : (info.employment.jobTitle ?? info.employment.employerName)}
                </Text>
              )}
            </Flex>
          </Row>
          <Row label={t(P('AnnualIncome'))}>
            {formatMoney(info.employment.annualIncome, language)}
          </Row>
          <Row label={t(P('IncomeSource'))}>{t(R(`Income:${info.employment.incomeSource}`))}</Row>
        </Rows>
      ) : (
        <NotOnFile />
      )}
    </Section>
  );
}

function ExperienceSection({
  experience,
  onEdit,
}: {
  experience: InvestmentExperience | null;
  onEdit: () => void;
}) {
  const { t, language } = useLocalization();
  return (
    <Section title={t(P('Section:Experience'))} onEdit={onEdit} editLabel={t(P('Edit:Experience'))}>
      {experience ? (
        <Rows>
          <Row label={t(P('Years'))}>{formatNumber(experience.yearsOfExperience, language)}</Row>
          <Row label={t(P('Knowledge'))}>{t(R(`Knowledge:${experience.knowledgeLevel}`))}</Row>
          <Row label={t(P('Instruments'))}>
            {experience.instruments.length > 0
              ? new Intl.ListFormat(language, { type: 'conjunction' }).format(
                  experience.instruments.map((instrument) => t(R(`Instrument:${instrument}`))),
                )
              : t(P('NoInstruments'))}
          </Row>
          <Row label={t(P('Objective'))}>{t(R(`Objective:${experience.objective}`))}</Row>
          <Row label={t(P('NetWorth'))}>{formatMoney(experience.netWorth, language)}</Row>
          <Row label={t(P('FinancialSector'))}>
            {t(P(experience.hasFinancialSectorExperience ? 'Yes' : 'No'))}
          </Row>
        </Rows>
      ) : (
        <NotOnFile />
      )}
    </Section>
  );
}

const RISK_COLOR = { 1: 'jade', 2: 'amber', 3: 'red' } as const;

function RiskSection({ risk, onEdit }: { risk: SuitabilityRiskStatement; onEdit: () => void }) {
  const { t, language } = useLocalization();
  return (
    <Section
      title={t(P('Section:Risk'))}
      onEdit={risk.questions.length > 0 ? onEdit : undefined}
      editLabel={t(P('Edit:Risk'))}
    >
      {risk.riskLevel ? (
        <Rows>
          <Row label={t(P('RiskLevel'))}>
            <Badge size="2" color={RISK_COLOR[risk.riskLevel]} highContrast>
              {t(P(`Risk:${risk.riskLevel}`))}
            </Badge>
          </Row>
          {risk.submittedAt && (
            <Row label={t(P('RiskSubmitted'))}>{formatDate(risk.submittedAt, language)}</Row>
          )}
        </Rows>
      ) : (
        <NotOnFile />
      )}
    </Section>
  );
}

function ContactSection({
  details,
  profile,
}: {
  details: InvestorDetails;
  profile: InvestorProfile;
}) {
  const { t } = useLocalization();
  const { mutations } = useInvestorApi();
  // An action with no form to keep: its failures get the shell's error catalogue (ADR 0120).
  const resend = useMutation(mutations.resendActivationEmail());
  const onResend = () =>
    resend.mutate(profile.email, {
      onSuccess: () =>
        showToast({ severity: 'success', message: t(P('ResendSuccess'), profile.email) }),
    });
  return (
    <Section title={t(P('Section:Contact'))}>
      <Rows>
        <Row label={t(P('Phone'))}>
          {details.phoneNumber ? (
            <Flex gap="2" align="center" wrap="wrap">
              <Text dir="ltr">{details.phoneNumber}</Text>
              <Badge color={details.phoneNumberVerified ? 'jade' : 'amber'} highContrast>
                {t(P(details.phoneNumberVerified ? 'PhoneVerified' : 'PhoneNotVerified'))}
              </Badge>
            </Flex>
          ) : (
            t(P('NotOnFile'))
          )}
        </Row>
        <Row label={t(P('Email'))}>
          <Flex gap="2" align="center" wrap="wrap">
            <Text dir="ltr">{profile.email}</Text>
            <EmailVerifiedBadge />
          </Flex>
        </Row>
      </Rows>
      <EmailVerification email={profile.email} />
      <Flex>
        <Button
          variant="surface"
          color="gray"
          highContrast
          loading={resend.isPending}
          onClick={onResend}
        >
          {t(P('ResendActivation'))}
        </Button>
      </Flex>
    </Section>
  );
}

function TermsSection({ terms }: { terms: TermsAndConditions }) {
  const { t, language } = useLocalization();
  return (
    <Section title={t(P('Section:Terms'))} note={t(P('TermsReadOnly'))}>
      {terms.acceptedVersion ? (
        <Rows>
          <Row label={t(P('TermsVersion'))}>
            <Text dir="ltr">{terms.acceptedVersion}</Text>
          </Row>
          {terms.acceptedAt && (
            <Row label={t(P('TermsAcceptedOn'))}>{formatDate(terms.acceptedAt, language)}</Row>
          )}
        </Rows>
      ) : (
        <Text as="p" color="gray">
          {t(P('TermsNotAccepted'))}
        </Text>
      )}
    </Section>
  );
}
