// Analytics events go to `window.dataLayer` for whatever tag manager the clinic may add later;
// nothing is sent to a third party by this code.

export type CtaLabel =
  | 'header_waitlist'
  | 'header_appointment'
  | 'mobile_waitlist'
  | 'mobile_appointment'
  | 'hero_waitlist'
  | 'hero_appointment'
  | 'sticky_waitlist'
  | 'sticky_appointment';

export interface DataLayerEvent {
  event: 'cta_click' | 'sticky_cta_dismissed';
  label?: string;
  value?: string | number;
  timestamp: string;
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushDataLayerEvent(event: Omit<DataLayerEvent, 'timestamp'>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...event, timestamp: new Date().toISOString() });
}
