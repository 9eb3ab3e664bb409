// The scaled clinic's episodes of care and outcome measures, so « Progrès des patients » is
// measured at a busy practice's size: each patient's care is one episode opened at her first visit
// that took place (closed at her latest when it is more than two months old), pain scored at the
// first and the latest visit, the Oswestry for one in two. Deterministic from the seeded generator.
import { randomUUID } from 'node:crypto';
import { oswestryIndex } from 'shared-domain/clinical/outcome-measures';
import { addDays, clinicInstant } from 'shared-domain/platform/clinic-time';
import type { appointments, episodesOfCare, outcomeMeasures } from '../platform/db/schema';

type Visit = typeof appointments.$inferInsert;

export function planScaledProgress(
  random: { next(): number },
  options: { visits: readonly Visit[]; staffId: string; timeZone: string; today: string },
) {
  const episodes: (typeof episodesOfCare.$inferInsert)[] = [];
  const measures: (typeof outcomeMeasures.$inferInsert)[] = [];
  const byPatient = new Map<string, Visit[]>();
  for (const visit of options.visits) {
    if (visit.status !== 'completed' || !visit.patientId || !visit.scheduledDate) continue;
    const hers = byPatient.get(visit.patientId);
    if (hers) hers.push(visit);
    else byPatient.set(visit.patientId, [visit]);
  }
  const closedBefore = addDays(options.today, -60);
  const at = (visit: Visit) => clinicInstant(visit.scheduledDate ?? '', visit.scheduledTime ?? '09:00', options.timeZone).toISOString();
  for (const [patientId, hers] of byPatient) {
    hers.sort((a, b) => (a.scheduledDate ?? '').localeCompare(b.scheduledDate ?? ''));
    const first = hers[0] as Visit;
    const latest = hers.at(-1) as Visit;
    const episodeId = randomUUID();
    const closed = latest !== first && (latest.scheduledDate ?? '') < closedBefore;
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
      // The Oswestry's ten sections, each scored alike: 2/5 at the start, 1/5 at the latest (40 % → 20 %).
      const sections = (value: number) => Object.fromEntries(oswestryIndex.items.map((item) => [item.id, value]));
      measure(first, 'oswestry', 40, sections(2));
      if (latest !== first) measure(latest, 'oswestry', 20, sections(1));
    }
  }
  return { episodes, measures };
}
