// A list's filters kept in the page's address, so that a filtered list can be bookmarked, shared
// with a colleague and found again with « Back ». Each filter is a field: its parameter, its value
// when the address holds none (or one it cannot mean: a date that does not exist, a status that is
// not one — never a broken page), how a raw value reads and how it is written. What equals its
// default is left out of the address, unless the field is `alwaysWritten` (a default that moves
// with the clock: « this month » bookmarked must still mean that month tomorrow). Writing keeps the
// parameters the filters do not own (the open section, the open record) before the filters' own,
// in the fields' order; whether a change adds a history entry or replaces the current one is
// decided once, by the screen, and may be overridden for one write (a settled keystroke).
import { createContext, useContext, useState } from 'react';
import { isCalendarDate } from 'shared-domain/platform/calendar-date';
import { UNSAFE_NavigationContext, useLocation, useSearchParams } from 'shared-ui/router';

export interface AddressField<T> {
  /** The address's parameter (French, like the rest of the back-office's addresses). */
  param: string;
  /** Older names still read (a link written with the API's name), removed when the filters are written. */
  also?: readonly string[];
  /** The value when the address holds none, or one this field cannot take. */
  fallback: T;
  /** What a raw value means, or undefined when it cannot mean one. */
  read(raw: string): T | undefined;
  /** The value as the address holds it ('' leaves the parameter out). */
  write(value: T): string;
  /** Written even when it equals the fallback. */
  alwaysWritten?: boolean;
}

export type AddressFields<F> = { readonly [K in keyof F]: AddressField<F[K]> };

/** Text as typed, trimmed (and cut to `max` characters); '' by default. */
export function textField(param: string, options: { max?: number; also?: readonly string[] } = {}): AddressField<string> {
  return {
    param,
    also: options.also,
    fallback: '',
    read: (raw) => raw.slice(0, options.max).trim(),
    write: (value) => value.trim(),
  };
}

/** One of `values`, or '' (« every ») for anything else. */
export function choiceField<T extends string>(param: string, values: readonly T[]): AddressField<T | ''> {
  return {
    param,
    fallback: '',
    read: (raw) => (values.includes(raw as T) ? (raw as T) : undefined),
    write: (value) => value,
  };
}

/**
 * A real 'YYYY-MM-DD' day ('2026-02-30' is not one), no later than `latest` when given (a day that
 * cannot be in the future); `fallback` otherwise ('' for no bound).
 */
export function dayField(param: string, fallback = '', options: { alwaysWritten?: boolean; latest?: string } = {}): AddressField<string> {
  const { latest } = options;
  return {
    param,
    fallback,
    read: (raw) => (isCalendarDate(raw) && (latest === undefined || raw <= latest) ? raw : undefined),
    write: (value) => value,
    alwaysWritten: options.alwaysWritten,
  };
}

/** A page number from 1 to `last`; the first page is left out of the address. */
export function pageField(param: string, last = 10_000): AddressField<number> {
  return {
    param,
    fallback: 1,
    read: (raw) => {
      const page = Number(raw);
      return raw !== '' && Number.isInteger(page) && page >= 1 && page <= last ? page : undefined;
    },
    write: String,
  };
}

/** The filters `params` asks for; `settle` applies the rules between fields (a last day before the first). */
export function readAddressFilters<F>(fields: AddressFields<F>, params: URLSearchParams, settle?: (filters: F) => F): F {
  const filters = {} as F;
  for (const key of Object.keys(fields) as (keyof F)[]) {
    const field = fields[key];
    const raw = [field.param, ...(field.also ?? [])].map((name) => params.get(name)).find((value) => value !== null);
    const value = raw === undefined || raw === null ? undefined : field.read(raw);
    filters[key] = value === undefined ? field.fallback : value;
  }
  return settle ? settle(filters) : filters;
}

/** `params` without the filters' parameters, after the `pinned` ones. */
function withoutFilters<F>(
  fields: AddressFields<F>,
  params: URLSearchParams,
  pinned: Readonly<Record<string, string>> = {},
): URLSearchParams {
  const own = new Set(Object.values<AddressField<unknown>>(fields).flatMap((field) => [field.param, ...(field.also ?? [])]));
  const kept = [...params].filter(([name]) => !own.has(name) && !(name in pinned));
  return new URLSearchParams([...Object.entries(pinned), ...kept]);
}

/**
 * `params` with `filters` written in place of the filters it held; what it holds besides is kept,
 * first, after the `pinned` parameters.
 */
export function writeAddressFilters<F>(
  fields: AddressFields<F>,
  params: URLSearchParams,
  filters: F,
  pinned?: Readonly<Record<string, string>>,
): URLSearchParams {
  const next = withoutFilters(fields, params, pinned);
  for (const key of Object.keys(fields) as (keyof F)[]) {
    const field = fields[key];
    const value = field.write(filters[key]);
    if (value && (field.alwaysWritten || value !== field.write(field.fallback))) next.set(field.param, value);
  }
  return next;
}

export type AddressHistory = 'push' | 'replace';

export interface AddressFiltersOptions<F> {
  /** A change adds a history entry (« Back » returns to the previous filters) or replaces it; push by default. */
  history?: AddressHistory;
  /** The rules between fields, applied after each has been read. */
  settle?(filters: F): F;
  /** Parameters written first with every change (the section of the page the list is in). */
  pinned?: Readonly<Record<string, string>>;
}

export interface AddressFilters<F> {
  /** The filters in force: the same object while the address asks for the same ones. */
  filters: F;
  /** Writes `next` into the address (`history` overrides the screen's choice for this write). */
  apply(next: F, history?: AddressHistory): void;
  /** Every filter back to its default: their parameters taken out of the address. */
  reset(): void;
  /** The address's query for `next` ('?…'), for a link. */
  search(next: F): string;
}

const sameFilters = <F,>(a: F, b: F) =>
  Object.keys(a as object).every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);

// A shell older than this module may share a router door without the navigation context: the
// page's writes are then never held back, as before.
const noNavigation = createContext<{ navigator: unknown } | null>(null);

/**
 * Whether the router is still at the page that rendered this hook. While the next page's code
 * loads, the router keeps the page the visitor left on screen; a write from it then (a search
 * settling 300 ms after the last key) would take her back from where she went.
 */
function useStillOnThisPage(): () => boolean {
  const { pathname } = useLocation();
  const navigation = useContext(UNSAFE_NavigationContext ?? noNavigation);
  return () => {
    const current = (navigation?.navigator as { location?: { pathname: string } } | undefined)?.location;
    return current === undefined || current.pathname === pathname;
  };
}

export function useAddressFilters<F>(fields: AddressFields<F>, options: AddressFiltersOptions<F> = {}): AddressFilters<F> {
  const [params, setParams] = useSearchParams();
  const stillOnThisPage = useStillOnThisPage();
  const read = readAddressFilters(fields, params, options.settle);
  // The same object while the values are the same, so what depends on it does not run again.
  const [kept, setKept] = useState(read);
  const same = sameFilters(kept, read);
  if (!same) setKept(read);
  const filters = same ? kept : read;

  const { pinned } = options;
  const apply = (next: F, history = options.history ?? 'push') => {
    if (stillOnThisPage()) setParams(writeAddressFilters(fields, params, next, pinned), { replace: history === 'replace' });
  };
  const reset = () => {
    if (stillOnThisPage()) setParams(withoutFilters(fields, params, pinned), { replace: options.history === 'replace' });
  };
  return {
    filters,
    apply,
    reset,
    search: (next) => `?${writeAddressFilters(fields, params, next, pinned).toString()}`,
  };
}
