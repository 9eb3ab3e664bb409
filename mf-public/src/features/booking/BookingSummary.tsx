// What is being (or was) booked: service, day, time, length, price and deposit.
import { formatDate, formatMoney, formatTime } from 'shared-domain/platform/format';
import { durationText } from '../../lib/services/service-text';

export interface BookingSummaryProps {
  serviceName: string;
  date: string;
  time: string;
  durationMinutes: number;
  priceCents: number;
  /** Shown when the service asks for a deposit. */
  depositCents?: number | undefined;
}

export function BookingSummary({ serviceName, date, time, durationMinutes, priceCents, depositCents }: BookingSummaryProps) {
  return (
    <dl className="booking-summary">
      <div>
        <dt>Service</dt>
        <dd>{serviceName}</dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>{formatDate(date)}</dd>
      </div>
      <div>
        <dt>Heure</dt>
        <dd>{formatTime(time)}</dd>
      </div>
      <div>
        <dt>Durée</dt>
        <dd>{durationText(durationMinutes)}</dd>
      </div>
      <div>
        <dt>Prix</dt>
        <dd>{formatMoney(priceCents)}</dd>
      </div>
      {depositCents ? (
        <div>
          <dt>Dépôt requis</dt>
          <dd>{formatMoney(depositCents)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
