// Trusted browsers. After a second factor passed (staff) or a sign-in (patient), the
// browser keeps a long-lived cookie holding a random token; `verifications` keeps only its hash,
// with the account as target. At sign-in, a browser showing a live token for the very account it
// signs in to counts its attempts in a bucket of its own, so wrong passwords sent from elsewhere
// cannot lock the owner out; every other browser shares the account's bucket, as before.
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../deps';
import { verifications } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { hashToken, mintToken } from '../../platform/tokens/tokens';

export const trustedDeviceKinds = {
  // The cookie goes only to the sign-in endpoints' prefix: no other request carries it.
  staff: { type: 'staff_trusted_device', cookie: 'clinic_staff_device', path: '/api/auth/staff' },
  patient: { type: 'patient_trusted_device', cookie: 'clinic_patient_device', path: '/api/auth/patient' },
} as const;

export type TrustedDeviceKind = keyof typeof trustedDeviceKinds;

/** How long a browser stays trusted without signing in again (each sign-in renews it). */
export const trustedDeviceDays = 180;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * Trusts this browser for `accountId`: a new token in the cookie, its hash stored. The token the
 * browser came with, if any, is replaced (one row per browser), and the account's expired rows go.
 */
export async function trustThisDevice(c: Context, deps: Deps, kind: TrustedDeviceKind, accountId: string): Promise<void> {
  const { type, cookie, path } = trustedDeviceKinds[kind];
  const now = deps.clock.now();
  const previous = getCookie(c, cookie);
  const token = mintToken('secret');
  const expiresAt = new Date(now.getTime() + trustedDeviceDays * 24 * 3600_000);
  const staleForAccount = and(
    eq(verifications.type, type),
    eq(verifications.target, accountId),
    lte(verifications.expiresAt, now.toISOString()),
  );
  await deps.db.batch([
    deps.db
      .delete(verifications)
      .where(
        previous
          ? or(and(eq(verifications.type, type), eq(verifications.tokenHash, hashToken(previous))), staleForAccount)
          : staleForAccount,
      ),
    deps.db.insert(verifications).values({
      type,
      target: accountId,
      tokenHash: hashToken(token),
      expiresAt: expiresAt.toISOString(),
      ...createdTimestamp(deps.clock),
    }),
  ]);
  setCookie(c, cookie, token, {
    path,
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.config.secureCookies,
    maxAge: trustedDeviceDays * 24 * 3600,
  });
}

/**
 * The hash of the browser's device token if it is live and was issued for `accountId` (undefined
 * for no account, another account's token, a forged, expired or forgotten one): the key of this
 * browser's own sign-in bucket.
 */
export async function trustedDeviceOf(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  kind: TrustedDeviceKind,
  accountId: string | undefined,
): Promise<string | undefined> {
  const { type, cookie } = trustedDeviceKinds[kind];
  const token = getCookie(c, cookie);
  if (!token || !accountId) return undefined;
  const tokenHash = hashToken(token);
  const [row] = await deps.db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.tokenHash, tokenHash),
        eq(verifications.type, type),
        eq(verifications.target, accountId),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, deps.clock.now().toISOString()),
      ),
    );
  return row ? tokenHash : undefined;
}

/**
 * Deletes every device token of the account (factor reset, password change or reset,
 * deactivation): a statement to run alone or inside the change's `db.batch`.
 */
export function forgetTrustedDevices(deps: Pick<AppDeps, 'db'>, kind: TrustedDeviceKind, accountId: string, onlyIf?: SQL) {
  const { type } = trustedDeviceKinds[kind];
  // `onlyIf`: inside a batch whose change may be refused (a deactivation), forget them only if it happened.
  return deps.db.delete(verifications).where(and(eq(verifications.type, type), eq(verifications.target, accountId), onlyIf));
}

/** Clears this browser's device cookie (its row is gone already or about to be). */
export function clearDeviceCookie(c: Context, deps: Pick<AppDeps, 'config'>, kind: TrustedDeviceKind): void {
  const { cookie, path } = trustedDeviceKinds[kind];
  deleteCookie(c, cookie, { path, secure: deps.config.secureCookies, httpOnly: true, sameSite: 'Lax' });
}
