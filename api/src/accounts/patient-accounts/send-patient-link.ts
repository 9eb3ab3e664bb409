// What a magic-link or password-link request does once its answer has left: count the recipient,
// match the address to a patient record, and e-mail a fresh link. An address with no record (or
// past its limit) gets nothing: the answer was already the same for everyone.
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { queueEmail } from '../../platform/mail/queue-email';
import { findOrCreatePatientAccount } from './find-patient-account';
import { issueLinkToken, type PatientLinkKind } from './link-token';
import { patientLinkEmail } from './patient-link-email';

/** However many clients ask, one mailbox gets only so many links of a kind (DESIGN §5). */
const recipientLimits = {
  magicLink: rateLimitPolicy.patientMagicLinkRecipient,
  passwordReset: rateLimitPolicy.patientPasswordResetRecipient,
} satisfies Record<PatientLinkKind, unknown>;

export async function sendPatientLink(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>,
  kind: PatientLinkKind,
  email: string,
): Promise<void> {
  const mailbox = email.toLowerCase();
  const verdict = await consumeRateLimit(deps, recipientLimits[kind], mailbox);
  if (!verdict.allowed) return;
  const account = await findOrCreatePatientAccount(deps, mailbox);
  if (!account) return;
  const token = await issueLinkToken(deps, kind, account.id);
  const clinic = await loadEmailClinic(deps.db);
  await queueEmail(deps, patientLinkEmail({ to: account.email, kind, token, clinic, publicUrl: deps.config.publicUrl }));
}
