import type { z } from 'zod/mini';

const key = (name: string, ...params: (string | number)[]) =>
  params.length === 0
    ? `::Form:Validation:${name}`
    : `::Form:Validation:${name}[${params.join(',')}]`;

const lengthOf = (input: unknown) =>
  typeof input === 'string' || Array.isArray(input) ? input.length : 0;

/**
 * Zod's built-in checks as SPEC §5's default messages, with their parameters in brackets
 * (`::Form:Validation:MaxLength[64,70]`). Messages a schema sets itself (the SDK's field rules)
 * take precedence.
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  switch (issue.code) {
    // A required radio group or select left without a choice (z.enum) is required, not invalid.
    case 'invalid_type':
    case 'invalid_value':
      return empty ? key('Required') : key('Invalid');
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return minimum === 1 || empty
          ? key('Required')
          : key('MinLength', minimum, lengthOf(issue.input));
      }
      if (issue.origin === 'array' || issue.origin === 'set') return key('Required');
      return key('Min', minimum, String(issue.input));
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      return issue.origin === 'string'
        ? key('MaxLength', maximum, lengthOf(issue.input))
        : key('Max', maximum, String(issue.input));
    }
    case 'invalid_format':
      if (issue.format === 'email') return key('Email');
      if (issue.format === 'url') return key('Url');
      if (issue.format === 'regex') return key('Pattern');
      return key('Invalid');
    default:
      return key('Invalid');
  }
};
