// « Pour qui ? »: the person the portal acts for, the signed-in patient herself (null) or one of
// her dependants, kept for the tab (sessionStorage) so a reload stays on the child chosen. The
// family resources' client sends it with each request and their download links carry it; the
// server decides whether the session may (else 404). Query keys name it, so one person's answers
// never show as another's.
import { useSyncExternalStore } from 'react';
import { actingForHeader, actingForQuery } from 'shared-domain/patients/family';
import { createPortalClient } from 'api/client';

const storageKey = 'clinique.portal.pour';
const listeners = new Set<() => void>();

function stored(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(storageKey) || null;
  } catch {
    return null;
  }
}

let current: string | null = stored();

/** The dependant's id the portal acts for, or null for the signed-in patient. */
export function actingFor(): string | null {
  return current;
}

export function setActingFor(patientId: string | null): void {
  if (patientId === current) return;
  current = patientId;
  try {
    if (patientId) globalThis.sessionStorage?.setItem(storageKey, patientId);
    else globalThis.sessionStorage?.removeItem(storageKey);
  } catch {
    // A browser that refuses storage keeps the choice for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActingFor(): string | null {
  return useSyncExternalStore(subscribe, actingFor, actingFor);
}

/** The part of a query key that names the person: 'self' or the dependant's id. */
export const personKey = (): string => current ?? 'self';

const headers = (): Record<string, string> => (current ? { [actingForHeader]: current } : {});

/** The typed portal client of the family resources (visits, booking, invoices, payments, cards, documents). */
export const createFamilyPortalClient = () => createPortalClient(undefined, headers);

/**
 * The family resources' client for one named dependant, whatever « Pour qui ? » says: the booking
 * of a child just added in the booking dialog (choosing her in « Pour qui ? » would start the tab's
 * page, and the dialog, afresh).
 */
export const createPortalClientFor = (patientId: string) => createPortalClient(undefined, () => ({ [actingForHeader]: patientId }));

/** A download's address for the person acted for (`?pour=`), since a plain link sends no header. */
export function forPerson(pathname: string): string {
  return forNamedPerson(current, pathname);
}

/** A download's address for a named person of the family (null: the signed-in patient herself). */
export function forNamedPerson(patientId: string | null, pathname: string): string {
  return patientId ? `${pathname}?${actingForQuery}=${encodeURIComponent(patientId)}` : pathname;
}
