// Where the visitor is in the booking (specification §2.5), kept in the address so the browser's
// back button and a reload behave: `?etape=3&service=…&date=…&heure=…`. The address is only a
// request: `reachableStep` gives the furthest step the loaded services and slots allow.
import { isFreeSlot, type SlotDay } from 'shared-ui/slot-picker/slot-types';

export const bookingSteps = [1, 2, 3, 4, 5] as const;
export type BookingStep = (typeof bookingSteps)[number];

export interface BookingChoices {
  serviceId?: string;
  date?: string;
  time?: string;
}

export interface BookingLocation {
  step: BookingStep;
  choices: BookingChoices;
}

/** The query parameters, in French like the rest of the address. */
export const bookingParams = { step: 'etape', serviceId: 'service', date: 'date', time: 'heure' } as const;

function stepOf(value: string | null): BookingStep {
  const step = Number(value);
  return bookingSteps.find((known) => known === step) ?? 1;
}

export function readBookingLocation(search: string): BookingLocation {
  const params = new URLSearchParams(search);
  const choice = (name: string) => params.get(name)?.trim() || undefined;
  const choices: BookingChoices = {};
  const serviceId = choice(bookingParams.serviceId);
  const date = choice(bookingParams.date);
  const time = choice(bookingParams.time);
  if (serviceId) choices.serviceId = serviceId;
  if (date) choices.date = date;
  if (time) choices.time = time;
  return { step: stepOf(params.get(bookingParams.step)), choices };
}

/** `?etape=…` with the choices the step builds on (a later choice is left out of an earlier step). */
export function bookingSearch(step: BookingStep, choices: BookingChoices): string {
  const params = new URLSearchParams({ [bookingParams.step]: String(step) });
  if (step >= 2 && step <= 4 && choices.serviceId) params.set(bookingParams.serviceId, choices.serviceId);
  if (step >= 3 && step <= 4 && choices.date) params.set(bookingParams.date, choices.date);
  if (step === 4 && choices.time) params.set(bookingParams.time, choices.time);
  return `?${params.toString()}`;
}

export interface StepData {
  serviceIds: readonly string[];
  /** The chosen service's days, once loaded. */
  days: readonly SlotDay[] | undefined;
}

/**
 * The furthest step up to 4 the choices lead to: a known service, then one of its displayed days,
 * then a free slot of that day. Undefined while the days it needs are still loading.
 */
export function reachableStep(choices: BookingChoices, { serviceIds, days }: StepData): 1 | 2 | 3 | 4 | undefined {
  if (!choices.serviceId || !serviceIds.includes(choices.serviceId)) return 1;
  if (!choices.date) return 2;
  if (!days) return undefined;
  if (!days.some((day) => day.date === choices.date)) return 2;
  if (!choices.time || !isFreeSlot(days, choices.date, choices.time)) return 3;
  return 4;
}
