// The limits of a password sign-in: a trusted browser of that very account counts its tries in its
// own bucket, and only there (someone failing from the same network or proxy never locks the owner
// out of her own browser); any other browser counts against its address, then against the account's
// bucket, keyed on the address typed (known or not, so the limit says nothing about who has an
// account). When the account's bucket is full, its owner is e-mailed, once per window, after the
// answer has left. Only failures count: a sign-in that succeeds gives its slots back
// (`SignInTry.succeeded`), so a person signing in often is never told « Trop de tentatives ».
import type { Context } from 'hono';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { afterAnswer } from '../../platform/http/after-answer';
import { clientBlock, consumeRateLimit, type RateLimitSlot, rateLimitedError, releaseRateLimitSlot } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { queueEmail } from '../../platform/mail/queue-email';
import { signInBlockedEmail } from './sign-in-blocked-email';
import { type TrustedDeviceKind, trustedDeviceOf } from './trusted-device';

const policies = {
  staff: { address: rateLimitPolicy.staffSignIn, account: rateLimitPolicy.staffSignInAccount, device: rateLimitPolicy.staffSignInDevice },
  patient: {
    address: rateLimitPolicy.patientSignIn,
    account: rateLimitPolicy.patientSignInAccount,
    device: rateLimitPolicy.patientSignInDevice,
  },
} as const;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

/** The account a sign-in names, if it exists: its id and the mailbox to warn. */
export interface NamedAccount {
  id: string;
  email: string;
}

/** A sign-in try counted against its limits, until it proves to be a success. */
export interface SignInTry {
  /** The password was right: the try gives back the slots it took, as if it had not counted. */
  succeeded(): Promise<void>;
}

function tryHolding(deps: Deps, slots: (RateLimitSlot | undefined)[]): SignInTry {
  return {
    async succeeded() {
      for (const slot of slots) await releaseRateLimitSlot(deps, slot);
    },
  };
}

/**
 * Counts one sign-in try for `mailbox` from this browser; past a limit, throws the 429 (and warns
 * the owner). Counted before the password is checked, so guesses sent at once cannot all slip
 * under the limit; the caller calls `succeeded()` when the password was right.
 */
export async function limitSignIn(
  c: Context,
  deps: Deps,
  kind: TrustedDeviceKind,
  mailbox: string,
  account: NamedAccount | undefined,
): Promise<SignInTry> {
  const device = await trustedDeviceOf(c, deps, kind, account?.id);
  if (device) {
    const verdict = await consumeRateLimit(deps, policies[kind].device, device);
    if (!verdict.allowed) throw rateLimitedError(verdict);
    return tryHolding(deps, [verdict.slot]);
  }
  const fromAddress = await consumeRateLimit(deps, policies[kind].address, clientBlock(c, deps));
  if (!fromAddress.allowed) throw rateLimitedError(fromAddress);
  const verdict = await consumeRateLimit(deps, policies[kind].account, mailbox);
  if (verdict.allowed) return tryHolding(deps, [fromAddress.slot, verdict.slot]);
  if (account) {
    const at = deps.clock.now();
    afterAnswer('sign-in blocked notice not queued', () => warnOwner(deps, kind, account, at));
  }
  throw rateLimitedError(verdict);
}

async function warnOwner(deps: Deps, kind: TrustedDeviceKind, account: NamedAccount, at: Date): Promise<void> {
  const once = await consumeRateLimit(deps, rateLimitPolicy.signInBlockedNotice, `${kind}:${account.id}`);
  if (!once.allowed) return;
  const clinic = await loadClinicSettings(deps.db);
  const mail = signInBlockedEmail({ to: account.email, at, clinic, audience: kind });
  await queueEmail(deps, kind === 'staff' ? { ...mail, kind: 'staff' } : mail);
}
