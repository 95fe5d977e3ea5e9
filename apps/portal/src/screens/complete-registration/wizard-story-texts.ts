import { CURRENT_TERMS, investorLocalization, RISK_QUESTIONNAIRE } from '@sahm/investor-sdk/mocks';
import { ar as formsAr, en as formsEn } from '../../forms/texts';
import { STEP_TEXTS } from './forms/step-texts';
import * as frame from './texts';

type Locale = 'ar' | 'en';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const format = (text: string, ...params: (string | number)[]) =>
  text.replace(/\{(\d+)\}/g, (_, index: string) => String(params[Number(index)]));

function lookup(texts: Record<string, string>, key: string): string {
  const text = texts[key];
  if (text === undefined) throw new Error(`No text ${key}`);
  return text;
}

/**
 * The words the wizard shows in one language, read from the texts it renders, so one story
 * factory serves both directions (`wizardTexts(globals.locale)`).
 */
export function wizardTexts(locale: Locale) {
  const screen: Record<string, string> = Object.assign(
    {},
    ...[frame, ...STEP_TEXTS].map((module) => module[locale]),
  );
  const forms: Record<string, string> = locale === 'ar' ? formsAr : formsEn;
  const sahm: Record<string, string> = investorLocalization[locale].Sahm;
  const suffix = locale === 'ar' ? 'Ar' : 'En';
  const text = (key: string, ...params: (string | number)[]) =>
    format(lookup(screen, `CompleteRegistration:${key}`), ...params);
  const question = RISK_QUESTIONNAIRE[0]!;
  return {
    text,
    /** A field by its label: the accessible name also holds the hint or the required mark. */
    label: (key: string) => new RegExp(escape(text(key))),
    /** The step's heading, "Step n of 6: …". */
    step: (n: number) => new RegExp(escape(text('StepOf', n, 6, ''))),
    stepName: (key: string) => text(`Step:${key}`),
    saved: `(${text('Saved')})`,
    /** The resend button while it counts down: its words before the seconds. */
    resendIn: new RegExp(
      escape(lookup(screen, 'CompleteRegistration:ResendIn').split('{0}')[0]!.trim()),
    ),
    validation: (key: string, ...params: (string | number)[]) =>
      format(lookup(sahm, `Validation:${key}`), ...params),
    form: (key: string, ...params: (string | number)[]) =>
      format(lookup(forms, `Form:${key}`), ...params),
    saudiArabia: new Intl.DisplayNames([locale], { type: 'region' }).of('SA') ?? 'SA',
    terms: { title: CURRENT_TERMS[`title${suffix}`], content: CURRENT_TERMS[`content${suffix}`] },
    firstRiskQuestion: question[`text${suffix}`],
    firstRiskOption: question.options[0]![`text${suffix}`],
  };
}

export type WizardTexts = ReturnType<typeof wizardTexts>;
