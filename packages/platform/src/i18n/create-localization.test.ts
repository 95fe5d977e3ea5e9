import { describe, expect, it } from 'vitest';
import { createLocalization, type LocalizationSource } from './create-localization';

const source: LocalizationSource = {
  currentCulture: { cultureName: 'ar', isRightToLeft: true },
  defaultResourceName: 'Sahm',
  values: { Legacy: { Old: 'قديم' }, Sahm: { Welcome: 'legacy welcome', OnlyLegacy: 'من القيم' } },
  resources: {
    AbpValidation: { texts: { Required: 'هذا الحقل مطلوب.' }, baseResources: [] },
    AbpUi: {
      texts: { Login: 'تسجيل الدخول', Hello: 'مرحبا {0} من {1}', Empty: '' },
      baseResources: ['AbpValidation'],
    },
    Sahm: { texts: { 'Menu:Home': 'الرئيسية', Welcome: 'أهلا بك' }, baseResources: ['AbpUi'] },
  },
};

describe('createLocalization', () => {
  const { localize, language, isRightToLeft, i18n } = createLocalization(source);

  it('exposes the current culture and one namespace per resource', () => {
    expect(language).toBe('ar');
    expect(isRightToLeft).toBe(true);
    expect(i18n.language).toBe('ar');
    expect(i18n.options.ns).toEqual(expect.arrayContaining(['AbpUi', 'Sahm', 'Legacy']));
  });

  it('translates Resource::Key and uses the default resource for ::Key', () => {
    expect(localize('AbpUi::Login')).toBe('تسجيل الدخول');
    expect(localize('::Menu:Home')).toBe('الرئيسية');
  });

  it('inherits base resources recursively, with derived texts winning over base and legacy', () => {
    expect(localize('Sahm::Login')).toBe('تسجيل الدخول');
    expect(localize('Sahm::Required')).toBe('هذا الحقل مطلوب.');
    expect(localize('::Welcome')).toBe('أهلا بك');
    expect(localize('::OnlyLegacy')).toBe('من القيم');
    expect(localize('Legacy::Old')).toBe('قديم');
  });

  it('interpolates positional params and leaves missing ones visible', () => {
    expect(localize('AbpUi::Hello', 'سارة', 'سهم')).toBe('مرحبا سارة من سهم');
    expect(localize('AbpUi::Hello', 'سارة')).toBe('مرحبا سارة من {1}');
  });

  it('passes _::Key through, returns a key without :: as is, and falls back to the bare key', () => {
    expect(localize('_::Raw text')).toBe('Raw text');
    expect(localize('Plain text')).toBe('Plain text');
    expect(localize('AbpUi::Unknown')).toBe('Unknown');
    expect(localize('Nope::Missing')).toBe('Missing');
    expect(localize('AbpUi::Empty')).toBe('Empty');
  });

  it('does not HTML-escape interpolated values (React escapes)', () => {
    expect(localize('AbpUi::Hello', '<b>', '&')).toBe('مرحبا <b> من &');
  });

  it('falls back to a given resource name when the server sends none', () => {
    const { localize: fallbackLocalize } = createLocalization(
      { ...source, defaultResourceName: null },
      'AbpUi',
    );
    expect(fallbackLocalize('::Login')).toBe('تسجيل الدخول');
    expect(createLocalization({ ...source, defaultResourceName: null }).localize('::Welcome')).toBe(
      'Welcome',
    );
  });
});

describe('createLocalization with the application texts', () => {
  const { localize } = createLocalization(source, undefined, {
    Sahm: { Welcome: 'local welcome', 'Wallet:Title': 'المحفظة' },
    Portal: { Only: 'نص محلي' },
  });

  it('uses the application texts where the server has none', () => {
    expect(localize('::Wallet:Title')).toBe('المحفظة');
    expect(localize('Portal::Only')).toBe('نص محلي');
  });

  it("lets the server's texts win", () => {
    expect(localize('::Welcome')).toBe('أهلا بك');
  });
});
