// What can be done to a note from the patient's history: sign a draft (POST /notes/:id/sign, in
// save-note.ts, shared with the editor), discard a draft (DELETE /notes/:id, 204, its author
// only) and add an addendum to a signed note (POST /notes/:id/addenda, 201). Refusals: 409
// NOTE_001 (signed, or an addendum on a draft), 403 NOTE_002 (not the author), 422 field messages.
// Each success refreshes the patient's history.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { patientNotesKey } from './note-keys';
import { signNote } from './save-note';

const client = createAdminClient();

export type AddendumBody = Parameters<(typeof client.notes)[':id']['addenda']['$post']>[0]['json'];
export type NoteWithAddendum = ApiData<(typeof client.notes)[':id']['addenda']['$post']>['note'];

export const discardNote = async (id: string): Promise<void> => {
  await apiData(() => client.notes[':id'].$delete({ param: { id } }));
};

export const addAddendum = async (id: string, addendum: AddendumBody): Promise<NoteWithAddendum> =>
  (await apiData(() => client.notes[':id'].addenda.$post({ param: { id }, json: addendum }))).note;

export type NoteAction = 'sign' | 'discard';

/** Signs or discards one of the patient's drafts; the history is read again whatever the answer (it may have changed meanwhile). */
export function useNoteAction(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, noteId }: { action: NoteAction; noteId: string }) =>
      action === 'sign' ? signNote(noteId).then(() => undefined) : discardNote(noteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: patientNotesKey(patientId) }),
  });
}
