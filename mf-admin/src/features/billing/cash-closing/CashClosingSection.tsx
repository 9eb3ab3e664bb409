// « Paiements › Fermeture de caisse » (the cash desk's: not the practitioner). The day
// is the address's `?jour=` (today by default; never a future day): while open, its expected
// amounts and the close (CloseDayForm); once closed, its closing — counted, difference, note, who
// and when — and a link to its transactions, and for an admin « Rouvrir la journée » (with a reason;
// the day's closes and reopenings are listed then). Below, the closed days with who closed them.
import { useState } from 'react';
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { addDays } from 'shared-domain/platform/clinic-time';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { DayPicker } from 'shared-ui/DayPicker';
import { dayField, useAddressFilters } from 'shared-ui/useAddressFilters';
import { useSignedInRole } from '../../back-office/session/api/me';
import { clinicToday } from '../payments/payment-filters';
import { paymentsSectionIds } from '../payments/payments-links';
import { useCashDay } from './api/cash-closings';
import { cashClosingText as text } from './cash-closing-text';
import { CashDayHistory } from './CashDayHistory';
import { ClosedDaysList } from './ClosedDaysList';
import { ClosingSummary } from './ClosingSummary';
import { CloseDayForm } from './CloseDayForm';
import { ReopenDayDialog } from './ReopenDayDialog';
import { SettledAfterClose } from './SettledAfterClose';
import './cash-closing.css';

/** The address's parameter for the day. */
export const dayParam = 'jour';

/** The day the address asks for: a real date, today or before; today otherwise. */
const dayFields = (today: string) => ({ day: dayField(dayParam, today, { latest: today, alwaysWritten: true }) });

const dayLabels = { region: text.dayRegion, day: text.day, invalid: text.dayInvalid, tooLate: text.dayInFuture };

export function CashClosingSection() {
  const today = clinicToday();
  const { filters, apply } = useAddressFilters(dayFields(today), { pinned: { section: paymentsSectionIds.cashClosing } });
  const date = filters.day;
  const [closedMessage, setClosedMessage] = useState('');
  const show = (day: string) => {
    setClosedMessage('');
    apply({ day });
  };
  return (
    <section className="payments-section" aria-labelledby="fermeture-caisse">
      <h2 id="fermeture-caisse">{text.title}</h2>
      <p className="payments-muted">{text.intro}</p>
      <DayPicker day={date} today={today} latest={today} name={dayParam} labels={dayLabels} className="payments-filters" onShow={show} />
      <p className="payments-status" role="status">
        {closedMessage}
      </p>
      <CashDayPanel
        key={`jour-${date}`}
        date={date}
        onClosed={() => setClosedMessage(text.closedNotice(date))}
        onReopened={() => setClosedMessage(text.reopenedNotice(date))}
      />
      <ClosedDaysList from={addDays(today, -89)} to={today} />
    </section>
  );
}

function CashDayPanel({ date, onClosed, onReopened }: { date: string; onClosed(): void; onReopened(): void }) {
  const day = useCashDay(date);
  const role = useSignedInRole();
  const [reopening, setReopening] = useState(false);
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
            <>
              <ClosingSummary day={day.data} closing={day.data.closing} />
              {role !== undefined && mayAccess(role, 'management') ? (
                <div className="payments-actions">
                  <Button onClick={() => setReopening(true)}>{text.reopen}</Button>
                </div>
              ) : null}
            </>
          ) : (
            <CloseDayForm day={day.data} onClosed={onClosed} />
          )}
          <CashDayHistory history={day.data.history} />
          <ReopenDayDialog
            open={reopening}
            date={date}
            onClose={() => setReopening(false)}
            onReopened={() => {
              setReopening(false);
              onReopened();
            }}
          />
        </>
      )}
    </section>
  );
}
