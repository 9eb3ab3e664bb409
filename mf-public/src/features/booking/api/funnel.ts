// POST /api/public/booking-funnel: the step of the booking page this visit reached, counted by the
// clinic's own server (no cookie, no third-party tracker). The visit is a random id kept in the
// tab's sessionStorage, with the steps already sent, so a reload or « Back » sends a step once; the
// beacon's answer is not waited for, and its failure changes nothing for the visitor.
import { createPublicClient } from 'api/client';
import type { BookingFunnelStep } from 'shared-domain/analytics/booking-funnel';
import { callApi } from 'shared-ui/api-result';

const client = createPublicClient();

/** sessionStorage: the visit's random id and the steps it sent. */
export const funnelVisitKey = 'reservation.parcours';

function readVisit(): { visit: string; sent: BookingFunnelStep[] } | null {
  try {
    const stored = window.sessionStorage.getItem(funnelVisitKey);
    if (stored) {
      const parsed: unknown = JSON.parse(stored);
      if (typeof parsed === 'object' && parsed !== null && 'visit' in parsed && 'sent' in parsed && Array.isArray(parsed.sent))
        return { visit: String(parsed.visit), sent: parsed.sent as BookingFunnelStep[] };
    }
    return { visit: crypto.randomUUID(), sent: [] };
  } catch {
    // Storage refused (private mode…): nothing is counted rather than counted twice.
    return null;
  }
}

export function sendFunnelStep(step: BookingFunnelStep): void {
  const state = readVisit();
  if (!state || state.sent.includes(step)) return;
  try {
    window.sessionStorage.setItem(funnelVisitKey, JSON.stringify({ visit: state.visit, sent: [...state.sent, step] }));
  } catch {
    return;
  }
  void callApi(() => client.public['booking-funnel'].$post({ json: { visit: state.visit, step } }));
}
