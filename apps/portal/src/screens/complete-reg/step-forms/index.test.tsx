import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as frameTexts from '../texts';
import * as laterStepsTexts from './later-steps-texts';

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

/** A stand-in step: shows a prop, and whether its words were added before it rendered. */
const standIn =
  (name: string) =>
  ({ label }: { label: string }) => (
    <p>
      {name} {label} {localization.added.includes(laterStepsTexts.en) ? 'with' : 'without'} words
    </p>
  );
vi.mock('./NationalIdStep', () => ({ NationalIdStep: standIn('NationalId') }));
vi.mock('./GeneralInfoStep', async () => ({
  GeneralInfoStep: standIn('GeneralInfo'),
  stepTexts: await import('./later-steps-texts'),
}));
vi.mock('./ExperienceStep', async () => ({
  ExperienceStep: standIn('Experience'),
  stepTexts: await import('./later-steps-texts'),
}));
vi.mock('./RiskStep', async () => ({
  RiskStep: standIn('Risk'),
  stepTexts: await import('./later-steps-texts'),
}));
vi.mock('./PhoneStep', async () => ({
  PhoneStep: standIn('Phone'),
  stepTexts: await import('./later-steps-texts'),
}));
vi.mock('./TermsStep', async () => ({
  TermsStep: standIn('Terms'),
  stepTexts: await import('./later-steps-texts'),
}));

const steps = await import('./index');

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
    ['GeneralInfo', steps.GeneralInfoStep],
    ['Experience', steps.ExperienceStep],
    ['Risk', steps.RiskStep],
    ['Phone', steps.PhoneStep],
    ['Terms', steps.TermsStep],
  ] as const)('%s adds the later steps’ words before it renders', async (name, Step) => {
    expect(await renderStep(Step, name)).toHaveTextContent(`${name} shown with words`);
    expect(localization.added).toContain(laterStepsTexts.en);
  });

  it('the first step renders with the frame’s words alone, which hold its own', async () => {
    expect(await renderStep(steps.NationalIdStep, 'NationalId')).toHaveTextContent(
      'NationalId shown without words',
    );
    expect(frameTexts.en).toHaveProperty('CompleteRegistration:NationalId');
  });

  it('split the words without losing or repeating one, in both languages', () => {
    for (const language of ['en', 'ar'] as const) {
      const frame = Object.keys(frameTexts[language]);
      const later = Object.keys(laterStepsTexts[language]);
      expect(frame.filter((key) => later.includes(key))).toEqual([]);
      expect(frame.length + later.length).toBe(94);
    }
  });
});
