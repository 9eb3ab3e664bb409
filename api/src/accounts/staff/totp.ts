// TOTP as DESIGN §5 sets it: otplib, a 32-character base32 secret (20 random bytes), 6 digits,
// 30 s steps, one step of tolerance either side. Time comes from the injected clock.
import { generate, generateSecret, generateURI, verify } from 'otplib';

const period = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The `otpauth://` address the set-up screen draws as a QR code (locally) for the authenticator. */
export function totpUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret, period, digits: 6 });
}

/**
 * The 30 s step `code` belongs to, if it is right now (±1 step) and later than `afterStep`, the
 * step of the last code accepted: a code is good once.
 */
export async function totpCodeStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    period,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: period,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => undefined);
  // The functional API types HOTP results too; a TOTP success carries its step.
  return result?.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The code an authenticator shows at `now` (the demo's `npm run demo:code`, the tests). */
export function totpCodeAt(secret: string, now: Date): Promise<string> {
  return generate({ secret, period, digits: 6, epoch: Math.floor(now.getTime() / 1000) });
}
