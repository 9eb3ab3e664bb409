// The quick note's patient picker (specification §9): the back-office's PatientPicker over the
// note-patients search — the patients seen most recently before anything is typed, with their
// phone and last visit — under the « Patient » legend.
import { formatDate, formatPhone } from 'shared-domain/platform/format';
import { noteMessages } from 'shared-domain/clinical/clinical-note';
import { type ChosenPatient, PatientPicker, type PatientPickerText } from '../../patients/public';
import { notePatientSearch } from './api/note-patients';
import { noteEditorText as t } from './note-editor-text';
import type { PatientControl } from './NoteEditorForm';

export type { ChosenPatient };

export interface NotePatientPickerProps extends PatientControl {
  /** The patient chosen before the picker showed (the patient file's), when known. */
  preselected?: ChosenPatient;
}

const pickerText: PatientPickerText = {
  search: t.patientSearch,
  hint: t.patientSearchHint,
  list: t.patient,
  loading: t.patientsLoading,
  none: t.noPatients,
  failed: noteMessages.patientsFailed,
  retry: t.retry,
  change: t.changePatient,
};

export function NotePatientPicker({ value, error, disabled, onChange, preselected }: NotePatientPickerProps) {
  return (
    <fieldset className="note-picker">
      <legend>
        {t.patient}
        <span className="ui-field__marker" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <PatientPicker
        search={notePatientSearch}
        text={pickerText}
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
        preselected={preselected}
        details={(patient) => [
          patient.phone ? formatPhone(patient.phone) : '',
          patient.lastVisit ? t.lastVisit(formatDate(patient.lastVisit)) : t.neverSeen,
        ]}
      />
    </fieldset>
  );
}
