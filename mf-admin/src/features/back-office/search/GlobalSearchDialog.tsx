// The back-office's global search (specification 2.13; Ctrl+K, Alt+K or the frame's button): a
// dialog with a combobox (ARIA 1.2: the focus stays in the field, the arrows move the active
// option named by aria-activedescendant) over a listbox in two groups, patients and upcoming
// appointments. It asks from 2 characters, once the typing has paused 300 ms; Enter or a click
// opens the result (a patient's file, an appointment's day in the calendar) and remembers the
// search on this device. With an empty field it offers the recent searches instead.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatDate, formatPhone, formatTime } from 'shared-domain/platform/format';
import { globalSearch, searchableQuery } from 'shared-domain/patients/global-search';
import { useDebouncedValue } from 'shared-ui/useDebouncedValue';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { useNavigate } from 'shared-ui/router';
import { type AppointmentHit, type PatientHit, useGlobalSearch } from './api/search';
import { useRecentSearches } from './recent-searches';
import { appointmentTarget, patientTarget } from './search-targets';
import './global-search.css';
import { shownHealthText } from 'shared-domain/accounts/health-text';

export const globalSearchText = {
  title: 'Recherche globale',
  label: 'Rechercher un patient ou un rendez-vous',
  hint: `Au moins ${globalSearch.minLength} caractères : nom, courriel ou téléphone d'un patient, nom ou motif d'un rendez-vous à venir.`,
  results: 'Résultats de la recherche',
  patients: 'Patients',
  appointments: 'Rendez-vous à venir',
  tooShort: `Saisissez au moins ${globalSearch.minLength} caractères.`,
  searching: 'Recherche…',
  none: (query: string) => `Aucun patient ni rendez-vous à venir ne correspond à « ${query} ».`,
  found: (count: number) =>
    `${count === 1 ? '1 résultat' : `${count} résultats`}. Parcourez-les avec les flèches, ouvrez-en un avec Entrée.`,
  failed: "La recherche n'a pas abouti. Vérifiez votre connexion, puis réessayez.",
  retry: 'Réessayer',
  recent: 'Recherches récentes',
  recentNote: 'Gardées sur cet appareil seulement.',
  clearRecent: 'Effacer les recherches récentes',
} as const;

type SearchOption = { kind: 'patient'; hit: PatientHit } | { kind: 'appointment'; hit: AppointmentHit };

const optionTarget = (option: SearchOption) => (option.kind === 'patient' ? patientTarget(option.hit) : appointmentTarget(option.hit));

function OptionText({ option }: { option: SearchOption }) {
  if (option.kind === 'patient') {
    const { firstName, lastName, email, phone } = option.hit;
    const details = [email, phone ? formatPhone(phone) : null].filter(Boolean).join(' · ');
    return (
      <>
        <span className="global-search__name">{`${firstName} ${lastName}`}</span>
        {details ? <span className="global-search__details">{details}</span> : null}
      </>
    );
  }
  const { name, scheduledDate, scheduledTime, serviceName, reason, reasonOnFile, statusLabel } = option.hit;
  const when = [scheduledDate ? formatDate(scheduledDate) : null, scheduledTime ? formatTime(scheduledTime) : null]
    .filter(Boolean)
    .join(', ');
  const details = [when, serviceName ?? shownHealthText(reason, reasonOnFile, 'reason', null), statusLabel].filter(Boolean).join(' · ');
  return (
    <>
      <span className="global-search__name">{name}</span>
      <span className="global-search__details">{details}</span>
    </>
  );
}

function GlobalSearch({ onDone }: { onDone(): void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const recent = useRecentSearches();
  const ids = useId();

  const query = searchableQuery(text);
  const settled = useDebouncedValue(query);
  const search = useGlobalSearch(settled);
  // Only the answer to what the field says now is shown: never an earlier text's results.
  const current = query !== undefined && query === settled;
  const results = current && !search.isError ? search.data : undefined;
  const failed = current && search.isError && !search.isFetching;

  const patients: SearchOption[] = results?.patients.map((hit) => ({ kind: 'patient', hit })) ?? [];
  const appointments: SearchOption[] = results?.appointments.map((hit) => ({ kind: 'appointment', hit })) ?? [];
  const options = [...patients, ...appointments];
  const expanded = options.length > 0;
  const activeIndex = active < options.length ? active : -1;
  const optionId = (index: number) => `${ids}-option-${index}`;

  let status = '';
  if (text.trim() !== '' && query === undefined) status = globalSearchText.tooShort;
  else if (query !== undefined && !results && !failed) status = globalSearchText.searching;
  else if (results && query !== undefined) status = expanded ? globalSearchText.found(options.length) : globalSearchText.none(query);

  const moveTo = (index: number) => {
    setActive(index);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };

  const choose = (option: SearchOption) => {
    if (query !== undefined) recent.remember(query);
    onDone();
    navigate(optionTarget(option));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || !expanded) return;
    const last = options.length - 1;
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = activeIndex >= last ? 0 : activeIndex + 1;
    else if (event.key === 'ArrowUp') next = activeIndex <= 0 ? last : activeIndex - 1;
    // Home and End move the caret until an option is active, then go to the first and last one.
    else if (event.key === 'Home' && activeIndex >= 0) next = 0;
    else if (event.key === 'End' && activeIndex >= 0) next = last;
    else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  // The ARIA 1.2 grouped listbox: options are never focused (aria-activedescendant names the
  // active one), so they are neither tabbable nor keyboard targets, and the groups hold options,
  // not form controls.
  const group = (name: SearchOption['kind'], label: string, groupOptions: SearchOption[], offset: number) =>
    groupOptions.length === 0 ? null : (
      // biome-ignore lint/a11y/useSemanticElements: a group of listbox options; a fieldset groups form controls.
      <div role="group" aria-labelledby={`${ids}-${name}`} className="global-search__group">
        <div id={`${ids}-${name}`} role="presentation" className="global-search__group-label">
          {label}
        </div>
        {groupOptions.map((option, index) => {
          const position = offset + index;
          return (
            // biome-ignore lint/a11y/useFocusableInteractive: the combobox keeps the focus; the option is named by aria-activedescendant.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the combobox (arrows, Enter).
            <div
              key={`${option.kind}-${option.hit.id}`}
              id={optionId(position)}
              role="option"
              aria-selected={position === activeIndex}
              className="global-search__option"
              // Keeps the focus in the field, as the pattern wants.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <OptionText option={option} />
            </div>
          );
        })}
      </div>
    );

  return (
    <div className="global-search__body">
      <label htmlFor={`${ids}-input`} className="global-search__label">
        {globalSearchText.label}
      </label>
      <p id={`${ids}-hint`} className="global-search__hint">
        {globalSearchText.hint}
      </p>
      <input
        ref={inputRef}
        id={`${ids}-input`}
        className="global-search__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${ids}-listbox`}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={`${ids}-hint`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={globalSearch.maxLength}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />

      <div id={`${ids}-listbox`} role="listbox" aria-label={globalSearchText.results} className="global-search__listbox" hidden={!expanded}>
        {group('patient', globalSearchText.patients, patients, 0)}
        {group('appointment', globalSearchText.appointments, appointments, patients.length)}
      </div>

      <p role="status" className="global-search__status">
        {status}
      </p>

      {failed ? (
        <div role="alert" className="global-search__problem">
          <p>{globalSearchText.failed}</p>
          <Button variant="secondary" onClick={() => search.refetch()}>
            {globalSearchText.retry}
          </Button>
        </div>
      ) : null}

      {text.trim() === '' && recent.searches.length > 0 ? (
        <section className="global-search__recent" aria-labelledby={`${ids}-recent`}>
          <h3 id={`${ids}-recent`} className="global-search__recent-title">
            {globalSearchText.recent}
          </h3>
          <ul className="global-search__recent-list">
            {recent.searches.map((entry) => (
              <li key={entry}>
                <button
                  type="button"
                  className="global-search__recent-entry"
                  onClick={() => {
                    setText(entry);
                    inputRef.current?.focus();
                  }}
                >
                  {entry}
                </button>
              </li>
            ))}
          </ul>
          <p className="global-search__note">{globalSearchText.recentNote}</p>
          <Button
            variant="secondary"
            onClick={() => {
              recent.clear();
              inputRef.current?.focus();
            }}
          >
            {globalSearchText.clearRecent}
          </Button>
        </section>
      ) : null}
    </div>
  );
}

export function GlobalSearchDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={globalSearchText.title}
      className="global-search"
      initialFocus="first-field"
      closeOnBackdrop
    >
      {/* Each opening starts from an empty field. */}
      {open ? <GlobalSearch onDone={onClose} /> : null}
    </Dialog>
  );
}
