import { describe, expect, it } from 'vitest';
import { joinName, maskNationalId } from './profile-format';

describe('maskNationalId', () => {
  it('keeps only the last 4 digits of a 10-digit id', () => {
    expect(maskNationalId('1234567806')).toBe('••••••7806');
  });
  it('hides a short id entirely', () => {
    expect(maskNationalId('1234')).toBe('••••');
    expect(maskNationalId('')).toBe('');
  });
  it('ignores surrounding spaces', () => {
    expect(maskNationalId(' 2234567891 ')).toBe('••••••7891');
  });
});

describe('joinName', () => {
  it('joins the parts and skips blanks', () => {
    expect(joinName('Sara', '', null, 'Al Qahtani')).toBe('Sara Al Qahtani');
  });
});
