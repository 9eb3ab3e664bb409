// The period of « Analyses »: a week, a month, a quarter or a year (the one holding a chosen day),
// or two days chosen by hand. Applied with « Afficher » into the address.
import { type FormEvent, useState } from 'react';
import { periodKindLabels, periodKinds } from 'shared-domain/analytics/analysis-period';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import type { PeriodFilters } from './analyses-filters';
import { analysesText as text } from './analyses-text';

export function PeriodPicker<F extends PeriodFilters>({ filters, onApply }: { filters: F; onApply(next: F): void }) {
  const [draft, setDraft] = useState(filters);
  // The address changed under the form (« Back », a link): show what is in force.
  const inForce = JSON.stringify(filters);
  const [shown, setShown] = useState(inForce);
  if (shown !== inForce) {
    setShown(inForce);
    setDraft(filters);
  }
  const kind = draft.period || 'month';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <search className="analyses-period" aria-label={text.periodForm}>
      <form noValidate onSubmit={submit}>
        <Field label={text.period} required>
          {(control) => (
            <select
              {...control}
              name="period"
              value={kind}
              onChange={(event) => setDraft({ ...draft, period: event.target.value as F['period'] })}
            >
              {periodKinds.map((option) => (
                <option key={option} value={option}>
                  {periodKindLabels[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {kind === 'custom' ? (
          <>
            <Field label={text.from} required>
              {(control) => (
                <input
                  {...control}
                  name="from"
                  type="date"
                  value={draft.from}
                  onChange={(event) => setDraft({ ...draft, from: event.target.value })}
                />
              )}
            </Field>
            <Field label={text.to} required>
              {(control) => (
                <input
                  {...control}
                  name="to"
                  type="date"
                  value={draft.to}
                  onChange={(event) => setDraft({ ...draft, to: event.target.value })}
                />
              )}
            </Field>
          </>
        ) : (
          <Field label={text.day} required>
            {(control) => (
              <input
                {...control}
                name="date"
                type="date"
                value={draft.date}
                onChange={(event) => setDraft({ ...draft, date: event.target.value })}
              />
            )}
          </Field>
        )}
        <Button type="submit">{text.show}</Button>
      </form>
    </search>
  );
}
