import { describe, expect, it } from 'vitest';
import { NationalIdType } from '../enums';
import { toWesternDigits } from './digits';
import {
  ageOn,
  birthDateSchema,
  digitsSchema,
  englishLettersAndDigitsSchema,
  englishNameSchema,
  arabicNameSchema,
  moneyInputSchema,
  numericTextSchema,
  saudiIbanSchema,
  saudiMobileSchema,
  saudiNationalIdSchema,
} from './field-schemas';
import { parseValidationMessage, ValidationMessage, withParams } from './messages';
import { isValidSaudiIban, normalizeIban, saudiBankOfIban } from './saudi-iban';
import { isValidSaudiMobile, normalizeSaudiMobile } from './saudi-mobile';
import {
  isValidSaudiNationalId,
  matchesNationalIdType,
  nationalIdTypeOf,
  saudiNationalIdCheckDigit,
} from './saudi-national-id';
import {
  isArabicLettersAndSpaces,
  isEnglishLettersAndDigits,
  isEnglishLettersAndSpaces,
  isNumericText,
} from './text-rules';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('Saudi national id and iqama', () => {
  it.each(['1023456781', '1049382714', '2109876546', '2384756108'])('accepts %s', (id) => {
    expect(isValidSaudiNationalId(id)).toBe(true);
  });

  it.each([
    ['1023456782', 'wrong check digit'],
    ['2109876545', 'wrong check digit'],
    ['3023456781', 'leading digit neither 1 nor 2'],
    ['102345678', 'nine digits'],
    ['10234567811', 'eleven digits'],
    ['10234S6781', 'a letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (id) => {
    expect(isValidSaudiNationalId(id)).toBe(false);
  });

  it('computes the check digit the NIC way and accepts Arabic digits', () => {
    expect(saudiNationalIdCheckDigit('102345678')).toBe(1);
    expect(isValidSaudiNationalId('١٠٢٣٤٥٦٧٨١')).toBe(true);
    expect(saudiNationalIdSchema.parse('١٠٢٣٤٥٦٧٨١')).toBe('1023456781');
  });

  it('tells citizens (1) from residents (2)', () => {
    expect(nationalIdTypeOf('1023456781')).toBe(NationalIdType.Citizen);
    expect(nationalIdTypeOf('2109876546')).toBe(NationalIdType.Resident);
    expect(nationalIdTypeOf('1023456782')).toBeNull();
    expect(matchesNationalIdType('2109876546', NationalIdType.Citizen)).toBe(false);
  });

  it('fails with a localization key', () => {
    expect(messageOf(saudiNationalIdSchema.safeParse('1023456782'))).toBe(
      'Sahm::Validation:InvalidSaudiNationalId',
    );
  });
});

describe('Saudi mobile numbers', () => {
  it.each([
    ['0551234567', '+966551234567'],
    ['+966551234567', '+966551234567'],
    ['966551234567', '+966551234567'],
    ['055 123 4567', '+966551234567'],
    ['٠٥٥١٢٣٤٥٦٧', '+966551234567'],
  ])('normalises %s to %s', (input, normalized) => {
    expect(normalizeSaudiMobile(input)).toBe(normalized);
    expect(saudiMobileSchema.parse(input)).toBe(normalized);
  });

  it.each([
    '0451234567',
    '+966451234567',
    '055123456',
    '05512345678',
    '+9660551234567',
    '551234567',
    'phone',
  ])('rejects %s', (input) => {
    expect(isValidSaudiMobile(input)).toBe(false);
    expect(messageOf(saudiMobileSchema.safeParse(input))).toBe(
      'Sahm::Validation:InvalidSaudiPhone',
    );
  });
});

describe('Saudi IBAN', () => {
  it('accepts SA + 22 characters passing mod-97, in any spacing or case', () => {
    expect(isValidSaudiIban('SA0380000000608010167519')).toBe(true);
    expect(isValidSaudiIban('sa03 8000 0000 6080 1016 7519')).toBe(true);
    expect(saudiIbanSchema.parse('sa03 8000 0000 6080 1016 7519')).toBe('SA0380000000608010167519');
    expect(normalizeIban(' SA09 1000 0000 0000 0000 0001 ')).toBe('SA0910000000000000000001');
  });

  it.each([
    ['SA0480000000608010167519', 'broken check digits'],
    ['SA038000000060801016751', 'too short'],
    ['SA03800000006080101675190', 'too long'],
    ['GB82WEST12345698765432', 'another country, valid mod-97'],
    ['', 'empty'],
  ])('rejects %s (%s)', (iban) => {
    expect(isValidSaudiIban(iban)).toBe(false);
    expect(messageOf(saudiIbanSchema.safeParse(iban))).toBe('Sahm::Validation:InvalidSaudiIban');
  });

  it('names the bank from the bank code', () => {
    expect(saudiBankOfIban('SA0380000000608010167519')?.en).toBe('Al Rajhi Bank');
    expect(saudiBankOfIban('SA2799000000000000000001')).toBeNull();
  });
});

describe('text rules of SPEC §5', () => {
  it('English letters and digits only', () => {
    expect(isEnglishLettersAndDigits('Sahm2025')).toBe(true);
    expect(isEnglishLettersAndDigits('Sahm 2025')).toBe(false);
    expect(isEnglishLettersAndDigits('سهم')).toBe(false);
    expect(messageOf(englishLettersAndDigitsSchema.safeParse('a-b'))).toBe(
      'Sahm::Validation:EnglishLettersAndDigitsOnly',
    );
  });

  it('English letters and spaces only', () => {
    expect(isEnglishLettersAndSpaces('Sara Al Qahtani')).toBe(true);
    expect(isEnglishLettersAndSpaces('  Sara  ')).toBe(true);
    expect(isEnglishLettersAndSpaces('Al-Qahtani')).toBe(false);
    expect(isEnglishLettersAndSpaces('Sara2')).toBe(false);
    expect(isEnglishLettersAndSpaces('Sara  Ali')).toBe(false);
    expect(messageOf(englishNameSchema.safeParse('سارة'))).toBe(
      'Sahm::Validation:EnglishLettersAndSpacesOnly',
    );
  });

  it('Arabic letters and spaces for Arabic names', () => {
    expect(isArabicLettersAndSpaces('سارة القحطاني')).toBe(true);
    expect(isArabicLettersAndSpaces('Sara')).toBe(false);
    expect(isArabicLettersAndSpaces('سارة ٢')).toBe(false);
    expect(messageOf(arabicNameSchema.safeParse('Sara'))).toBe(
      'Sahm::Validation:ArabicLettersAndSpacesOnly',
    );
  });

  it('numbers', () => {
    expect(isNumericText('12211')).toBe(true);
    expect(isNumericText('1500.50')).toBe(true);
    expect(isNumericText('١٢٢١١')).toBe(true);
    expect(isNumericText('-5')).toBe(false);
    expect(isNumericText('12a')).toBe(false);
    expect(isNumericText('1.')).toBe(false);
    expect(numericTextSchema.parse('١٢٢١١')).toBe('12211');
    expect(messageOf(numericTextSchema.safeParse('abc'))).toBe('Sahm::Validation:InvalidNumber');
    expect(messageOf(digitsSchema(5).safeParse('1221'))).toBe('Sahm::Validation:ExactDigits[5]');
  });
});

describe('money, dates and messages', () => {
  it('money has at most two decimals and is positive', () => {
    expect(moneyInputSchema.safeParse(1500.25).success).toBe(true);
    expect(messageOf(moneyInputSchema.safeParse(10.005))).toBe('Sahm::Validation:InvalidMoney');
    expect(moneyInputSchema.safeParse(0).success).toBe(false);
  });

  it('birth date is an ISO date of an adult', () => {
    expect(ageOn('2000-06-15', new Date('2018-06-14T00:00:00Z'))).toBe(17);
    expect(ageOn('2000-06-15', new Date('2018-06-15T00:00:00Z'))).toBe(18);
    expect(birthDateSchema.safeParse('1990-04-15').success).toBe(true);
    expect(messageOf(birthDateSchema.safeParse('15/04/1990'))).toBe('Sahm::Validation:InvalidDate');
    const child = `${new Date().getUTCFullYear() - 10}-01-01`;
    expect(messageOf(birthDateSchema.safeParse(child))).toBe('Sahm::Validation:MinimumAge[18]');
  });

  it('puts parameters in square brackets and splits them off again (SPEC §5)', () => {
    const message = withParams(ValidationMessage.Range, 1000, 500000);
    expect(message).toBe('Sahm::Validation:Range[1000,500000]');
    expect(parseValidationMessage(message)).toEqual({
      key: 'Sahm::Validation:Range',
      params: ['1000', '500000'],
    });
    expect(parseValidationMessage('Sahm::Validation:Required')).toEqual({
      key: 'Sahm::Validation:Required',
      params: [],
    });
  });

  it('reads Arabic-Indic and Persian digits', () => {
    expect(toWesternDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲')).toBe('0123456789 012');
  });
});
