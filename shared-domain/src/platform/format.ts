// How the clinic writes dates, times, amounts and phone numbers in French (fr-CA), in one place so
// every screen and e-mail reads the same. An instant (`Date`) is always read in the clinic's time
// zone; a calendar date (`YYYY-MM-DD`) or a clock time (`HH:MM`) is already the clinic's.
import { clinicDate, clinicTime, defaultClinicTimeZone } from './clinic-time';
import { once } from './once';

// The calendar date is read at midnight UTC so that no time zone can move it to another day.
const longDate = once(
  () =>
    new Intl.DateTimeFormat('fr-CA', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

const dollars = once(() => new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }));

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const clockTime = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** '2026-11-23' (or an instant, read at the clinic) → 'lundi 23 novembre 2026'. Anything else is returned as given. */
export function formatDate(date: string | Date, timeZone: string = defaultClinicTimeZone): string {
  const day = typeof date === 'string' ? date.trim() : clinicDate(date, timeZone);
  if (!calendarDate.test(day)) return day;
  const instant = new Date(`${day}T00:00:00Z`);
  // '2026-02-30' parses as 2 March: only a date that comes back unchanged is a real one.
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(day) ? longDate().format(instant) : day;
}

const abbreviatedDate = once(() => new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));

/**
 * '2026-11-24' (or an instant, read at the clinic) → '24 nov. 2026', '2026-10-01' → '1er oct. 2026':
 * a date in a table's narrow column, where the weekday would break it over lines (the portal's
 * transactions). Anything else is returned as given.
 */
export function formatShortDate(date: string | Date, timeZone: string = defaultClinicTimeZone): string {
  const day = typeof date === 'string' ? date.trim() : clinicDate(date, timeZone);
  if (!calendarDate.test(day)) return day;
  const instant = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(instant.getTime()) || !instant.toISOString().startsWith(day)) return day;
  return abbreviatedDate().format(instant).replace(/^1 /, '1er ');
}

const monthAndYear = once(() => new Intl.DateTimeFormat('fr-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** '2026-11' → 'novembre 2026': a month of figures (texts sent). Anything else is returned as given. */
export function formatMonth(month: string): string {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? monthAndYear().format(new Date(`${month}-01T00:00:00Z`)) : month;
}

const dayAndMonth = once(() => new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', timeZone: 'UTC' }));

/**
 * '2026-12-24' → '24 décembre', '2027-01-01' → '1er janvier': a date close enough that its year
 * goes without saying (a closure announced on the site). Anything else is returned as given.
 */
export function formatDayMonth(date: string): string {
  const day = date.trim();
  if (!calendarDate.test(day)) return day;
  const instant = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(instant.getTime()) || !instant.toISOString().startsWith(day)) return day;
  // French writes the first of the month as an ordinal.
  return dayAndMonth().format(instant).replace(/^1 /, '1er ');
}

/** '09:00' → '9 h', '19:30' → '19 h 30', as times are written in Quebec; an instant is read at the clinic. Anything else is returned as given. */
export function formatTime(time: string | Date, timeZone: string = defaultClinicTimeZone): string {
  const text = typeof time === 'string' ? time.trim() : clinicTime(time, timeZone);
  const match = clockTime.exec(text);
  const hours = Number(match?.[1]);
  const minutes = match?.[2] ?? '';
  if (!match || hours > 23 || Number(minutes) > 59) return text;
  return minutes === '00' ? `${hours} h` : `${hours} h ${minutes}`;
}

/** An instant at the clinic → 'lundi 23 novembre 2026 à 9 h 30'. */
export function formatDateTime(instant: Date, timeZone: string = defaultClinicTimeZone): string {
  return `${formatDate(instant, timeZone)} à ${formatTime(instant, timeZone)}`;
}

/**
 * Integer cents → '85,00 $'. Amounts are kept in cents so they add up exactly; a fraction of a
 * cent here is a bug upstream, so it is refused rather than rounded away.
 */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatMoney expects integer cents, got ${cents}`);
  return dollars().format(cents / 100);
}

/** The ten digits of a North American number, without the country code 1; undefined for any other number. */
function northAmericanDigits(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}

/** '(514) 555-0142', '+1 514.555.0142' → '514 555-0142'. A number that is not North American is returned as given. */
export function formatPhone(phone: string): string {
  const digits = northAmericanDigits(phone);
  return digits ? `${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6)}` : phone.trim();
}

/** 'tel:5145550142' from '514 555-0142'; a leading + (country code) is kept: 'tel:+15145550142'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
