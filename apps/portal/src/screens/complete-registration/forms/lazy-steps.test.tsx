import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as frameTexts from '../texts';
import * as experienceTexts from '../../../forms/investor/experience-texts';
import * as generalInfoTexts from '../../../forms/investor/general-info-texts';
import * as phoneTexts from './phone-texts';
import * as riskTexts from './risk-texts';
import { STEP_TEXTS } from './step-texts';
import * as termsTexts from './terms-texts';

// The localization the steps render in: records which texts were added, and when.
const localization = vi.hoisted(() => {
  const state = {
    language: 'en',
    added: [] as Record<string, string>[],
    i18n: {},
  };
  return state;
});
/** A new localization instance: texts are added once per instance. */
const freshLocalization = () => ({
  addResourceBundle: (_language: string, _resource: string, texts: Record<string, string>) => {
    localization.added.push(texts);
  },
});
vi.mock('@sahm/platform', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useLocalization: () => ({ i18n: localization.i18n, language: localization.language }),
}));

/** A stand-in step: shows a prop, and which words had been added before it rendered. */
const standIn =
  (name: string) =>
  ({ label }: { label: string }) => (
    <p>
      {name} {label} with {localization.added.length} word list(s)
    </p>
  );
vi.mock('./NationalIdStep', () => ({ NationalIdStep: standIn('NationalId') }));
vi.mock('./GeneralInfoStep', async () => ({
  GeneralInfoStep: standIn('GeneralInfo'),
  stepTexts: await import('../../../forms/investor/general-info-texts'),
}));
vi.mock('./ExperienceStep', async () => ({
  ExperienceStep: standIn('Experience'),
  stepTexts: await import('../../../forms/investor/experience-texts'),
}));
vi.mock('./RiskStep', async () => ({
  RiskStep: standIn('Risk'),
  stepTexts: await import('./risk-texts'),
}));
vi.mock('./PhoneStep', async () => ({
  PhoneStep: standIn('Phone'),
  stepTexts: await import('./phone-texts'),
}));
vi.mock('./TermsStep', async () => ({
  TermsStep: standIn('Terms'),
  stepTexts: await import('./terms-texts'),
}));

const steps = await import('./lazy-steps');

async function renderStep(step: unknown, name: string) {
  // The stand-ins take a label, not the real steps' props.
  const Step = step as ComponentType<{ label: string }>;
  render(
    <Suspense fallback={null}>
      <Step label="shown" />
    </Suspense>,
  );
  return screen.findByText(new RegExp(`^${name} shown`));
}

beforeEach(() => {
  localization.added = [];
  localization.i18n = freshLocalization();
});

describe('the wizard steps', () => {
  it.each([
    ['GeneralInfo', steps.GeneralInfoStep, generalInfoTexts],
    ['Experience', steps.ExperienceStep, experienceTexts],
    ['Risk', steps.RiskStep, riskTexts],
    ['Phone', steps.PhoneStep, phoneTexts],
    ['Terms', steps.TermsStep, termsTexts],
  ] as const)(
    '%s adds its own words, and only those, before it renders',
    async (name, Step, texts) => {
      expect(await renderStep(Step, name)).toHaveTextContent(`${name} shown with 1 word list(s)`);
      expect(localization.added).toEqual([texts.en]);
    },
  );

  it('the first step renders with the frame’s words alone, which hold its own', async () => {
    expect(await renderStep(steps.NationalIdStep, 'NationalId')).toHaveTextContent(
      'NationalId shown with 0 word list(s)',
    );
    expect(frameTexts.en).toHaveProperty('CompleteRegistration:NationalId');
  });

  it('split the words without losing or repeating one, in both languages', () => {
    for (const language of ['en', 'ar'] as const) {
      const keys = [frameTexts, ...STEP_TEXTS].flatMap((module) => Object.keys(module[language]));
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.length).toBe(94);
    }
  });
});
