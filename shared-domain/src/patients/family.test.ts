import { describe, expect, it } from 'vitest';
import {
  ageOn,
  childBirthDateRefusal,
  childMessages,
  consentGivenBy,
  consentSigner,
  familyAccessOn,
  guardianAccessHolds,
  ownConsentDate,
} from './family';

describe('a child’s consent and her guardians’ access', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2012-06-15', '2026-06-14')).toBe(13);
    expect(ageOn('2012-06-15', '2026-06-15')).toBe(14);
    expect(ageOn('2012-02-29', '2026-02-28')).toBe(13);
    expect(ageOn('2012-02-29', '2026-03-01')).toBe(14);
    expect(ownConsentDate('2012-02-29')).toBe('2026-03-01');
    expect(ownConsentDate('2012-06-15')).toBe('2026-06-15');
  });

  it('has a guardian sign under 14, the patient herself from 14', () => {
    expect(consentSigner('2012-06-15', '2026-06-14')).toBe('guardian');
    expect(consentSigner('2012-06-15', '2026-06-15')).toBe('self');
    expect(consentSigner(null, '2026-06-15')).toBe('self');
  });

  it('ends a guardian’s access on the 14th birthday unless the teen agreed', () => {
    const live = { endedAt: null, dependantAgreedAt: null };
    expect(guardianAccessHolds(live, '2012-06-15', '2026-06-14')).toBe(true);
    expect(guardianAccessHolds(live, '2012-06-15', '2026-06-15')).toBe(false);
    expect(familyAccessOn(live, '2012-06-15', '2026-06-15')).toBe('ended_at_14');
    const agreed = { endedAt: null, dependantAgreedAt: '2026-06-20T14:00:00.000Z' };
    expect(guardianAccessHolds(agreed, '2012-06-15', '2026-06-21')).toBe(true);
    expect(familyAccessOn(agreed, '2012-06-15', '2026-06-21')).toBe('agreed');
    expect(guardianAccessHolds({ endedAt: '2026-01-01T00:00:00.000Z', dependantAgreedAt: null }, '2020-01-01', '2026-06-21')).toBe(false);
    expect(guardianAccessHolds(live, null, '2026-06-21')).toBe(false);
  });

  it('takes a child added from the portal born in the past and under 18 on the clinic’s day', () => {
    expect(childBirthDateRefusal('2026-06-15', '2026-06-15')).toBeNull();
    expect(childBirthDateRefusal('2026-06-16', '2026-06-15')).toBe(childMessages.birthDateInFuture);
    expect(childBirthDateRefusal('2008-06-16', '2026-06-15')).toBeNull();
    expect(childBirthDateRefusal('2008-06-15', '2026-06-15')).toBe(childMessages.notAChild);
  });

  it('says who gave a child’s consent', () => {
    expect(consentGivenBy({ name: 'Camille Gagnon', relationship: 'mere' })).toBe('donné par Camille Gagnon (mère)');
  });
});
