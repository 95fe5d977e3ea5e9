import { Badge, Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  rememberCompletedRegistration,
  toSafeReturnPath,
  useCurrentUser,
  useLocalization,
} from '@sahm/platform';
import { showToast } from '@sahm/ui';
import { clearRegistrationDrafts, readRegistrationDraft } from './registration-draft';
import type { IdentityValues } from './forms/step-contract';
import {
  ExperienceStep,
  GeneralInfoStep,
  NationalIdStep,
  PhoneStep,
  RiskStep,
  STEP_LOADERS,
  TermsStep,
} from './forms/lazy-steps';
import { firstOpenStep, REGISTRATION_STEPS, savedSteps } from './steps';
import { useRegistrationOnFile } from './use-registration-on-file';

const K = (key: string) => `::CompleteRegistration:${key}`;

/** Complete registration (SPEC §2 `complete-reg`): a resumable step-by-step wizard (ADR 0060). */
export function CompleteRegistrationScreen() {
  const { t } = useLocalization();
  const user = useCurrentUser();
  const userId = user.id ?? 'anonymous';
  const navigate = useNavigate();
  const location = useLocation();
  const { onFile, failed, retry } = useRegistrationOnFile();
  // null until the user moves: the first step the server does not have yet.
  const [chosenStep, setStep] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const draft = readRegistrationDraft(userId);

  const saved = onFile ? savedSteps(onFile) : null;
  const step = chosenStep ?? (saved ? firstOpenStep(saved) : null);

  useEffect(() => {
    if (step === null) return;
    // The neighbours' chunks load in the background, so Next and Back do not wait.
    for (const neighbour of [REGISTRATION_STEPS[step - 1], REGISTRATION_STEPS[step + 1]])
      if (neighbour) void STEP_LOADERS[neighbour]();
  }, [step]);

  const goTo = (next: number) => {
    setStep(next);
    headingRef.current?.focus();
  };

  if (failed) {
    return (
      <Flex direction="column" gap="3" align="start">
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t(K('LoadError'))}</Callout.Text>
        </Callout.Root>
        <Button highContrast onClick={retry}>
          {t(K('Retry'))}
        </Button>
      </Flex>
    );
  }
  const loading = (
    <Flex align="center" gap="3" role="status">
      <Spinner />
      <Text>{t(K('Loading'))}</Text>
    </Flex>
  );
  if (!onFile || !saved || step === null) return loading;

  const current = REGISTRATION_STEPS[step] ?? 'NationalId';
  const identity = (draft.Identity ?? null) as IdentityValues | null;
  const back = step > 0 ? () => goTo(step - 1) : undefined;
  const next = () => goTo(Math.min(step + 1, REGISTRATION_STEPS.length - 1));
  const common = { userId, draft: draft[current], onBack: back, onDone: next };
  const finish = () => {
    // SPEC §3's IsCompleteReg, kept for this user only (ADR 0412).
    if (user.id) rememberCompletedRegistration(user.id);
    clearRegistrationDrafts();
    // The toast is about the page the wizard hands over to: its route change must not clear it.
    showToast({ message: t(K('Completed')), severity: 'success', keepOnNextClear: true });
    // Back where the investor guard found the person (InvestorRouteGuard), judged as every
    // return location is (ADR 0453).
    const from = (location.state as { from?: string } | null)?.from;
    void navigate(toSafeReturnPath(from ?? '/'), { replace: true });
  };
  const title = t(K(`Step:${current}`));

  return (
    <Flex direction="column" gap="5" asChild>
      <section aria-labelledby="complete-reg-title">
        <Flex direction="column" gap="2">
          <Heading as="h1" id="complete-reg-title" size="7">
            {t(K('Title'))}
          </Heading>
          <Text as="p" color="gray">
            {t(K('Intro'))}
          </Text>
        </Flex>
        <nav aria-label={t(K('Steps'))}>
          <ol
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 'var(--space-2) var(--space-4)',
              listStyle: 'none',
              padding: 0,
              margin: 0,
            }}
          >
            {REGISTRATION_STEPS.map((name, index) => (
              <li key={name} aria-current={index === step ? 'step' : undefined}>
                <Flex align="center" gap="2">
                  <Badge
                    radius="full"
                    variant={index === step ? 'solid' : 'soft'}
                    color={saved[name] ? 'jade' : 'gray'}
                    highContrast={index === step}
                  >
                    {index + 1}
                  </Badge>
                  <Text size="2" weight={index === step ? 'bold' : 'regular'}>
                    {t(K(`Step:${name}`))}
                  </Text>
                  {saved[name] && (
                    <Text size="1" color="jade">
                      ({t(K('Saved'))})
                    </Text>
                  )}
                </Flex>
              </li>
            ))}
          </ol>
        </nav>
        <Card size="3">
          <Flex direction="column" gap="4">
            <Heading as="h2" size="5" ref={headingRef} tabIndex={-1} aria-live="polite">
              {t(K('StepOf'), step + 1, REGISTRATION_STEPS.length, title)}
            </Heading>
            <Suspense fallback={loading}>
              {current === 'NationalId' && (
                <NationalIdStep {...common} saved={onFile.generalInfo} />
              )}
              {current === 'GeneralInfo' && (
                <GeneralInfoStep {...common} saved={onFile.generalInfo} identity={identity} />
              )}
              {current === 'Experience' && (
                <ExperienceStep {...common} saved={onFile.investmentExperience} />
              )}
              {current === 'Risk' && <RiskStep {...common} statement={onFile.statement} />}
              {current === 'Phone' && (
                <PhoneStep
                  {...common}
                  verifiedPhone={
                    onFile.investor.phoneNumberVerified ? onFile.investor.phoneNumber : null
                  }
                />
              )}
              {current === 'Terms' && (
                <TermsStep {...common} terms={onFile.terms} onDone={finish} />
              )}
            </Suspense>
          </Flex>
        </Card>
      </section>
    </Flex>
  );
}
