// The payments and refunds counted on another day than they came in (a card settled after the
// close, money taken after it): on the day they came in (which did not count them) and on the day
// that counted them, a line per day saying how many and where, then each with why.
import { lateMovementsSummary } from 'shared-domain/billing/cash-close';
import { formatMoney } from 'shared-domain/platform/format';
import type { CashDay } from './api/cash-closings';
import { cashClosingText as text } from './cash-closing-text';

export function SettledAfterClose({ day }: { day: CashDay }) {
  if (day.settledAfterClose.length === 0) return null;
  return (
    <section className="cash-close-settled-after-close" aria-labelledby="regles-apres-fermeture">
      <h4 id="regles-apres-fermeture">{text.settledAfterCloseHeading}</h4>
      {lateMovementsSummary(day.businessDate, day.settledAfterClose).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <ul>
        {day.settledAfterClose.map((row) => (
          <li key={row.id}>
            {row.patientName}, {formatMoney(row.amountCents)} : {row.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
