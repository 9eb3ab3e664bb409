import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditActionNames, auditActions, isAuditAction, renamedAuditActions } from './audit-actions';

describe('the audit actions catalogue', () => {
  it('names each action `thing.done`, once, with its own French label', () => {
    expect(auditActionNames.length).toBeGreaterThanOrEqual(60);
    for (const name of auditActionNames) expect(name).toMatch(/^[a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)*$/);
    const labels = auditActionNames.map((name) => auditActions[name].label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) {
      expect(label.trim()).toBe(label);
      expect(label).toMatch(/^[A-ZÉ]/);
      expect(label).not.toMatch(/[._]/);
    }
  });

  it('uses one tense: no action left under a name the catalogue renamed', () => {
    for (const [old, renamed] of Object.entries(renamedAuditActions)) {
      expect(isAuditAction(old), old).toBe(false);
      expect(isAuditAction(renamed), renamed).toBe(true);
    }
    // Present-tense verbs the older names used.
    for (const name of auditActionNames)
      expect(name).not.toMatch(/\.(create|update|delete|cancel|remove|read|list|answer|export|sign_in|sign_up)$/);
  });

  it('describes the details of each action, and refuses a key it does not list', () => {
    expect(auditActions['clinical_note.signed'].details.safeParse({}).success).toBe(true);
    expect(auditActions['clinical_note.signed'].details.safeParse({ text: 'Douleur lombaire' }).success).toBe(false);
    expect(auditActions['staff.sign_in_failed'].details.safeParse({ reason: 'wrong_password', ipAddress: '203.0.113.5' }).success).toBe(
      true,
    );
    expect(auditActions['staff.sign_in_failed'].details.safeParse({ reason: 'wrong_password' }).success).toBe(false);
    expect(auditActions['patient.password_set'].details.safeParse({ sessionsEnded: 2 }).success).toBe(true);
    expect(auditActions['patient.password_set'].details.safeParse({ sessionsEnded: 2, password: 'x' }).success).toBe(false);
  });

  it('labels a recorded action in French, and one it does not list generically, prototype names included', () => {
    expect(auditActionLabel('clinical_note.signed')).toBe('Note clinique signée');
    expect(auditActionLabel('appointment.created')).toBe('Rendez-vous créé');
    for (const action of ['billing.refund', 'appointment.create', 'constructor', 'toString', '__proto__']) {
      expect(auditActionLabel(action)).toBe(`Action non répertoriée (${action})`);
    }
  });
});
