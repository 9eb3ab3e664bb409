// Tests plant a patient's text reminders in the consent ledger, the one thing that lets a text go.
import type { Database } from '../platform/db/client';
import { patientConsents } from '../platform/db/schema';
import { consentEntryRow } from '../privacy/consents/consent-entry';

export async function plantTextConsent(app: { db: Database; clock: { now(): Date } }, patientId: string): Promise<void> {
  await app.db
    .insert(patientConsents)
    .values(
      consentEntryRow({ patientId, email: null, kind: 'text_reminders', version: 1, channel: 'desk', at: app.clock.now().toISOString() }),
    );
}
