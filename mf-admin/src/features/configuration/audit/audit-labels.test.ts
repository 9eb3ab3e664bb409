import { describe, expect, it } from 'vitest';
import { auditActorLabel, auditDetailLines } from './audit-labels';

describe('the audit trail in French', () => {
  it('says who: a staff member by name, otherwise the kind of actor', () => {
    expect(auditActorLabel({ actorType: 'staff', actorName: 'Émilie Tremblay' })).toBe('Émilie Tremblay');
    expect(auditActorLabel({ actorType: 'staff', actorName: null })).toBe('Membre du personnel');
    expect(auditActorLabel({ actorType: 'patient', actorName: null })).toBe('Patient');
    expect(auditActorLabel({ actorType: 'public', actorName: null })).toBe('Visiteur');
    expect(auditActorLabel({ actorType: 'system', actorName: null })).toBe('Système');
    // A name on a non-staff event would not be the actor's.
    expect(auditActorLabel({ actorType: 'patient', actorName: 'Quelqu’un' })).toBe('Patient');
  });

  it('keeps the details that matter, in French, in a fixed order', () => {
    expect(auditDetailLines({ ipAddress: '203.0.113.5', reason: 'wrong_password' })).toEqual([
      'Motif : mot de passe erroné',
      'Adresse IP : 203.0.113.5',
    ]);
    expect(auditDetailLines({ attemptType: 'backup_code', reason: 'replayed_code' })).toEqual([
      'Motif : code déjà utilisé',
      'Type de code : code de secours',
    ]);
    expect(auditDetailLines({ method: 'magic_link' })).toEqual(['Méthode : lien magique']);
    expect(auditDetailLines({ sessionsEnded: 2 })).toEqual(['Sessions fermées : 2']);
    expect(auditDetailLines({ by: 'sessions_list' })).toEqual(['Depuis : liste des sessions']);
    expect(auditDetailLines({ secondFactor: 'verify' })).toEqual(['Deux facteurs : code demandé']);
  });

  it('shows an unknown value as recorded, and never an unknown key or a nested value', () => {
    expect(auditDetailLines({ reason: 'new_reason' })).toEqual(['Motif : new_reason']);
    expect(auditDetailLines({ reason: 'constructor' })).toEqual(['Motif : constructor']);
    expect(auditDetailLines({ token: 'secret', nested: { a: 1 }, reason: { code: 'x' }, method: null, ipAddress: '' })).toEqual([]);
    expect(auditDetailLines(null)).toEqual([]);
  });
});
