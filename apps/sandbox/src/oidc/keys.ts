import { generateKeyPairSync } from 'node:crypto';
import type { JWK } from 'oidc-provider';

/** A fresh signing key per start: sandbox tokens never outlive the process that issued them. */
export function createSigningKeys(): { keys: JWK[] } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { keys: [{ ...jwk, use: 'sig', alg: 'RS256', kid: 'sandbox-rs256' }] };
}
