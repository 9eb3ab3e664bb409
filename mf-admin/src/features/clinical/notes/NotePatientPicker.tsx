// The quick note's patient picker (specification §9): a search box (300 ms after the last
// keystroke) over a list of ten patients with their phone and last visit — the patients seen most
// recently before anything is typed. Arrows move in the list, Enter chooses; the chosen patient
// then shows in place of the search, with « Changer de patient ».
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { noteMessages } from 'shared-domain/clinical-note';
import { formatDate, formatPhone } from 'shared-domain/format';
import { useDebouncedValue } from 'shared-ui/useDebouncedValue';
import { Button } from 'shared-ui/Button';
import { ErrorList } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { type NotePatient, useNotePatients } from './api/note-patients';
import { noteEditorText as t } from './note-editor-text';
import type { PatientControl } from './NoteEditorForm';

export interface ChosenPatient {
  id: string;
  name: string;
  phone: string | null;
}

export interface NotePatientPickerProps extends PatientControl {
  /** The patient chosen before the picker showed (the patient file's), when known. */
  preselected?: ChosenPatient;
}

const fullName = (patient: NotePatient) => `${patient.firstName} ${patient.lastName}`;

export function NotePatientPicker({ value, error, disabled, onChange, preselected }: NotePatientPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<ChosenPatient | null>(preselected ?? null);
  const chosenRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const moved = useRef(false);
  const q = useDebouncedValue(search.trim());
  // The preselected patient's name may arrive after the picker showed.
  const shown = chosen && preselected && chosen.id === preselected.id ? preselected : chosen;
  const patients = useNotePatients(q, !shown);
  const list = patients.data ?? [];

  // A new list starts from its first patient.
  const [listed, setListed] = useState(patients.data);
  if (listed !== patients.data) {
    setListed(patients.data);
    setActive(0);
  }

  // The focus follows the change: onto « Changer de patient » once chosen, back to the search after.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (value ? chosenRef.current?.querySelector('button') : searchRef.current)?.focus();
  }, [value]);

  const choose = (patient: NotePatient) => {
    moved.current = true;
    setChosen({ id: patient.id, name: fullName(patient), phone: patient.phone });
    onChange(patient.id);
  };
  const change = () => {
    moved.current = true;
    setChosen(null);
    onChange('');
  };

  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (list.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + list.length) % list.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      // Enter chooses; it never sends the note from the search box.
      event.preventDefault();
      const patient = list[active];
      if (patient) choose(patient);
    }
  };

  return (
    <fieldset className="note-picker">
      <legend>
        {t.patient}
        <span className="ui-field__marker" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {shown ? (
        <div className="note-picker__chosen" ref={chosenRef}>
          <p>
            <strong>{shown.name}</strong>
            {shown.phone ? <span className="note-editor__muted"> · {formatPhone(shown.phone)}</span> : null}
          </p>
          <Button variant="secondary" disabled={disabled} onClick={change}>
            {t.changePatient}
          </Button>
        </div>
      ) : (
        <>
          <label className="ui-field__label" htmlFor={`${id}-search`}>
            {t.patientSearch}
          </label>
          <p className="ui-field__hint" id={hintId}>
            {t.patientSearchHint}
          </p>
          <input
            ref={searchRef}
            id={`${id}-search`}
            name="patientId"
            type="text"
            role="combobox"
            enterKeyHint="search"
            autoCapitalize="off"
            spellCheck={false}
            autoComplete="off"
            aria-expanded={list.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={list[active] ? optionId(active) : undefined}
            aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            aria-required
            value={search}
            readOnly={disabled}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {patients.isError ? (
            <div className="note-picker__failure" role="alert">
              <p>{noteMessages.patientsFailed}</p>
              <Button variant="secondary" onClick={() => void patients.refetch()}>
                {t.retry}
              </Button>
            </div>
          ) : patients.isPending ? (
            <LoadingState label={t.patientsLoading} />
          ) : list.length === 0 ? (
            <p className="note-editor__muted" role="status">
              {t.noPatients}
            </p>
          ) : null}
          <div
            id={listId}
            role="listbox"
            aria-label={t.patient}
            className="note-picker__list"
            hidden={patients.isError || list.length === 0}
          >
            {list.map((patient, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: the combobox keeps the focus; the option is named by aria-activedescendant.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the combobox (arrows, Enter).
              <div
                key={patient.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="note-picker__option"
                // Keeps the focus in the search box, as the pattern wants.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(patient)}
              >
                <span className="note-picker__name">{fullName(patient)}</span>
                <span className="note-editor__muted">{patient.phone ? formatPhone(patient.phone) : ''}</span>
                <span className="note-editor__muted">{patient.lastVisit ? t.lastVisit(formatDate(patient.lastVisit)) : t.neverSeen}</span>
              </div>
            ))}
          </div>
        </>
      )}
      <ErrorList id={errorId} errors={[error]} />
    </fieldset>
  );
}
