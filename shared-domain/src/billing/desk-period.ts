// A period of clinic days typed in a finance screen's filters (« Du », « Au »): both optional, the
// end after the start, never longer than the screen allows (a year of payments is the accountant's
// export; more is a backup, not a screen).
import { z } from 'zod';
import { deskMessages } from './desk-messages';
import { validationMessages as m } from '../platform/validation-messages';

export const deskPeriodLabels = { from: 'Du', to: 'Au' } as const;

function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** The `from`/`to` query fields; `maxDays` counts both ends. */
export function deskPeriodFields() {
  return {
    from: z.iso.date({ error: m.date(deskPeriodLabels.from) }).optional(),
    to: z.iso.date({ error: m.date(deskPeriodLabels.to) }).optional(),
  };
}

/** Refuses a reversed or too long period, beside `to`. */
export function checkDeskPeriod(maxDays: number) {
  return (period: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) => {
    if (period.from === undefined || period.to === undefined) return;
    const days = dayNumber(period.to) - dayNumber(period.from) + 1;
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: deskMessages.periodReversed });
    else if (days > maxDays) context.addIssue({ code: 'custom', path: ['to'], message: deskMessages.periodTooLong(maxDays) });
  };
}
