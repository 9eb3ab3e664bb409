// One day chosen for a day's view (« Fermeture de caisse », « Comptes à recevoir »): a date field
// with « Afficher », and « Aujourd’hui » while another day is shown. A day that is not a real date,
// or one after `latest`, is refused on the field in the screen's words and the field takes the
// focus; nothing is shown. The search landmark names what is chosen.
import { type FormEvent, useState } from 'react';
import { isCalendarDate } from 'shared-domain/platform/calendar-date';
import { Button } from './Button';
import { Field } from './Field';
import './day-picker.css';

export const dayPickerText = { show: 'Afficher', today: 'Aujourd’hui' } as const;

export interface DayPickerLabels {
  /** The search landmark's name (« Choisir la journée »). */
  region: string;
  /** The date field's label (« Journée »). */
  day: string;
  /** Said when the typed day is not a real date. */
  invalid: string;
  /** Said when the typed day is after `latest`. */
  tooLate: string;
}

export interface DayPickerProps {
  /** The day shown, 'YYYY-MM-DD'. */
  day: string;
  /** Today at the clinic: « Aujourd’hui » goes there. */
  today: string;
  /** The last day that may be chosen (today for a day that cannot be in the future). */
  latest?: string;
  /** The field's name (the address's parameter). */
  name: string;
  labels: DayPickerLabels;
  /** The landmark's class (the screen's filters box). */
  className?: string;
  onShow(day: string): void;
}

export function DayPicker(props: DayPickerProps) {
  // Made again for each day shown, so the field starts from it.
  return <DayPickerForm key={props.day} {...props} />;
}

function DayPickerForm({ day, today, latest, name, labels, className, onShow }: DayPickerProps) {
  const [typed, setTyped] = useState(day);
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = !isCalendarDate(typed) ? labels.invalid : latest !== undefined && typed > latest ? labels.tooLate : undefined;
    setError(problem);
    if (problem) {
      const field = event.currentTarget.elements.namedItem(name);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    onShow(typed);
  };
  return (
    <search className={className} aria-label={labels.region}>
      <form noValidate onSubmit={submit} className="ui-day-picker">
        <Field label={labels.day} required errors={[error]}>
          {(control) => (
            <input {...control} name={name} type="date" max={latest} value={typed} onChange={(event) => setTyped(event.target.value)} />
          )}
        </Field>
        <div className="ui-day-picker__actions">
          <Button type="submit">{dayPickerText.show}</Button>
          {day !== today ? (
            <Button variant="secondary" onClick={() => onShow(today)}>
              {dayPickerText.today}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
