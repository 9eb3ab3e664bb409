// The whole record as a letter-size French PDF for the patient's access request: the
// clinic's page (documents/pdf-document) with the record's sections one after the other, flowing
// over as many pages as it takes. Drawn from the same assembly as the JSON export.
import { appointmentStatusLabel } from 'shared-domain/scheduling/appointment-status';
import {
  addendumKindLabels,
  bodySideLabels,
  noteStatusLabels,
  soapSectionLabels,
  soapSections,
  testResultLabels,
} from 'shared-domain/clinical/clinical-note';
import { accessClockText, attachmentKindLabels, formatFileSize, patientSexLabels } from 'shared-domain/clinical/clinical-record';
import { formatDate, formatDateTime, formatPhone, formatTime } from 'shared-domain/platform/format';
import { extremityJointLabel, spinalSegmentLabels } from 'shared-domain/clinical/spine';
import type { NoteView } from 'shared-domain/clinical/clinical-note';
import { consentGivenBy } from 'shared-domain/patients/family';
import { clinicFooter } from '../../billing/public';
import { renderPdf } from '../../platform/pdf/pdf-document';
import { type PdfFlow, pdfFlow } from '../../platform/pdf/pdf-flow';
import type { RecordExport } from './export-record';

type Flow = PdfFlow;

const dash = '—';
const on = (date: string | null | undefined) => (date ? formatDate(date) : dash);

function drawIdentity(out: Flow, record: RecordExport) {
  const { patient } = record;
  out.heading('Identité');
  out.field('Nom', `${patient.firstName} ${patient.lastName}`);
  out.field('Nom à la naissance', patient.nameAtBirth);
  out.field('Date de naissance', patient.dateOfBirth ? formatDate(patient.dateOfBirth) : null);
  out.field('Sexe', patient.sex ? patientSexLabels[patient.sex] : null);
  out.field('Adresse', patient.address);
  out.field('Téléphone', patient.phone ? formatPhone(patient.phone) : null);
  out.field('Courriel', patient.email);
  out.field('Dossier ouvert le', formatDate(patient.recordOpenedOn));
  out.field('Raison de la consultation', patient.consultationReason);
}

function drawEpisodes(out: Flow, record: RecordExport) {
  out.heading('Épisodes de soins');
  if (record.episodes.length === 0) return out.muted('Aucun épisode de soins.');
  for (const episode of record.episodes) {
    out.subheading(episode.reason);
    out.field('Début', formatDate(episode.startedOn), 12);
    out.field(
      'Consentement aux soins',
      episode.consentRecordedAt
        ? `consigné le ${formatDateTime(new Date(episode.consentRecordedAt), record.clinic.timeZone)}${episode.consentRecordedBy ? ` par ${episode.consentRecordedBy}` : ''}${episode.consentSignedBy ? `, ${consentGivenBy(episode.consentSignedBy)}` : ''}`
        : 'non consigné',
      12,
    );
    out.field('Fin', episode.endedOn ? formatDate(episode.endedOn) : 'en cours', 12);
    if (episode.endNote) out.field('Note de fin', episode.endNote, 12);
  }
}

function structuredLines(note: NoteView): [string, string][] {
  const s = note.structured;
  const lines: [string, string | null][] = [
    ['Motif principal', s.chiefComplaint],
    [
      'Douleur (0–10)',
      [s.pain.now, s.pain.best, s.pain.worst].some((value) => value !== null)
        ? `actuelle ${s.pain.now ?? dash}, au mieux ${s.pain.best ?? dash}, au pire ${s.pain.worst ?? dash}`
        : null,
    ],
    ['Douleur / sensibilité', s.part.pain],
    ['Asymétrie', s.part.asymmetry],
    ['Amplitude de mouvement', s.part.rangeOfMotion],
    ['Tonus des tissus', s.part.tissueTone],
    ['Niveaux vertébraux', s.spinalLevels.map((id) => spinalSegmentLabels[id]).join(', ') || null],
    ['Articulations', s.extremityJoints.map(extremityJointLabel).join(', ') || null],
    [
      'Tests',
      s.tests
        .map((test) => `${test.name} : ${testResultLabels[test.result]}${test.side ? ` (${bodySideLabels[test.side].toLowerCase()})` : ''}`)
        .join(' ; ') || null,
    ],
    ['Diagnostic', s.diagnosis],
    ['Segments ajustés', s.segmentsAdjusted.map((id) => spinalSegmentLabels[id]).join(', ') || null],
    ['Technique', s.technique],
    ['Recommandations', s.recommendations],
    ['Exercices', s.exercises],
    ['Fréquence', s.frequency],
    ['Réexamen', s.reexamOn ? formatDate(s.reexamOn) : null],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== null && line[1] !== '');
}

function drawNotes(out: Flow, record: RecordExport) {
  const { timeZone } = record.clinic;
  out.heading('Notes cliniques');
  if (record.notes.length === 0) return out.muted('Aucune note clinique.');
  for (const note of record.notes) {
    out.subheading(
      `Visite du ${formatDate(note.visitDate)} — ${noteStatusLabels[note.status]}${note.enteredInError ? ' (saisie par erreur)' : ''}`,
    );
    out.muted(
      note.signedAt
        ? `Rédigée par ${note.author.name}, signée le ${formatDateTime(new Date(note.signedAt), timeZone)}${note.signedBy ? ` par ${note.signedBy.name}` : ''}`
        : `Brouillon de ${note.author.name}, non signé`,
      12,
    );
    for (const section of soapSections) if (note[section]) out.field(soapSectionLabels[section], note[section], 12);
    for (const [label, value] of structuredLines(note)) out.field(label, value, 12);
    for (const addendum of note.addenda) {
      out.line(
        `Addenda — ${addendumKindLabels[addendum.kind]}, ${formatDateTime(new Date(addendum.createdAt), timeZone)}, ${addendum.author.name}`,
        24,
      );
      if (addendum.reason) out.field('Raison', addendum.reason, 36);
      if (addendum.text) out.line(addendum.text, 36);
    }
  }
}

function drawOutcomes(out: Flow, record: RecordExport) {
  out.heading('Mesures de résultats');
  if (record.outcomes.length === 0) return out.muted('Aucune mesure.');
  for (const outcome of record.outcomes) {
    out.line(`${formatDate(outcome.recordedOn)} — ${outcome.questionnaireName} : ${outcome.display} (${outcome.interpretation})`);
  }
}

function drawIntakes(out: Flow, record: RecordExport) {
  out.heading('Questionnaire d’accueil');
  if (record.intakes.length === 0) return out.muted('Aucun questionnaire d’accueil signé.');
  for (const intake of record.intakes) {
    const signed = intake.signedAt ? formatDateTime(new Date(intake.signedAt), record.clinic.timeZone) : '';
    out.subheading(`Version ${intake.submissionVersion} — signée par ${intake.signedName} (${intake.signedRelationship}) le ${signed}`);
    out.muted(`Formulaire de la clinique, version ${intake.formVersion}`);
    for (const section of intake.sections) {
      out.line(section.title);
      for (const row of section.rows) out.line(`${row.question} : ${row.answer}`);
    }
    if (intake.agreedText) out.muted(`Consentement signé : « ${intake.agreedText} »`);
  }
}

function drawAttachments(out: Flow, record: RecordExport) {
  out.heading('Documents joints');
  if (record.attachments.length === 0) return out.muted('Aucun document joint.');
  for (const attachment of record.attachments) {
    out.line(
      `${formatDate(attachment.receivedOn)} — ${attachmentKindLabels[attachment.kind]} : ${attachment.title} (${attachment.fileName}, ${formatFileSize(attachment.sizeBytes)})`,
    );
  }
  out.muted("Les fichiers eux-mêmes sont remis avec l'export JSON du dossier ou sur demande.");
}

function drawVisits(out: Flow, record: RecordExport) {
  out.heading('Services et dates');
  if (record.visits.length === 0) return out.muted('Aucun rendez-vous.');
  for (const visit of record.visits) {
    const when = `${formatDate(visit.date)}${visit.time ? ` à ${formatTime(visit.time)}` : ''}`;
    out.line(`${when} — ${visit.serviceName ?? 'Service non précisé'} (${appointmentStatusLabel(visit.status).toLowerCase()})`);
  }
}

function drawAccessRequests(out: Flow, record: RecordExport) {
  out.heading("Demandes d'accès au dossier");
  if (record.accessRequests.length === 0) return out.muted("Aucune demande d'accès.");
  for (const request of record.accessRequests) {
    const state = request.answeredOn
      ? `répondue le ${formatDate(request.answeredOn)}`
      : `réponse due le ${formatDate(request.dueOn)} (${accessClockText({ daysLeft: request.daysLeft ?? 0 })})`;
    out.line(`Reçue le ${on(request.receivedOn)} — ${state}`);
  }
}

export function recordPdf(record: RecordExport): Promise<Buffer> {
  const name = `${record.patient.firstName} ${record.patient.lastName}`;
  const exportedAt = new Date(record.exportedAt);
  return renderPdf(
    { title: `Dossier clinique — ${name}`, author: record.clinic.name, subject: `Dossier clinique de ${name}`, createdAt: exportedAt },
    (page) => {
      const out = pdfFlow(page);
      out.title('Dossier clinique');
      out.line(name, 0);
      out.muted(`${record.clinic.name} · ${record.clinic.practitionerName}, ${record.clinic.practitionerTitle.toLowerCase()}`);
      out.muted(`Exporté le ${formatDateTime(exportedAt, record.clinic.timeZone)}`);
      drawIdentity(out, record);
      drawEpisodes(out, record);
      drawNotes(out, record);
      drawOutcomes(out, record);
      drawIntakes(out, record);
      drawAttachments(out, record);
      drawVisits(out, record);
      drawAccessRequests(out, record);
    },
    [...clinicFooter({ ...record.clinic, phone: formatPhone(record.clinic.phone) }), 'Document confidentiel — renseignements de santé'],
  );
}
