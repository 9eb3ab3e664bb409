// « Paiements › Fermeture de caisse » (the cash desk's: not the practitioner). The day
// is the address's `?jour=` (today by default; never a future day): while open, its expected
// amounts and the close (CloseDayForm); once closed, its closing — counted, difference, note, who
// and when — and a link to its transactions. Below, the closed days with who closed them.
import { type FormEvent, useState } from 'react';
import { addDays } from 'shared-domain/platform/clinic-time';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { useSearchParams } from 'shared-ui/router';
import { clinicToday, isCalendarDate } from '../payments/payment-filters';
import { paymentsSectionIds } from '../payments/payments-links';
import { useCashDay } from './api/cash-closings';
import { cashClosingText as text } from './cash-closing-text';
import { ClosedDaysList } from './ClosedDaysList';
import { ClosingSummary } from './ClosingSummary';
import { CloseDayForm } from './CloseDayForm';
import { SettledAfterClose } from './SettledAfterClose';
import './cash-closing.css';

/** The address's parameter for the day. */
export const dayParam = 'jour';

/** The day the address asks for: a real date, today or before; today otherwise. */
export function readDay(params: URLSearchParams, today: string): string {
  const day = params.get(dayParam) ?? '';
  return isCalendarDate(day) && day <= today ? day : today;
}

export function CashClosingSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = clinicToday();
  const date = readDay(searchParams, today);
  const [closedMessage, setClosedMessage] = useState('');
  const show = (day: string) => {
    setClosedMessage('');
    setSearchParams(new URLSearchParams({ section: paymentsSectionIds.cashClosing, [dayParam]: day }));
  };
  return (
    <section className="payments-section" aria-labelledby="fermeture-caisse">
      <h2 id="fermeture-caisse">{text.title}</h2>
      <p className="payments-muted">{text.intro}</p>
      <DayPicker key={date} date={date} today={today} onShow={show} />
      <p className="payments-status" role="status">
        {closedMessage}
      </p>
      <CashDayPanel key={`jour-${date}`} date={date} onClosed={() => setClosedMessage(text.closedNotice(date))} />
      <ClosedDaysList from={addDays(today, -89)} to={today} />
    </section>
  );
}

function DayPicker({ date, today, onShow }: { date: string; today: string; onShow(day: string): void }) {
  const [typed, setTyped] = useState(date);
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = !isCalendarDate(typed) ? text.dayInvalid : typed > today ? text.dayInFuture : undefined;
    setError(problem);
    if (problem) {
      const field = event.currentTarget.elements.namedItem('jour');
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    onShow(typed);
  };
  return (
    <search className="payments-filters" aria-label={text.dayRegion}>
      <form noValidate onSubmit={submit} className="cash-close-day">
        <Field label={text.day} required errors={[error]}>
          {(control) => (
            <input {...control} name="jour" type="date" max={today} value={typed} onChange={(event) => setTyped(event.target.value)} />
          )}
        </Field>
        <div className="payments-actions">
          <Button type="submit">{text.show}</Button>
          {date !== today ? (
            <Button variant="secondary" onClick={() => onShow(today)}>
              {text.today}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}

function CashDayPanel({ date, onClosed }: { date: string; onClosed(): void }) {
  const day = useCashDay(date);
  return (
    <section className="cash-close-day-panel" aria-labelledby="fermeture-journee">
      <h3 id="fermeture-journee">{text.dayHeading(date)}</h3>
      {day.isPending ? (
        <LoadingState label={text.loading} />
      ) : day.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void day.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(day.error)}</p>
        </Notice>
      ) : (
        <>
          <p className="payments-muted">{text.paymentsCount(day.data.paymentsCount)}</p>
          <SettledAfterClose day={day.data} />
          {day.data.closing ? (
            <ClosingSummary day={day.data} closing={day.data.closing} />
          ) : (
            <CloseDayForm day={day.data} onClosed={onClosed} />
          )}
        </>
      )}
    </section>
  );
}
