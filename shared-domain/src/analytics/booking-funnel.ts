// The online booking funnel, counted by the API without cookies or any third-party tracker: the
// booking page sends one anonymous beacon per step it reaches (page opened → service chosen → slot
// chosen → booked), naming only the step and a random id of the visit kept in the tab's
// sessionStorage, so a reload or « Back » counts a step once. No name, e-mail, address or agent is
// kept; the rows are read summed by day.
import { z } from 'zod';
import { type DateRange, within } from './analysis-period';
import { type BookingFunnelStep, bookingFunnelSteps } from './booking-funnel-steps';

export { type BookingFunnelStep, bookingFunnelStepLabels, bookingFunnelStepOf, bookingFunnelSteps } from './booking-funnel-steps';

export const bookingFunnelDefinition =
  'Visites de la page de réservation en ligne de la période, comptées par le serveur à chaque étape atteinte (sans témoin ni outil tiers : un identifiant au hasard propre à l’onglet, aucune donnée personnelle), et la part de celles qui ont ouvert la page.';

export const bookingFunnelMessages = {
  visit: 'Identifiant de visite invalide.',
  step: 'Étape de réservation inconnue.',
} as const;

/** The beacon's body: `{ visit, step }`. */
export const bookingFunnelBeaconSchema = z.object({
  visit: z.uuid({ error: bookingFunnelMessages.visit }),
  step: z.enum(bookingFunnelSteps, { error: bookingFunnelMessages.step }),
});
export type BookingFunnelBeacon = z.output<typeof bookingFunnelBeaconSchema>;

/** Visits that reached a step on a clinic day. */
export interface BookingFunnelDay {
  day: string;
  step: BookingFunnelStep;
  visits: number;
}

export interface BookingFunnelCount {
  step: BookingFunnelStep;
  visits: number;
  /** Share of the visits that opened the page; null when none did. */
  share: number | null;
}

export function bookingFunnel(days: readonly BookingFunnelDay[], period: DateRange): BookingFunnelCount[] {
  const totals = new Map<BookingFunnelStep, number>();
  for (const row of days) if (within(period, row.day)) totals.set(row.step, (totals.get(row.step) ?? 0) + row.visits);
  const opened = totals.get('opened') ?? 0;
  return bookingFunnelSteps.map((step) => {
    const visits = totals.get(step) ?? 0;
    return { step, visits, share: opened === 0 ? null : visits / opened };
  });
}
