// Demo record: identity fields, an episode of care with consent, an attached exam result and a letter, an open access request.
// Every demo patient gets the identity the regulation asks for and one episode of care with
// consent recorded at its start (Camille's is « Lombalgie de grossesse »); Camille's file holds a
// small exam result (a real PDF) and her midwife's referral letter (a real PNG), both made here,
// and an access request received 15 days ago, so its 20-day clock shows 5 days left.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { addDays, clinicDate, clinicInstant, fixedClock } from 'shared-domain/platform/clinic-time';
import type { PatientSex } from 'shared-domain/clinical/clinical-lists';
import type { ClinicalDemoContext, Statement } from './demo-clinical';
import { type DemoPatientKey, demoPatients } from './demo-clinic';
import { episodesOfCare, patientConsents, patients, recordAttachments } from '../platform/db/schema';
import { recordPrivacyRequestStatements } from '../privacy/public';
import { createdTimestamp, timestamps } from '../platform/db/timestamps';

const demoIdentities: Record<DemoPatientKey, { nameAtBirth: string; sex: PatientSex; consultationReason: string; episode: string }> = {
  camille: {
    // Married, she took her spouse's name; the record keeps the one she was born with.
    nameAtBirth: 'Camille Lefebvre',
    sex: 'female',
    consultationReason: 'Douleur lombaire et sacro-iliaque depuis le deuxième trimestre de grossesse.',
    episode: 'Lombalgie de grossesse',
  },
  lea: {
    nameAtBirth: 'Léa Bouchard',
    sex: 'female',
    consultationReason: 'Bilan postural après une chute au parc ; raideur au cou signalée par sa mère.',
    episode: 'Raideur cervicale après une chute',
  },
  mathieu: {
    nameAtBirth: 'Mathieu Côté',
    sex: 'male',
    consultationReason: 'Cervicalgie et céphalées de tension liées au travail de bureau.',
    episode: 'Cervicalgie mécanique',
  },
  noah: {
    nameAtBirth: 'Noah Roy',
    sex: 'male',
    consultationReason: 'Douleurs dorsales et posture en classe, à la demande des parents.',
    episode: 'Dorsalgie posturale',
  },
};

/** The days the access request was received before the seed's today: 5 of its 20 days are left. */
const accessRequestAgeDays = 15;

/**
 * The demo episode of care of a patient, the same id every time for the same seed: the notes and
 * outcome demos file their rows under `demoEpisodeId(context, 'camille')`.
 */
export function demoEpisodeId(context: Pick<ClinicalDemoContext, 'patientIds'>, patient: DemoPatientKey): string {
  const hex = createHash('sha256').update(`demo-episode:${context.patientIds[patient]}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function demoRecordStatements(context: ClinicalDemoContext): Statement[] {
  const { db, clock, timeZone, staffId, patientIds } = context;
  const today = clinicDate(clock.now(), timeZone);
  const keys = Object.keys(demoIdentities) as DemoPatientKey[];
  const firstVisit = (key: DemoPatientKey) => context.completedVisits.find((visit) => visit.patientId === patientIds[key])?.date;
  const openedOn = (key: DemoPatientKey) => firstVisit(key) ?? today;
  const atNine = (date: string) => clinicInstant(date, '09:00', timeZone).toISOString();
  const camille = patientIds.camille;
  const camilleOpened = openedOn('camille');

  // The record was created the day it was opened, not at the seed's instant: the file must not say
  // « Dossier créé le » a date after « Dossier ouvert le ».
  const createdOn = (key: DemoPatientKey) => new Date(Math.min(Date.parse(atNine(openedOn(key))), clock.now().getTime())).toISOString();
  const statements: Statement[] = keys.map((key) => {
    const { episode: _episode, ...identity } = demoIdentities[key];
    return db
      .update(patients)
      .set({ ...identity, recordOpenedOn: openedOn(key), createdAt: createdOn(key) })
      .where(eq(patients.id, patientIds[key]));
  });
  statements.push(
    db.insert(episodesOfCare).values(
      keys.map((key) => ({
        id: demoEpisodeId(context, key),
        patientId: patientIds[key],
        reason: demoIdentities[key].episode,
        startedOn: openedOn(key),
        consentRecordedAt: atNine(openedOn(key)),
        consentRecordedBy: staffId,
        createdBy: staffId,
        ...timestamps(fixedClock(atNine(openedOn(key)))),
      })),
    ),
    // Each episode's care consent is in the consent ledger too, as recording it writes it.
    db.insert(patientConsents).values(
      keys.map((key) => ({
        patientId: patientIds[key],
        kind: 'care' as const,
        version: 1,
        channel: 'desk' as const,
        givenAt: atNine(openedOn(key)),
        recordedBy: staffId,
        createdAt: atNine(openedOn(key)),
      })),
    ),
    db.insert(recordAttachments).values([
      {
        patientId: camille,
        kind: 'exam_result',
        title: 'Bilan postural et examen orthopédique initial',
        fileName: 'bilan-postural-initial.pdf',
        mediaType: 'application/pdf',
        ...fileOf(demoExamPdf()),
        receivedOn: camilleOpened,
        createdBy: staffId,
        ...createdTimestamp(fixedClock(atNine(camilleOpened))),
      },
      {
        patientId: camille,
        kind: 'correspondence',
        title: 'Lettre de référence de la sage-femme',
        fileName: 'lettre-sage-femme.png',
        mediaType: 'image/png',
        ...fileOf(demoLetterPng()),
        receivedOn: addDays(camilleOpened, -3),
        createdBy: staffId,
        ...createdTimestamp(fixedClock(atNine(camilleOpened))),
      },
    ]),
    // In the one queue of requests, where « Demandes d'accès et de rectification » shows it too.
    ...recordPrivacyRequestStatements(
      { db, clock: fixedClock(atNine(addDays(today, -accessRequestAgeDays))) },
      {
        patientId: camille,
        requesterName: `${demoPatients.camille.firstName} ${demoPatients.camille.lastName}`,
        requesterEmail: demoPatients.camille.email,
        kind: 'access',
        channel: 'email',
        details: 'Demande reçue par courriel : copie complète du dossier.',
        receivedOn: addDays(today, -accessRequestAgeDays),
        createdBy: staffId,
      },
    ).statements,
  );
  return statements;
}

function fileOf(content: Buffer) {
  return { content, sizeBytes: content.byteLength };
}

// ---------------------------------------------------------------------------------------------
// Tiny real files, made in code so no binary ships with the seed

/** A PDF string literal in WinAnsi: accents as octal escapes. */
function pdfString(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character === '(' || character === ')' || character === '\\') out += `\\${character}`;
    else if (code < 0x80) out += character;
    else out += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return `(${out})`;
}

/** A one-page PDF 1.4 (Helvetica, no font file) with its cross-reference table. */
export function demoExamPdf(): Buffer {
  const lines = [
    'Bilan postural et examen orthopédique initial',
    'Patiente : Camille Gagnon',
    'Lasègue négatif des deux côtés ; test de Patrick positif à droite.',
    'Sensibilité de l’articulation sacro-iliaque droite, amplitude lombaire réduite en flexion.',
    'Aucun signe neurologique.',
  ];
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 14 : 11} Tf 56 ${736 - index * 22} Td ${pdfString(line.replace('’', "'"))} Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A small letter-like image (a letterhead band and grey lines of "text") as an RGB PNG. */
export function demoLetterPng(): Buffer {
  const width = 170;
  const height = 220;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3, 0xff);
    row[0] = 0;
    for (let x = 0; x < width; x += 1) {
      const band = y >= 12 && y < 28 && x >= 12 && x < 90;
      const textLine = y >= 48 && y < 200 && (y - 48) % 12 < 4 && x >= 12 && x < (y % 36 === 0 ? 110 : 158);
      const [r, g, b] = band ? [15, 118, 110] : textLine ? [156, 163, 175] : [255, 255, 255];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
