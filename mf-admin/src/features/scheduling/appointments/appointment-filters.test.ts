import { describe, expect, it } from 'vitest';
import {
  checkFilterDates,
  currentMonth,
  filterMessages,
  filtersToParams,
  filtersToQuery,
  isCalendarDate,
  readFilters,
} from './appointment-filters';
import { bookingSourceLabel } from './booking-source-labels';

// 15 November 2026, 10:00 at the clinic (Toronto, UTC−5).
const november = new Date('2026-11-15T15:00:00Z');

describe('the appointments filters', () => {
  it('default to the clinic’s current month, December and February included', () => {
    expect(currentMonth(november)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(currentMonth(new Date('2026-12-31T12:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(currentMonth(new Date('2028-02-10T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // 1 December 02:00 UTC is still 30 November at the clinic.
    expect(currentMonth(new Date('2026-12-01T02:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('read the address, and fall back to the defaults for what it cannot mean', () => {
    expect(readFilters(new URLSearchParams(), november)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      status: '',
      source: '',
      patient: '',
    });
    expect(
      readFilters(new URLSearchParams('du=2026-10-01&au=2026-10-15&statut=no_show&source=portal&patient=%20Gagnon%20'), november),
    ).toEqual({ from: '2026-10-01', to: '2026-10-15', status: 'no_show', source: 'portal', patient: 'Gagnon' });
    expect(readFilters(new URLSearchParams('du=2026-02-30&au=demain&statut=perdu&source=fax'), november)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      status: '',
      source: '',
      patient: '',
    });
  });

  it('write the address and the API query without what is empty', () => {
    const filters = { from: '2026-11-01', to: '2026-11-30', status: 'pending', source: '', patient: 'Léa' } as const;
    expect(filtersToParams(filters).toString()).toBe('du=2026-11-01&au=2026-11-30&statut=pending&patient=L%C3%A9a');
    expect(filtersToQuery(filters)).toEqual({ from: '2026-11-01', to: '2026-11-30', status: 'pending', q: 'Léa' });
    expect(filtersToQuery({ ...filters, status: '', patient: '', source: 'admin' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      source: 'admin',
    });
  });

  it('check the typed dates: both needed, real, and in order', () => {
    expect(checkFilterDates('2026-11-01', '2026-11-01')).toEqual({});
    expect(checkFilterDates('', '')).toEqual({ from: filterMessages.fromRequired, to: filterMessages.toRequired });
    expect(checkFilterDates('2026-13-01', '2026-11-31')).toEqual({ from: filterMessages.fromInvalid, to: filterMessages.toInvalid });
    expect(checkFilterDates('2026-11-02', '2026-11-01')).toEqual({ to: filterMessages.order });
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });

  it('name each booking source in French, an unknown one as stored', () => {
    expect(bookingSourceLabel('online')).toBe('Réservation en ligne');
    expect(bookingSourceLabel('site')).toBe('Formulaire du site');
    expect(bookingSourceLabel('telephone')).toBe('telephone');
    expect(bookingSourceLabel(null)).toBe('—');
  });
});
