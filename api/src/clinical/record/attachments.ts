// Files attached to the record (exam results, imaging, correspondence), kept in the database with
// it: added, listed and downloaded, never changed nor deleted (the record is kept). A file filed
// under a note goes only to a draft of the same patient: a signed note is locked (409 NOTE_001),
// and the trigger behind that check answers the same 409, never a 500.
import { eq } from 'drizzle-orm';
import { noteMessages } from 'shared-domain/clinical/clinical-note';
import { attachmentMetadataSchema, recordLabels, recordLimits, recordMessages } from 'shared-domain/clinical/clinical-record';
import { errorCodes } from 'shared-domain/platform/errors';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { noteLocked, withSignedNoteGuard } from '../notes/note-refusals';
import { recordAttachments, soapNotes } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { clinicNow } from '../../clinic/public';
import { sanitizeFileName, sniffMediaType } from './attachment-file';
import { readRecordIdentity } from './read-record';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const refusal = (fields: Record<string, string>) => fieldRefusal(fields);

/** The upload's form: the shared fields with the file, whose bytes are checked after. */
export const attachmentUploadSchema = attachmentMetadataSchema.extend({
  file: z.instanceof(File, { error: recordMessages.fileRequired }),
});
export type AttachmentUpload = z.output<typeof attachmentUploadSchema>;

/** The file told by its bytes: 413 over 10 MB, 422 when empty or not a PDF, JPEG or PNG. */
async function checkedFile(file: File) {
  if (file.size > recordLimits.attachmentMaxBytes) throw new AppError(errorCodes.payloadTooLarge, recordMessages.fileTooLarge);
  if (file.size === 0) throw refusal({ file: recordMessages.fileEmpty });
  const content = new Uint8Array(await file.arrayBuffer());
  const mediaType = sniffMediaType(content);
  if (!mediaType) throw refusal({ file: recordMessages.fileType });
  return { content, mediaType, fileName: sanitizeFileName(file.name, mediaType), size: content.byteLength };
}

async function checkNote(deps: Deps, patientId: string, noteId: string): Promise<void> {
  const [note] = await deps.db
    .select({ patientId: soapNotes.patientId, status: soapNotes.status })
    .from(soapNotes)
    .where(eq(soapNotes.id, noteId));
  if (!note || note.patientId !== patientId) throw refusal({ noteId: recordMessages.noteNotOfPatient });
  if (note.status === 'signed') throw noteLocked(noteMessages.locked);
}

export async function addAttachment(deps: Deps, patientId: string, staffId: string, upload: AttachmentUpload) {
  await readRecordIdentity(deps.db, patientId);
  const { file, ...metadata } = upload;
  const { content, mediaType, fileName, size } = await checkedFile(file);
  if (metadata.receivedOn > (await clinicNow(deps)).today) {
    throw refusal({ receivedOn: recordMessages.dateInFuture(recordLabels.receivedOn) });
  }
  if (metadata.noteId) await checkNote(deps, patientId, metadata.noteId);
  // The note may be signed between the check and the insert: the trigger refuses, as 409.
  const [attachment] = await withSignedNoteGuard(() =>
    deps.db
      .insert(recordAttachments)
      .values({
        patientId,
        noteId: metadata.noteId,
        kind: metadata.kind,
        title: metadata.title,
        fileName,
        mediaType,
        sizeBytes: size,
        content: Buffer.from(content),
        receivedOn: metadata.receivedOn,
        createdBy: staffId,
        ...createdTimestamp(deps.clock),
      })
      .returning({
        id: recordAttachments.id,
        kind: recordAttachments.kind,
        mediaType: recordAttachments.mediaType,
        sizeBytes: recordAttachments.sizeBytes,
      }),
  );
  if (!attachment) throw new Error('the attachment insert returned no row');
  return attachment;
}

/** One file's bytes and what to serve them as; NOT_FOUND when there is none. */
export async function readAttachmentFile(db: AppDeps['db'], attachmentId: string) {
  const [file] = await db
    .select({
      id: recordAttachments.id,
      patientId: recordAttachments.patientId,
      fileName: recordAttachments.fileName,
      mediaType: recordAttachments.mediaType,
      content: recordAttachments.content,
    })
    .from(recordAttachments)
    .where(eq(recordAttachments.id, attachmentId));
  if (!file) throw notFound(recordMessages.attachmentNotFound);
  return file;
}

/** Every file of the patient with its bytes, for the JSON export. */
export function readAttachmentContents(db: AppDeps['db'], patientId: string) {
  return db
    .select({ id: recordAttachments.id, content: recordAttachments.content })
    .from(recordAttachments)
    .where(eq(recordAttachments.patientId, patientId));
}
