import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { automationRules, emailOutbox } from '../db/schema';
import { outboxMails } from '../../testing/outbox';
import { testNow, useTestApp } from '../../testing/test-app';
import { outboxInsert, queueEmail } from './queue-email';
import { templateEmail } from './template-email';

const reminder = { to: 'marie@exemple.ca', subject: 'Rappel', text: 'À demain', kind: 'rappel', patientId: null };

describe('queueing an e-mail', () => {
  const testApp = useTestApp();

  beforeEach(async () => {
    await testApp().db.delete(emailOutbox);
    await testApp().db.delete(automationRules);
  });

  const pause = (key: string, enabled: boolean) =>
    testApp()
      .db.insert(automationRules)
      .values({ key, enabled, updatedAt: testNow })
      .onConflictDoUpdate({ target: automationRules.key, set: { enabled } });

  it('queues nothing of a paused rule, and queues again once it is resumed', async () => {
    await pause('reminder', false);
    await queueEmail(testApp().deps, reminder);
    // Another rule's message and a message of no rule leave as before.
    await queueEmail(testApp().deps, { ...reminder, kind: 'confirmation' });
    await queueEmail(testApp().deps, { ...reminder, kind: 'digest' });
    expect((await outboxMails(testApp())).map((row) => row.kind)).toEqual(['confirmation', 'digest']);

    await pause('reminder', true);
    await queueEmail(testApp().deps, reminder);
    const rows = await outboxMails(testApp(), eq(emailOutbox.kind, 'rappel'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: reminder.to, subject: 'Rappel', text: 'À demain' });
  });

  it('checks the pause inside the caller’s batch, together with its own condition', async () => {
    const { db, deps } = testApp();
    await pause('waitlist_offers', false);
    const offer = { ...reminder, kind: 'offre_liste_attente' };
    await db.batch([
      outboxInsert(deps, offer, { onlyIf: sql`1 = 1` }),
      outboxInsert(deps, offer),
      // Not paused, but its own condition fails.
      outboxInsert(deps, { ...reminder, kind: 'confirmation' }, { onlyIf: sql`1 = 0` }),
      outboxInsert(deps, { ...reminder, kind: 'confirmation', appointmentId: 'rdv-1' }, { onlyIf: sql`1 = 1` }),
    ]);
    expect(await outboxMails(testApp())).toMatchObject([{ kind: 'confirmation', appointmentId: 'rdv-1' }]);

    // The pause is read as the batch runs: resumed in the same batch, the message goes in.
    await db.batch([
      db.update(automationRules).set({ enabled: true }).where(eq(automationRules.key, 'waitlist_offers')),
      outboxInsert(deps, offer),
    ]);
    expect(await db.$count(emailOutbox, eq(emailOutbox.kind, 'offre_liste_attente'))).toBe(1);
  });

  it('queues a message staff asked for even when its rule is paused', async () => {
    await pause('payment_reminder', false);
    await queueEmail(testApp().deps, { ...reminder, kind: 'rappel_paiement' });
    await queueEmail(testApp().deps, { ...reminder, kind: 'rappel_paiement', ignorePause: true });
    expect(await testApp().db.$count(emailOutbox)).toBe(1);
  });

  it('says what each template e-mail is, and keeps whom it concerns', async () => {
    const { deps } = testApp();
    const clinic = {
      clinicName: 'Clinique',
      phone: '5145550142',
      email: 'info@clinique.example',
      addressLine: '',
      city: '',
      province: 'QC',
      postalCode: '',
    };
    const mail = templateEmail(clinic, 'demande_refusée', { nom: 'Julie', message: 'Complet', lien_réservation: '' });
    expect(mail.kind).toBe('demande_refusée');
    await queueEmail(deps, { to: 'julie@exemple.ca', ...mail, patientId: 'patient-1', appointmentId: 'rdv-2' });
    expect(await outboxMails(testApp())).toMatchObject([{ kind: 'demande_refusée', patientId: 'patient-1', appointmentId: 'rdv-2' }]);
    // Without a kind, it is « other ».
    await queueEmail(deps, { to: 'julie@exemple.ca', subject: 'x', text: 'y' });
    expect(await testApp().db.$count(emailOutbox, eq(emailOutbox.kind, 'other'))).toBe(1);
  });
});
