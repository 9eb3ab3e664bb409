// The e-mails' filters (type, from, to) as a search form, applied to the address by « Filtrer »;
// the chosen patient (from a patient's file) shows as a chip that takes the filter off. A last day
// before the first is refused beside its field, and the focus goes there.
import { type FormEvent, useRef, useState } from 'react';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { messagesText } from './health-text';
import { type MessageFilters, messageKindOptions } from './message-filters';

const text = messagesText.filters;

export function MessageFiltersForm({
  filters,
  onApply,
  onReset,
}: {
  filters: MessageFilters;
  onApply(next: MessageFilters): void;
  onReset(): void;
}) {
  const [kind, setKind] = useState(filters.kind);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [toError, setToError] = useState<string | undefined>(undefined);
  const toRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (from && to && to < from) {
      setToError(text.toBeforeFrom);
      toRef.current?.focus();
      return;
    }
    setToError(undefined);
    onApply({ ...filters, kind, from, to, page: 1 });
  };

  return (
    <search className="automation-filters" aria-label={text.region}>
      <form noValidate onSubmit={submit}>
        <div className="automation-filters__fields">
          <Field label={text.kind}>
            {(control) => (
              <select {...control} value={kind} onChange={(event) => setKind(event.target.value)}>
                <option value="">{text.anyKind}</option>
                {messageKindOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={text.from}>
            {(control) => <input {...control} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />}
          </Field>
          <Field label={text.to} errors={[toError]}>
            {(control) => (
              <input
                {...control}
                ref={toRef}
                type="date"
                value={to}
                onChange={(event) => {
                  setTo(event.target.value);
                  setToError(undefined);
                }}
              />
            )}
          </Field>
        </div>
        {filters.patientId ? (
          <p>
            {text.chosenPatient} : <strong>{filters.patientName || filters.patientId}</strong>{' '}
            <Button variant="secondary" onClick={() => onApply({ ...filters, patientId: '', patientName: '', page: 1 })}>
              {text.removePatient}
            </Button>
          </p>
        ) : null}
        <div className="automation-actions">
          <Button type="submit">{text.apply}</Button>
          <Button variant="secondary" onClick={onReset}>
            {text.reset}
          </Button>
        </div>
      </form>
    </search>
  );
}
