// The list behind a figure of « Analyses »: which figure (a channel or a reminder outcome for the
// breakdowns), for the same period; its rows and its columns, on screen and in the CSV file.
import { z } from 'zod';
import { csvFormatField } from '../platform/csv-format';
import { analysisPeriodFields, checkCustomPeriod } from './analysis-period';
import {
  type BookingChannel,
  bookingChannels,
  type FigureListKind,
  figureKeys,
  type PeriodFigures,
  type ReminderOutcome,
  reminderOutcomes,
} from './clinic-figures';
import { bookingChannelLabels, figureText, reminderOutcomeLabels } from './figure-text';
import { freedSlotsTitle } from './freed-slots';

export const breakdownNames = ['bookingsByChannel', 'noShowByChannel', 'noShowByReminder'] as const;
/** The appointments that took again a slot freed in the period (« Créneaux libérés repris »). */
export const freedSlotsListName = 'freedSlotsRefilled';
export const figureListNames = [...figureKeys, ...breakdownNames, freedSlotsListName] as const;
export type FigureListName = (typeof figureListNames)[number];

export const figureListMessages = {
  unknownFigure: 'Ce chiffre n’existe pas dans les analyses.',
  channelNeeded: 'Choisissez le mode de réservation.',
  reminderNeeded: 'Choisissez l’issue du rappel.',
} as const;

export const figureListQuerySchema = analysisPeriodFields
  .extend({
    figure: z.enum(figureListNames, { error: figureListMessages.unknownFigure }),
    channel: z.enum(bookingChannels, { error: figureListMessages.channelNeeded }).optional(),
    reminder: z.enum(reminderOutcomes, { error: figureListMessages.reminderNeeded }).optional(),
    format: csvFormatField,
  })
  .superRefine((query, context) => {
    checkCustomPeriod(query, context);
    if ((query.figure === 'bookingsByChannel' || query.figure === 'noShowByChannel') && !query.channel)
      context.addIssue({ code: 'custom', path: ['channel'], message: figureListMessages.channelNeeded });
    if (query.figure === 'noShowByReminder' && !query.reminder)
      context.addIssue({ code: 'custom', path: ['reminder'], message: figureListMessages.reminderNeeded });
  });
export type FigureListQuery = z.output<typeof figureListQuerySchema>;

/** What a list holds and the ids behind it. */
export interface FigureListIds {
  kind: FigureListKind;
  ids: readonly string[];
}

/**
 * The ids behind the figure the query names, in the period's figures; `refills`: the appointments
 * that took freed slots again (freed-slots.ts), read apart from the figures.
 */
export function figureListIds(
  figures: PeriodFigures,
  query: { figure: FigureListName; channel?: BookingChannel; reminder?: ReminderOutcome },
  refills: readonly string[] = [],
): FigureListIds {
  switch (query.figure) {
    case freedSlotsListName:
      return { kind: 'visits', ids: refills };
    case 'bookingsByChannel':
      return figures.bookingsByChannel[query.channel ?? 'online'];
    case 'noShowByChannel':
      return { kind: 'visits', ids: figures.noShowByChannel[query.channel ?? 'online'].ids };
    case 'noShowByReminder':
      return { kind: 'visits', ids: figures.noShowByReminder[query.reminder ?? 'none'].ids };
    default:
      return figures.figures[query.figure];
  }
}

/** The list's title: the figure's name, and the channel or reminder outcome of a breakdown. */
export function figureListTitle(query: { figure: FigureListName; channel?: BookingChannel; reminder?: ReminderOutcome }): string {
  switch (query.figure) {
    case 'bookingsByChannel':
      return `Réservations — ${bookingChannelLabels[query.channel ?? 'online']}`;
    case 'noShowByChannel':
      return `Absences — ${bookingChannelLabels[query.channel ?? 'online']}`;
    case 'noShowByReminder':
      return `Absences — ${reminderOutcomeLabels[query.reminder ?? 'none']}`;
    case freedSlotsListName:
      return freedSlotsTitle;
    default:
      return figureText[query.figure].label;
  }
}

/** One row of a list, whatever it lists: a visit, a patient, a payment, an invoice, a waitlist entry. */
export interface FigureListRow {
  id: string;
  date: string | null;
  time: string | null;
  patientId: string | null;
  name: string;
  detail: string;
  amountCents: number | null;
}

export const figureListColumns = [
  { key: 'date', label: 'Date' },
  { key: 'time', label: 'Heure' },
  { key: 'name', label: 'Nom' },
  { key: 'detail', label: 'Détail' },
  { key: 'amountCents', label: 'Montant' },
] as const satisfies readonly { key: keyof FigureListRow; label: string }[];

/** The CSV file's name: `analyses-noShowRate-2026-11-01-2026-11-30.csv`. */
export const figureListFileName = (figure: FigureListName, period: { from: string; to: string }) =>
  `analyses-${figure}-${period.from}-${period.to}.csv`;
