// Single-use tokens for the patient's e-mailed links (DESIGN §4): 256 random bits handed out once,
// only their SHA-256 kept in `verifications`, each good for one use before it expires.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { verifications } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { hashToken, mintToken } from '../../platform/tokens/tokens';

/** What a patient link proves, and how long it lasts. */
export const patientLinkKinds = {
  magicLink: { type: 'patient_magic_link', minutes: 15 },
  passwordReset: { type: 'patient_password_reset', minutes: 30 },
} as const;

export type PatientLinkKind = keyof typeof patientLinkKinds;

/**
 * A new link for the account `accountId`; the earlier unused links of the same kind die with it,
 * so only the latest e-mail works. Returns the clear token, which is never stored.
 */
export async function issueLinkToken(deps: Pick<AppDeps, 'db' | 'clock'>, kind: PatientLinkKind, accountId: string): Promise<string> {
  const { type, minutes } = patientLinkKinds[kind];
  const token = mintToken('secret');
  const now = deps.clock.now();
  await deps.db
    .delete(verifications)
    .where(and(eq(verifications.type, type), eq(verifications.target, accountId), isNull(verifications.usedAt)));
  await deps.db.insert(verifications).values({
    type,
    target: accountId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
    ...createdTimestamp(deps.clock),
  });
  return token;
}

/**
 * The account a still-usable link is for, without using it up: a form that refuses what was typed
 * (a weak password) leaves the link working for the next try.
 */
export async function pendingLinkTarget(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  kind: PatientLinkKind,
  token: string,
): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ accountId: verifications.target })
    .from(verifications)
    .where(
      and(
        eq(verifications.tokenHash, hashToken(token)),
        eq(verifications.type, patientLinkKinds[kind].type),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, deps.clock.now().toISOString()),
      ),
    );
  return row?.accountId;
}

/**
 * Uses up the link: the account id it was for, or undefined for a token that is unknown, of another
 * kind, already used or expired. One statement marks it used, so two concurrent uses cannot both win.
 */
export async function redeemLinkToken(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  kind: PatientLinkKind,
  token: string,
): Promise<string | undefined> {
  const now = deps.clock.now().toISOString();
  const [row] = await deps.db
    .update(verifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(verifications.tokenHash, hashToken(token)),
        eq(verifications.type, patientLinkKinds[kind].type),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, now),
      ),
    )
    .returning({ accountId: verifications.target });
  return row?.accountId;
}
