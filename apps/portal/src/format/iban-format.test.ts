import { describe, expect, it } from 'vitest';
import { formatIban, maskIban } from './iban-format';

describe('formatIban', () => {
  it('groups a Saudi IBAN in fours', () => {
    expect(formatIban('SA0380000000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
  });

  it('normalizes spaces and case first', () => {
    expect(formatIban(' sa03 8000 0000 6080 1016 7519 ')).toBe('SA03 8000 0000 6080 1016 7519');
  });

  it('leaves a short remainder as the last group', () => {
    expect(formatIban('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
  });
});

describe('maskIban', () => {
  it('keeps only the last four characters', () => {
    expect(maskIban('SA03 8000 0000 6080 1016 7519')).toBe('•••• 7519');
  });
});
