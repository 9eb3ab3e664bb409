// Tests plant a patient's e-mail reminders in the consent ledger, the one thing that turns her
// e-mails on (the database copies the newest entry into `patients.email_consent` and refuses any
// other write of it).
import type { ConsentChannel } from 'shared-domain/privacy/privacy';
import type { Database } from '../platform/db/client';
import { patientConsents } from '../platform/db/schema';
import { consentEntryRow } from '../privacy/consents/consent-entry';

export async function plantEmailConsent(
  app: { db: Database; clock: { now(): Date } },
  patientId: string,
  options: { email?: string | null; channel?: ConsentChannel; withdrawn?: boolean } = {},
): Promise<void> {
  const at = app.clock.now().toISOString();
  await app.db.insert(patientConsents).values({
    ...consentEntryRow({
      patientId,
      email: options.email ?? null,
      kind: 'email_reminders',
      version: 1,
      channel: options.channel ?? 'desk',
      at,
    }),
    ...(options.withdrawn && { withdrawnAt: at, withdrawnChannel: 'desk' as const }),
  });
}
