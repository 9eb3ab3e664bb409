// The card payments and refunds the gateway settled after this day's close: on the day they were
// authorized on (which did not count them) and on the day that counted them, each with why.
import { formatMoney } from 'shared-domain/platform/format';
import type { CashDay } from './api/cash-closings';
import { cashClosingText as text } from './cash-closing-text';

export function SettledAfterClose({ day }: { day: CashDay }) {
  if (day.settledAfterClose.length === 0) return null;
  return (
    <section className="cash-close-settled-after-close" aria-labelledby="regles-apres-fermeture">
      <h4 id="regles-apres-fermeture">{text.settledAfterCloseHeading}</h4>
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
