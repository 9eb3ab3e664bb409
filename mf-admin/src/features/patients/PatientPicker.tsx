// The back-office's one patient picker (specification §9): an accessible combobox over a list of
// ten patients at most, asked once the typing pauses (shared-ui's useDebouncedValue). Arrows move
// in the list, Enter chooses (it never sends the form around it); a failed search says so with
// « Réessayer ». The chosen patient then shows in place of the search, with « Changer de patient ».
// Each caller gives its search (the endpoint, and from how many characters it asks).
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { formatPhone } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { ErrorList } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { useDebouncedValue } from 'shared-ui/useDebouncedValue';
import './patient-picker.css';

/** What a search answers for each patient: at least the name. */
export interface PickablePatient {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** The patient shown as chosen. */
export interface ChosenPatient {
  id: string;
  name: string;
  phone: string | null;
}

/** A search: its query for what was typed (trimmed), asked from `minLength` characters (0: at once). */
export interface PatientPickerSearch<Patient extends PickablePatient> {
  options(q: string): { queryKey: QueryKey; queryFn(): Promise<readonly Patient[]> };
  minLength: number;
}

export interface PatientPickerText {
  /** The search box's label. */
  search: string;
  hint: string;
  /** The list's name. */
  list: string;
  loading: string;
  none: string;
  failed: string;
  retry: string;
  change: string;
}

export interface PatientPickerProps<Patient extends PickablePatient> {
  search: PatientPickerSearch<Patient>;
  text: PatientPickerText;
  /** The chosen patient's id ('' when none); the form holds it. */
  value: string;
  onChange(patientId: string): void;
  /** The whole patient, as the search answered it (null when the choice is undone). */
  onChoose?(patient: Patient | null): void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** The patient chosen before the picker showed, when known. */
  preselected?: ChosenPatient | undefined;
  /** The option's details after the name (phone, last visit…). */
  details(patient: Patient): ReactNode[];
  /** The failure's own words under `text.failed`, when they help. */
  failureDetail?(error: Error): string;
  /** The box's field name: an unchosen patient brings the focus to it. */
  name?: string;
  /** Marks the box's label as required (when no legend around it does). */
  markRequired?: boolean;
  className?: string;
}

export const patientName = (patient: Pick<PickablePatient, 'firstName' | 'lastName'>) => `${patient.firstName} ${patient.lastName}`;

/** The most a picker shows. */
export const pickerSize = 10;

export function PatientPicker<Patient extends PickablePatient>({
  search: { options, minLength },
  text,
  value,
  onChange,
  onChoose,
  error,
  disabled,
  preselected,
  details,
  failureDetail,
  name = 'patientId',
  markRequired = false,
  className,
}: PatientPickerProps<Patient>) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<ChosenPatient | null>(preselected ?? null);
  const chosenRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const moved = useRef(false);
  const settled = useDebouncedValue(typed.trim());
  const q = settled.length >= minLength ? settled : undefined;
  // The preselected patient's name may arrive after the picker showed.
  const shown = chosen && preselected && chosen.id === preselected.id ? preselected : chosen;
  const patients = useQuery({
    ...options(q ?? ''),
    enabled: !shown && q !== undefined,
    placeholderData: keepPreviousData,
  });
  const list = q === undefined ? [] : (patients.data ?? []).slice(0, pickerSize);

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

  const choose = (patient: Patient) => {
    moved.current = true;
    setChosen({ id: patient.id, name: patientName(patient), phone: patient.phone });
    onChange(patient.id);
    onChoose?.(patient);
  };
  const change = () => {
    moved.current = true;
    setChosen(null);
    onChange('');
    onChoose?.(null);
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
      // Enter chooses; it never sends the form from the search box.
      event.preventDefault();
      const patient = list[active];
      if (patient) choose(patient);
    }
  };

  return (
    <div className={['patient-picker', className].filter(Boolean).join(' ')}>
      {shown ? (
        <div className="patient-picker__chosen" ref={chosenRef}>
          <p>
            <strong>{shown.name}</strong>
            {shown.phone ? <span className="patient-picker__muted"> · {formatPhone(shown.phone)}</span> : null}
          </p>
          <Button variant="secondary" disabled={disabled} onClick={change}>
            {text.change}
          </Button>
        </div>
      ) : (
        <>
          <label className="ui-field__label" htmlFor={`${id}-search`}>
            {text.search}
            {markRequired ? (
              <span className="ui-field__marker" aria-hidden="true">
                {' '}
                *
              </span>
            ) : null}
          </label>
          <p className="ui-field__hint" id={hintId}>
            {text.hint}
          </p>
          <input
            ref={searchRef}
            id={`${id}-search`}
            name={name}
            type="search"
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
            value={typed}
            readOnly={disabled}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {q === undefined ? null : patients.isError ? (
            <div className="patient-picker__failure" role="alert">
              <p>{failureDetail ? `${text.failed} ${failureDetail(patients.error)}` : text.failed}</p>
              <Button variant="secondary" onClick={() => void patients.refetch()}>
                {text.retry}
              </Button>
            </div>
          ) : patients.isPending ? (
            <LoadingState label={text.loading} />
          ) : list.length === 0 ? (
            <p className="patient-picker__muted" role="status">
              {text.none}
            </p>
          ) : null}
          <div
            id={listId}
            role="listbox"
            aria-label={text.list}
            className="patient-picker__list"
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
                className="patient-picker__option"
                // Keeps the focus in the search box, as the pattern wants.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(patient)}
              >
                <span className="patient-picker__name">{patientName(patient)}</span>
                {details(patient).map((detail, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the details are fixed columns.
                  <span key={at} className="patient-picker__muted">
                    {detail}
                  </span>
                ))}
              </div>
            ))}
          </div>
        </>
      )}
      <ErrorList id={errorId} errors={[error]} />
    </div>
  );
}
