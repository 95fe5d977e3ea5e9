import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';

/** What a sealed value is for: a session sealed for one use never opens as another. */
export type SealPurpose = 'session' | 'login' | 'logout';

export interface Sealer {
  seal(payload: JWTPayload, purpose: SealPurpose, expiresAt: number): Promise<string>;
  /** The payload, or null when the value is tampered with, expired, for another use or unknown. */
  open(sealed: string, purpose: SealPurpose): Promise<JWTPayload | null>;
}

/**
 * Encrypted and authenticated (JWE, direct A256GCM): only this service reads or forges it. The
 * first key seals; every key opens, so keys rotate by putting the new one first and dropping the
 * old one once the longest session has ended. Each value names its key (`kid`).
 */
export function createSealer(keys: readonly Uint8Array[], now: () => number): Sealer {
  const [sealingKey] = keys;
  if (!sealingKey) throw new Error('At least one cookie key is needed.');
  const byId = new Map(keys.map((key) => [keyId(key), key]));
  const sealingKeyId = keyId(sealingKey);
  return {
    seal: (payload, purpose, expiresAt) =>
      new EncryptJWT(payload)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: sealingKeyId })
        .setAudience(purpose)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .encrypt(sealingKey),
    async open(sealed, purpose) {
      try {
        const { payload } = await jwtDecrypt(
          sealed,
          (header) => {
            const key = header.kid ? byId.get(header.kid) : undefined;
            if (!key) throw new Error('unknown key');
            return key;
          },
          {
            audience: purpose,
            currentDate: new Date(now()),
            keyManagementAlgorithms: ['dir'],
            contentEncryptionAlgorithms: ['A256GCM'],
          },
        );
        return payload;
      } catch {
        return null;
      }
    },
  };
}

// Names a key without revealing it.
function keyId(key: Uint8Array): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 12);
}
