// The day's closes and reopenings, oldest first: « Fermée le … par … », « Rouverte le … par … :
// raison ». Shown once a day has been reopened (a day closed once says who closed it already).
import type { CashDay } from './api/cash-closings';
import { cashClosingText as text } from './cash-closing-text';

export function CashDayHistory({ history }: { history: CashDay['history'] }) {
  if (!history.some((event) => event.kind === 'reopened')) return null;
  return (
    <section className="cash-close-history" aria-labelledby="historique-journee">
      <h4 id="historique-journee">{text.historyHeading}</h4>
      <ol>
        {history.map((event, index) => (
          // The history only grows at its end: the position is the event's identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          <li key={index}>{text.historyEvent(event.kind, event.byName, event.at, event.reason)}</li>
        ))}
      </ol>
    </section>
  );
}
