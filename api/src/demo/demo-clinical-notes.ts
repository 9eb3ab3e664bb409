// Demo notes: the demo chiropractor's note for each completed visit, written 20 minutes
// after the visit began and signed then; pain going down over the weeks of care. One note has a
// correction addendum with its reason, one is marked 'entered in error' (it stays readable), and
// the most recent visit's note is still a draft.
import { randomUUID } from 'node:crypto';
import { type NoteStructureInput, noteStructureSchema } from 'shared-domain/clinical/clinical-note';
import { addDays, clinicInstant } from 'shared-domain/platform/clinic-time';
import type { ClinicalDemoContext, Statement } from './demo-clinical';
import { soapNoteAddenda, soapNotes } from '../platform/db/schema';

type Visit = ClinicalDemoContext['completedVisits'][number];

/** A patient followed this many visits gets her re-exam set again at her last one. */
const reexamAfterVisits = 5;

/**
 * The note of a patient's `index`-th visit out of `count` (0: the first assessment): the first sets
 * the re-exam four weeks later, and so does the last of a long follow-up (Camille's, due in
 * « Analyses actionnables » with no appointment on or after it).
 */
function visitNote(visit: Visit, index: number, count: number) {
  const progress = count > 1 ? index / (count - 1) : 0;
  const now = Math.max(1, Math.round(7 - progress * 5));
  const first = index === 0;
  const structured: NoteStructureInput = {
    chiefComplaint: 'Lombalgie basse avec irradiation fessière gauche',
    pain: { now, best: Math.max(0, now - 2), worst: Math.min(10, now + 2) },
    part: {
      pain: first ? 'Sensibilité marquée à la palpation de L4-L5 et de la sacro-iliaque gauche' : 'Sensibilité légère en L5 et SI-G',
      asymmetry: first ? 'Crête iliaque gauche plus haute; bascule du bassin' : 'Bassin presque symétrique',
      rangeOfMotion: first ? 'Flexion lombaire limitée à 50 %, douloureuse en fin d’amplitude' : 'Flexion lombaire à 80 %, sans douleur',
      tissueTone: first ? 'Hypertonie des paravertébraux lombaires gauches' : 'Tonus paravertébral presque normal',
    },
    spinalLevels: index % 2 === 0 ? ['L4', 'L5', 'SI-G'] : ['L5', 'SI-G'],
    tests: [
      { name: 'Lasègue', kind: 'orthopaedic', result: 'negative', side: 'left' },
      { name: 'FABERE (Patrick)', kind: 'orthopaedic', result: now >= 5 ? 'positive' : 'negative', side: 'left' },
      ...(first
        ? [{ name: 'Réflexes achilléens', kind: 'neurological' as const, result: 'negative' as const, side: 'bilateral' as const }]
        : []),
    ],
    diagnosis: 'Dysfonction sacro-iliaque gauche avec lombalgie mécanique',
    segmentsAdjusted: ['L5', 'SI-G'],
    technique: 'Diversifiée',
    recommendations: 'Marche quotidienne, éviter la position assise prolongée, glace 15 minutes au besoin',
    exercises: 'Bascule du bassin et étirement du piriforme, 2 fois par jour',
    frequency: progress < 0.5 ? '1 fois par semaine' : 'Aux 2 semaines',
    reexamOn: first || (count >= reexamAfterVisits && index === count - 1) ? addDays(visit.date, 28) : null,
  };
  return {
    subjective: first
      ? `Douleur au bas du dos à gauche, ${now}/10, pire le matin et après la position assise. Pas d’engourdissement.`
      : `Amélioration depuis la dernière visite. Douleur à ${now}/10, raideur matinale de courte durée.`,
    objective: first
      ? 'Posture antalgique légère. Palpation : sensibilité L4-L5 et SI-G. Lasègue négatif.'
      : 'Mobilité lombaire améliorée. Sensibilité résiduelle SI-G.',
    assessment: 'Dysfonction sacro-iliaque gauche, évolution favorable.',
    plan: `${visit.serviceName} : ajustement en technique Diversifiée de L5 et SI-G. Exercices revus.`,
    structured: JSON.stringify(noteStructureSchema.parse(structured)),
  };
}

export function demoNoteStatements(context: ClinicalDemoContext): Statement[] {
  const visits = context.completedVisits;
  if (visits.length === 0) return [];
  const latest = visits.at(-1);
  const countByPatient = new Map<string, number>();
  for (const visit of visits) countByPatient.set(visit.patientId, (countByPatient.get(visit.patientId) ?? 0) + 1);
  const seenByPatient = new Map<string, number>();
  const notes = visits.map((visit) => {
    const index = seenByPatient.get(visit.patientId) ?? 0;
    seenByPatient.set(visit.patientId, index + 1);
    const writtenAt = new Date(clinicInstant(visit.date, visit.time, context.timeZone).getTime() + 20 * 60_000).toISOString();
    const signed = visit !== latest;
    return {
      id: randomUUID(),
      patientId: visit.patientId,
      appointmentId: visit.appointmentId,
      visitDate: visit.date,
      status: signed ? ('signed' as const) : ('draft' as const),
      ...visitNote(visit, index, countByPatient.get(visit.patientId) ?? 1),
      createdBy: context.staffId,
      signedAt: signed ? writtenAt : null,
      signedBy: signed ? context.staffId : null,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    };
  });
  const signedNotes = notes.filter((note) => note.status === 'signed');
  const addenda: (typeof soapNoteAddenda.$inferInsert)[] = [];
  const corrected = signedNotes[1];
  if (corrected) {
    addenda.push({
      noteId: corrected.id,
      kind: 'correction',
      reason: 'Niveau ajusté mal consigné',
      text: 'L’ajustement a porté sur L5 et la sacro-iliaque gauche, et non sur L4.',
      createdBy: context.staffId,
      createdAt: new Date(Date.parse(corrected.createdAt) + 2 * 3600_000).toISOString(),
    });
  }
  // The last signed note before the draft, written in the wrong patient's file by mistake.
  const mistaken = signedNotes.length > 2 ? signedNotes.at(-1) : undefined;
  if (mistaken) {
    addenda.push({
      noteId: mistaken.id,
      kind: 'entered_in_error',
      reason: 'Note rédigée dans le mauvais dossier',
      text: '',
      createdBy: context.staffId,
      createdAt: new Date(Date.parse(mistaken.createdAt) + 3600_000).toISOString(),
    });
  }
  return [context.db.insert(soapNotes).values(notes), ...(addenda.length > 0 ? [context.db.insert(soapNoteAddenda).values(addenda)] : [])];
}
