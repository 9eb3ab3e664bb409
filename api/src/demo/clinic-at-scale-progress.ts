// The scaled clinic's episodes of care and outcome measures, so « Progrès des patients » is
// measured at a busy practice's size: a patient's visits make one episode until she stays away more
// than three months, and the next visit opens another; an episode is closed at its latest visit when
// she came back later or when that visit is more than two months old. Pain is scored at each
// episode's first and latest visit, the Oswestry in one episode in two. Deterministic from the
// seeded generator.
import { randomUUID } from 'node:crypto';
import { oswestryIndex } from 'shared-domain/clinical/outcome-measures';
import { addDays, clinicInstant } from 'shared-domain/platform/clinic-time';
import type { appointments, episodesOfCare, outcomeMeasures } from '../platform/db/schema';

type Visit = typeof appointments.$inferInsert;

/** Away longer than this many days: her next visit opens a new episode. */
const gapDays = 90;

export function planScaledProgress(
  random: { next(): number },
  options: { visits: readonly Visit[]; staffId: string; timeZone: string; today: string },
) {
  const episodes: (typeof episodesOfCare.$inferInsert)[] = [];
  const measures: (typeof outcomeMeasures.$inferInsert)[] = [];
  const closedBefore = addDays(options.today, -60);
  const at = (visit: Visit) => clinicInstant(visit.scheduledDate ?? '', visit.scheduledTime ?? '09:00', options.timeZone).toISOString();
  // The Oswestry's ten sections, each scored alike: 2/5 is 40 %, 1/5 is 20 %.
  const sections = (value: number) => Object.fromEntries(oswestryIndex.items.map((item) => [item.id, value]));

  const addEpisode = (patientId: string, visits: readonly Visit[], cameBack: boolean) => {
    const first = visits[0] as Visit;
    const latest = visits.at(-1) as Visit;
    const episodeId = randomUUID();
    const closed = cameBack || (latest !== first && (latest.scheduledDate ?? '') < closedBefore);
    episodes.push({
      id: episodeId,
      patientId,
      reason: 'Douleur lombaire',
      startedOn: first.scheduledDate ?? '',
      consentRecordedAt: at(first),
      consentRecordedBy: options.staffId,
      endedOn: closed ? latest.scheduledDate : null,
      endNote: closed ? 'Objectifs atteints.' : null,
      createdBy: options.staffId,
      createdAt: at(first),
      updatedAt: at(latest),
    });
    const measure = (visit: Visit, questionnaire: 'pain_nrs' | 'oswestry', score: number, answers: Record<string, number>) =>
      measures.push({
        id: randomUUID(),
        patientId,
        episodeId,
        appointmentId: visit.id ?? null,
        questionnaire,
        answers: JSON.stringify(answers),
        score,
        recordedOn: visit.scheduledDate ?? '',
        source: 'staff',
        recordedBy: options.staffId,
        createdAt: at(visit),
      });
    const pain = 4 + Math.floor(random.next() * 6);
    measure(first, 'pain_nrs', pain, { pain });
    if (latest !== first) {
      const later = Math.max(0, pain - Math.floor(random.next() * 5));
      measure(latest, 'pain_nrs', later, { pain: later });
    }
    if (random.next() < 0.5) {
      measure(first, 'oswestry', 40, sections(2));
      if (latest !== first) measure(latest, 'oswestry', 20, sections(1));
    }
  };

  const byPatient = new Map<string, Visit[]>();
  for (const visit of options.visits) {
    if (visit.status !== 'completed' || !visit.patientId || !visit.scheduledDate) continue;
    const hers = byPatient.get(visit.patientId);
    if (hers) hers.push(visit);
    else byPatient.set(visit.patientId, [visit]);
  }
  for (const [patientId, hers] of byPatient) {
    hers.sort((a, b) => (a.scheduledDate ?? '').localeCompare(b.scheduledDate ?? ''));
    const spells: Visit[][] = [];
    for (const visit of hers) {
      const spell = spells.at(-1);
      const last = spell?.at(-1);
      if (spell && last && addDays(last.scheduledDate ?? '', gapDays) >= (visit.scheduledDate ?? '')) spell.push(visit);
      else spells.push([visit]);
    }
    for (const [index, spell] of spells.entries()) addEpisode(patientId, spell, index < spells.length - 1);
  }
  return { episodes, measures };
}
