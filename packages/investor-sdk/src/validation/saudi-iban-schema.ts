import { z } from 'zod/mini';
import { ValidationMessage } from './messages';
import { isValidSaudiIban, normalizeIban } from './saudi-iban';

/**
 * Output is the electronic form: uppercase, no spaces. In its own module so that ibantools loads
 * only where an IBAN is validated, not with every client call (ADR 0186).
 */
export const saudiIbanSchema = z.pipe(
  z.string().check(z.refine(isValidSaudiIban, ValidationMessage.InvalidSaudiIban)),
  z.transform(normalizeIban),
);
