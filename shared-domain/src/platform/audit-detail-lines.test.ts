import { describe, expect, it } from 'vitest';
import { auditDetailLines, auditSettingName } from './audit-detail-lines';

describe("an audit event's details in French", () => {
  it('says each changed opening hour, day and break before and after', () => {
    const day = { enabled: true, start: '08:00', end: '17:00', breaks: [] };
    expect(
      auditDetailLines('settings.hours_updated', {
        changes: {
          monday: { before: day, after: { ...day, start: '09:00', breaks: [{ start: '12:00', end: '13:00' }] } },
          saturday: { before: { ...day, enabled: false }, after: day },
        },
      }),
    ).toEqual(["Heure d'ouverture du lundi : 08:00 → 09:00", 'Pauses du lundi : aucune → 12:00–13:00', 'Samedi : fermé → ouvert']);
    expect(auditSettingName('settings.hours_updated')).toBe("Heures d'ouverture");
  });

  it('names a setting by its label and its values as the clinic reads them (money, yes or no, empty)', () => {
    expect(auditDetailLines('settings.fees_updated', { changes: { noShowFee: { before: 2500, after: 3000 } } })).toEqual([
      expect.stringMatching(/^Frais de rendez-vous manqué \(\$\) : 25,00\s\$ → 30,00\s\$$/),
    ]);
    expect(
      auditDetailLines('settings.fees_updated', { changes: { timelyCancellationDeposit: { before: 'refund', after: 'credit' } } }),
    ).toEqual(['Dépôt d’un rendez-vous annulé dans les délais : Rembourser le dépôt → Garder en crédit au compte']);
    expect(
      auditDetailLines('settings.clinic_updated', {
        changes: { phone: { before: null, after: '514 555-0100' }, taxRegistered: { before: false, after: true } },
      }),
    ).toEqual(['Téléphone : (vide) → 514 555-0100', 'Inscrite aux taxes (TPS/TVQ) : non → oui']);
    expect(auditDetailLines('staff.role_changed', { from: 'reception', to: 'admin' })).toEqual(['Rôle : Réception → Administration']);
  });

  it('names the fields a record change touched, never their values, and never a typed reason or note', () => {
    expect(auditDetailLines('patient_record.updated', { fields: ['phone', 'notes'] })).toEqual(['Champs modifiés : Téléphone, Notes']);
    expect(auditDetailLines('clinical_note.updated', { fields: ['subjective'] })).toEqual(['Champs modifiés : Subjectif']);
    const typed = 'Douleur lombaire depuis la grossesse';
    const shown = [
      ...auditDetailLines('invoice.fee_waived', { patientId: 'p-1', reason: typed }),
      ...auditDetailLines('payment.refunded', { patientId: 'p-1', paymentId: null, tender: 'cash', amountCents: 1000, offCardNote: typed }),
      ...auditDetailLines('clinical_note.viewed', { text: typed, nested: { subjective: typed } }),
    ];
    expect(shown.join(' ')).not.toContain('Douleur');
    expect(shown.join(' ')).not.toContain('p-1');
  });

  it('keeps the sign-in details that matter, and says nothing of a key it does not list', () => {
    expect(auditDetailLines('staff.sign_in_failed', { reason: 'wrong_password', ipAddress: '203.0.113.5' })).toEqual([
      'Motif : mot de passe erroné',
      'Adresse IP : 203.0.113.5',
    ]);
    expect(auditDetailLines('patient.signed_in', { method: 'magic_link' })).toEqual(['Méthode : lien magique']);
    expect(auditDetailLines('session.ended', { token: 'secret', ipAddress: '' })).toEqual([]);
    expect(auditDetailLines('session.ended', null)).toEqual([]);
  });
});
