import { describe, expect, it } from 'vitest';
import type { LocalizationConfiguration } from '../config/application-configuration-schema';
import type { ApplicationLocalization } from './application-localization-schema';
import { createLocalization } from './create-localization';
import { mergeApplicationLocalization } from './merge-application-localization';

const arabic = { cultureName: 'ar', isRightToLeft: true };
const english = { cultureName: 'en', isRightToLeft: false };

/** What a stock ABP backend sends with includeLocalizationResources=false: no texts at all. */
const abpConfiguration: LocalizationConfiguration = {
  values: {},
  resources: {},
  languages: [],
  currentCulture: english,
  defaultResourceName: 'Sahm',
};

/** application-localization's answer: each resource's own texts and its base resources. */
const answer: ApplicationLocalization = {
  currentCulture: arabic,
  resources: {
    AbpValidation: { texts: { Required: 'مطلوب', Shared: 'من التحقق' }, baseResources: [] },
    AbpUi: { texts: { Login: 'دخول', Shared: 'من الواجهة' }, baseResources: ['AbpValidation'] },
    Sahm: { texts: { Home: 'الرئيسية', Login: 'ادخل إلى سهم' }, baseResources: ['AbpUi'] },
  },
};

const localizeFrom = (configuration: LocalizationConfiguration) =>
  createLocalization(mergeApplicationLocalization(configuration, answer)).localize;

describe('mergeApplicationLocalization', () => {
  it("takes the answer's culture, as ABP's client does", () => {
    const merged = mergeApplicationLocalization(abpConfiguration, answer);
    expect(merged.currentCulture).toBe(arabic);
    expect(merged.defaultResourceName).toBe('Sahm');
    expect(createLocalization(merged).language).toBe('ar');
  });

  it('resolves base resources recursively, the derived text winning at every level', () => {
    const localize = localizeFrom(abpConfiguration);
    expect(localize('::Home')).toBe('الرئيسية');
    expect(localize('::Login')).toBe('ادخل إلى سهم');
    expect(localize('AbpUi::Login')).toBe('دخول');
    expect(localize('::Required')).toBe('مطلوب');
    expect(localize('::Shared')).toBe('من الواجهة');
    expect(localize('AbpValidation::Shared')).toBe('من التحقق');
  });

  it("keeps a configuration's `values` underneath, the answer's texts winning", () => {
    const localize = localizeFrom({
      ...abpConfiguration,
      values: {
        Sahm: { Home: 'قديم', OnlyInValues: 'من القيم' },
        Legacy: { Old: 'قديم جدًا' },
      },
    });
    expect(localize('::Home')).toBe('الرئيسية');
    expect(localize('::OnlyInValues')).toBe('من القيم');
    expect(localize('Legacy::Old')).toBe('قديم جدًا');
  });

  it("keeps a configuration's `resources` the answer does not name and replaces those it does", () => {
    const merged = mergeApplicationLocalization(
      {
        ...abpConfiguration,
        resources: {
          Sahm: { texts: { Home: 'قديم', Gone: 'يُستبدل' }, baseResources: [] },
          Extra: { texts: { Only: 'إضافي' }, baseResources: ['AbpUi'] },
        },
      },
      answer,
    );
    const { localize } = createLocalization(merged);
    expect(merged.resources['Sahm']).toBe(answer.resources['Sahm']);
    expect(localize('::Home')).toBe('الرئيسية');
    expect(localize('::Gone')).toBe('Gone');
    expect(localize('Extra::Only')).toBe('إضافي');
    expect(localize('Extra::Login')).toBe('دخول');
  });
});
