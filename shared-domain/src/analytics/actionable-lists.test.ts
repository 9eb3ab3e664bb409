// A small clinic on Monday 30 November 2026: each patient's place in the lists is worked out by hand.
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  careLists,
  episodeWithoutNext,
  type PatientCare,
  reactivation,
  reexamDue,
  waitlistWithFreeSlots,
} from './actionable-lists';

const today = '2026-11-30';

const care = (patientId: string, fields: Partial<PatientCare>): PatientCare => ({
  patientId,
  visits: [],
  reexams: [],
  episodes: [],
  lastPaidOn: null,
  marketingConsent: null,
  hasEmail: true,
  override: null,
  ...fields,
});

describe('addMonths', () => {
  it('keeps the day, or the month’s last day', () => {
    expect(addMonths('2026-11-30', -6)).toBe('2026-05-30');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', 24)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });
});

describe('re-exam due without an appointment', () => {
  it('lists a re-exam past or within 30 days with nothing at or after it', () => {
    const sophie = care('sophie', {
      visits: [{ date: '2026-11-02', status: 'completed' }],
      reexams: [{ visitDate: '2026-11-02', reexamOn: '2026-11-23' }],
    });
    expect(reexamDue(sophie, today)).toMatchObject({ reexamOn: '2026-11-23', overdue: true, key: 'reexam:2026-11-23' });
    expect(reexamDue(sophie, today)?.reason).toContain('Réexamen en retard depuis le 23 nov. 2026');
    // Missed more than 90 days ago: reactivation's.
    expect(reexamDue(care('x', { reexams: [{ visitDate: '2026-06-02', reexamOn: '2026-08-31' }] }), today)).toBeNull();
    expect(reexamDue(care('x', { reexams: [{ visitDate: '2026-06-02', reexamOn: '2026-09-01' }] }), today)).not.toBeNull();
    // Too far ahead: not yet.
    expect(reexamDue(care('x', { reexams: [{ visitDate: '2026-11-02', reexamOn: '2027-01-05' }] }), today)).toBeNull();
  });

  it('takes the newest note’s date, and a visit booked before it does not do the re-exam', () => {
    const camille = care('camille', {
      visits: [
        { date: '2026-10-01', status: 'completed' },
        { date: '2026-11-29', status: 'completed' },
        { date: '2026-12-14', status: 'confirmed' },
      ],
      reexams: [
        { visitDate: '2026-10-01', reexamOn: '2026-10-29' },
        { visitDate: '2026-11-29', reexamOn: '2026-12-27' },
      ],
    });
    const due = reexamDue(camille, today);
    expect(due).toMatchObject({ reexamOn: '2026-12-27', overdue: false });
    expect(due?.reason).toBe(
      'Réexamen prévu le 27 déc. 2026 (noté le 29 nov. 2026); prochain rendez-vous le 14 déc. 2026, avant cette date.',
    );
    // Booked on the re-exam day: done.
    expect(reexamDue({ ...camille, visits: [...camille.visits, { date: '2026-12-27', status: 'pending' }] }, today)).toBeNull();
  });

  it('counts a visit cancelled then rebooked by its new booking only', () => {
    const reexams = [{ visitDate: '2026-11-02', reexamOn: '2026-11-27' }];
    const cancelled = care('luc', { reexams, visits: [{ date: '2026-12-03', status: 'cancelled' }] });
    expect(reexamDue(cancelled, today)).not.toBeNull();
    const rebooked = care('luc', {
      reexams,
      visits: [
        { date: '2026-12-03', status: 'cancelled' },
        { date: '2026-12-08', status: 'confirmed' },
      ],
    });
    expect(reexamDue(rebooked, today)).toBeNull();
  });

  it('reads a merged record as one: the duplicate’s visit after the re-exam, now hers, did it', () => {
    // Denis's two files were merged: the note came from one, the visit of 25 November from the other.
    const denis = care('denis', {
      reexams: [{ visitDate: '2026-10-20', reexamOn: '2026-11-20' }],
      visits: [
        { date: '2026-10-20', status: 'completed' },
        { date: '2026-11-25', status: 'completed' },
      ],
    });
    expect(reexamDue(denis, today)).toBeNull();
  });
});

describe('no next appointment after an active episode', () => {
  it('lists an open episode seen lately with nothing booked', () => {
    const marc = care('marc', {
      visits: [{ date: '2026-11-10', status: 'completed' }],
      episodes: [{ id: 'e1', startedOn: '2026-10-01', endedOn: null }],
    });
    expect(episodeWithoutNext(marc, today)).toMatchObject({ episodeId: 'e1', lastSeenOn: '2026-11-10', key: 'episode:e1:2026-11-10' });
    // A no-show is not a visit; an ended episode is not active; a booked visit ahead is a next appointment.
    expect(episodeWithoutNext({ ...marc, visits: [{ date: '2026-11-10', status: 'no_show' }] }, today)).toBeNull();
    expect(episodeWithoutNext({ ...marc, episodes: [{ id: 'e1', startedOn: '2026-10-01', endedOn: '2026-11-15' }] }, today)).toBeNull();
    expect(episodeWithoutNext({ ...marc, visits: [...marc.visits, { date: '2026-12-01', status: 'pending' }] }, today)).toBeNull();
    // Seen more than 90 days ago: reactivation's, not this list's.
    expect(episodeWithoutNext({ ...marc, visits: [{ date: '2026-08-01', status: 'completed' }] }, today)).toBeNull();
  });

  it('lists a patient due for her re-exam once, in the re-exam list', () => {
    const both = care('eve', {
      visits: [{ date: '2026-11-02', status: 'completed' }],
      reexams: [{ visitDate: '2026-11-02', reexamOn: '2026-11-23' }],
      episodes: [{ id: 'e2', startedOn: '2026-11-02', endedOn: null }],
    });
    const lists = careLists([both], today);
    expect(lists.reexam.map((row) => row.patientId)).toEqual(['eve']);
    expect(lists.episode).toEqual([]);
  });
});

describe('reactivation, under Canada’s anti-spam law', () => {
  const seen = (date: string) => [{ date, status: 'completed' as const }];

  it('lists those last seen 6 to 24 months ago with nothing booked', () => {
    expect(reactivation(care('a', { visits: seen('2026-06-01') }), today)).toBeNull();
    expect(reactivation(care('a', { visits: seen('2026-05-30') }), today)).not.toBeNull();
    expect(reactivation(care('a', { visits: seen('2024-11-30') }), today)).not.toBeNull();
    expect(reactivation(care('a', { visits: seen('2024-11-29') }), today)).toBeNull();
    expect(reactivation(care('a', { visits: [...seen('2026-01-10'), { date: '2026-12-10', status: 'pending' }] }), today)).toBeNull();
  });

  it('writes with express consent, or within two years of the last payment; excludes the others with the reason', () => {
    const visits = seen('2026-01-10');
    expect(reactivation(care('a', { visits, marketingConsent: { givenOn: '2025-03-01', withdrawnOn: null } }), today)).toMatchObject({
      excluded: null,
      consent: 'Consentement exprès donné le 1er mars 2025.',
    });
    expect(reactivation(care('b', { visits, lastPaidOn: '2025-01-10' }), today)).toMatchObject({
      excluded: null,
      consent: 'Consentement tacite : dernier paiement le 10 janv. 2025, valable jusqu’au 10 janv. 2027.',
    });
    // Paid more than two years ago (her last visit was not paid): implied consent ended.
    expect(reactivation(care('c', { visits, lastPaidOn: '2024-11-01' }), today)).toMatchObject({ excluded: 'no_consent' });
    expect(reactivation(care('d', { visits }), today)?.consent).toBe(
      'Exclu : aucun consentement exprès au registre, et aucun paiement qui donne un consentement tacite.',
    );
    // A withdrawal ends implied consent too.
    expect(
      reactivation(
        care('e', { visits, lastPaidOn: '2026-01-10', marketingConsent: { givenOn: '2025-03-01', withdrawnOn: '2026-02-01' } }),
        today,
      ),
    ).toMatchObject({ excluded: 'withdrawn', consent: 'Exclu : consentement aux messages retiré le 1er févr. 2026.' });
    expect(reactivation(care('f', { visits, lastPaidOn: '2026-01-10', hasEmail: false }), today)).toMatchObject({ excluded: 'no_email' });
  });

  it('lets staff lift a consent exclusion with a reason, never a missing address', () => {
    const visits = seen('2026-01-10');
    const override = { on: '2026-11-29', reason: 'A demandé par téléphone à recevoir nos nouvelles' };
    expect(reactivation(care('d', { visits, override }), today)).toMatchObject({
      excluded: null,
      overridden: true,
      consent: 'Exclusion levée par l’équipe le 29 nov. 2026 : A demandé par téléphone à recevoir nos nouvelles',
    });
    expect(reactivation(care('f', { visits, override, hasEmail: false }), today)).toMatchObject({
      excluded: 'no_email',
      overridden: false,
    });
    // She withdrew her consent after the override: the withdrawal wins.
    const withdrawn = { givenOn: '2025-03-01', withdrawnOn: '2026-11-30' };
    expect(reactivation(care('g', { visits, override, marketingConsent: withdrawn }), today)).toMatchObject({ excluded: 'withdrawn' });
  });
});

describe('waitlist entries with free slots', () => {
  it('matches the wished days and periods, soonest first', () => {
    const entries = [
      { id: 'matin', preferredDays: ['Mardi'], preferredTimes: ['Matin (8h-12h)'] },
      { id: 'soir', preferredDays: [], preferredTimes: ['Soir (17h-20h)'] },
    ];
    const slots = [
      { date: '2026-12-08', time: '09:00' },
      { date: '2026-12-01', time: '14:00' },
      { date: '2026-12-01', time: '09:30' },
    ];
    expect(waitlistWithFreeSlots(entries, slots)).toEqual([
      {
        entryId: 'matin',
        slots: [
          { date: '2026-12-01', time: '09:30' },
          { date: '2026-12-08', time: '09:00' },
        ],
      },
    ]);
  });
});
