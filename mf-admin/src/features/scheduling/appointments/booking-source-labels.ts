// The booking sources as the appointments screen shows them; the words are shared-domain's.
import { bookingSourceLabel as sourceLabel, bookingSources } from 'shared-domain/scheduling/booking-source';

/** 'online' → 'Réservation en ligne'; no source: a dash. */
export function bookingSourceLabel(source: string | null): string {
  return source ? sourceLabel(source) : '—';
}

/** The sources in the order the filter offers them. */
export const bookingSourceChoices = bookingSources.map((source) => ({ value: source, label: sourceLabel(source) }));
