// « Rendez-vous à remplacer »: an optional search among the appointments from today (name or
// reason), to tie the request to the one it replaces (cancelled when the patient accepts a new
// slot). A search form of its own, beside the request's form: forms cannot nest, and Enter here
// must search, not send the request.
import { type FormEvent, useId, useState } from 'react';
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { ErrorList, Field } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { type AdminAppointment, useUpcomingAppointments } from './api/upcoming-appointments';
import { rebookingText as text } from './rebooking-text';

/** What can still be replaced: an appointment that has not taken place nor been cancelled. */
const replaceable = new Set(['pending', 'confirmed']);
const shownResults = 5;

export function appointmentSummary(appointment: AdminAppointment): string {
  const when = appointment.scheduledDate
    ? `${formatDate(appointment.scheduledDate)}${appointment.scheduledTime ? ` à ${formatTime(appointment.scheduledTime)}` : ''}`
    : 'Date à confirmer';
  return [appointment.name, when, appointment.serviceName].filter(Boolean).join(', ');
}

export interface AppointmentSearchProps {
  chosen: AdminAppointment | undefined;
  onChoose(appointment: AdminAppointment): void;
  onUnlink(): void;
  /** The server's refusal of the chosen appointment. */
  error?: string | undefined;
  disabled?: boolean;
}

export function AppointmentSearch({ chosen, onChoose, onUnlink, error, disabled = false }: AppointmentSearchProps) {
  const ids = useId();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const results = useUpcomingAppointments(term);
  const errorId = error ? `${ids}-erreur` : undefined;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = typed.trim();
    setTooShort(q.length < 2);
    if (q.length >= 2) setTerm(q);
  };

  const found = results.data?.appointments.filter((appointment) => replaceable.has(appointment.status)).slice(0, shownResults);
  // Said through a live region that is in place before the answer comes.
  const outcome = !term || tooShort || !found ? '' : found.length === 0 ? text.noMatch : text.matches(found.length);
  return (
    <section className="rebooking-search" aria-labelledby={`${ids}-titre`}>
      <h3 id={`${ids}-titre`} className="rebooking-search__heading">
        {text.searchHeading}
      </h3>
      {chosen ? (
        <div className="rebooking-search__chosen">
          <p aria-describedby={errorId}>
            {text.chosenAppointment} : <strong>{appointmentSummary(chosen)}</strong>
          </p>
          <ErrorList id={errorId} errors={[error]} />
          <Button variant="secondary" onClick={onUnlink} disabled={disabled}>
            {text.unlink}
          </Button>
        </div>
      ) : (
        <>
          <search aria-labelledby={`${ids}-titre`}>
            <form className="rebooking-search__form" noValidate onSubmit={search}>
              <Field label={text.searchLabel} hint={text.searchHint} errors={[tooShort ? text.searchTooShort : undefined]}>
                {(control) => (
                  <input
                    {...control}
                    type="search"
                    name="q"
                    value={typed}
                    onChange={(event) => setTyped(event.target.value)}
                    autoComplete="off"
                  />
                )}
              </Field>
              <Button type="submit" variant="secondary">
                {text.searchSubmit}
              </Button>
            </form>
          </search>
          {term && !tooShort ? <SearchResults results={results} found={found} onChoose={onChoose} /> : null}
          <p className="ui-visually-hidden" role="status">
            {outcome}
          </p>
        </>
      )}
    </section>
  );
}

function SearchResults({
  results,
  found,
  onChoose,
}: {
  results: ReturnType<typeof useUpcomingAppointments>;
  found: AdminAppointment[] | undefined;
  onChoose(appointment: AdminAppointment): void;
}) {
  if (results.isError && !results.isFetching) {
    return (
      <div className="ui-form-failure" role="alert">
        <p>
          <strong>{text.searchFailed}</strong>
        </p>
        <p>{problemMessage(results.error)}</p>
      </div>
    );
  }
  if (!found) return <LoadingState label={text.searching} />;
  return found.length === 0 ? (
    <p className="follow-up-empty">{text.noMatch}</p>
  ) : (
    <ul className="rebooking-search__results" aria-label={text.results}>
      {found.map((appointment) => (
        <li key={appointment.id}>
          <span>{appointmentSummary(appointment)}</span>
          <Button variant="secondary" onClick={() => onChoose(appointment)}>
            {text.choose}
            <span className="ui-visually-hidden"> : {appointmentSummary(appointment)}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
