// The quick SOAP note's content (specification 2.13, Ctrl+S / Alt+S), loaded when the dialog first
// opens: the patient picker, then the note editor with its structured parts closed. On a patient's
// file the note is for that patient. « Nouvelle note » after a save starts a fresh one.
import { useState } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { useLocation } from 'shared-ui/router';
import { usePatientFile } from '../../patients/api/patient-file';
import { NoteEditorForm } from './NoteEditorForm';
import { type ChosenPatient, NotePatientPicker } from './NotePatientPicker';

/** The patient whose file is the current page, if it is one. */
export function patientOfPath(pathname: string): string | undefined {
  const prefix = `${paths.adminPatients.build()}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  return rest && !rest.includes('/') ? decodeURIComponent(rest) : undefined;
}

function PagePatientPicker(props: Parameters<typeof NotePatientPicker>[0] & { pagePatientId: string }) {
  const { pagePatientId, ...control } = props;
  // Usually already loaded by the patient file behind the dialog.
  const file = usePatientFile(pagePatientId);
  const record = file.data?.patient;
  const preselected: ChosenPatient = {
    id: pagePatientId,
    name: record ? `${record.firstName} ${record.lastName}` : '…',
    phone: record?.phone ?? null,
  };
  return <NotePatientPicker {...control} preselected={preselected} />;
}

export default function QuickNoteEditor({ onClose }: { onClose(): void }) {
  const { pathname } = useLocation();
  const [pagePatientId] = useState(() => patientOfPath(pathname));
  const [round, setRound] = useState(0);
  return (
    <NoteEditorForm
      key={round}
      patientId={pagePatientId ?? ''}
      collapsed
      renderPatient={(control) =>
        pagePatientId ? <PagePatientPicker {...control} pagePatientId={pagePatientId} /> : <NotePatientPicker {...control} />
      }
      onSaved={() => undefined}
      onClose={onClose}
      onAnother={() => setRound((count) => count + 1)}
    />
  );
}
