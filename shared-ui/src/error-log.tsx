// The page's one error log (specification section 8). This module is a Module Federation
// singleton, so the shell and every remote add to the same ring of recent errors.
//
// Reporting never gets in the person's way: it returns at once, never throws, and every entry but
// a validation failure (severity low) leaves the browser (POST /api/telemetry/errors), without
// anyone awaiting it: the id a person reads on an error screen is what « Surveillance du système »
// finds.
import { ErrorLog, toErrorLogEntry, type ErrorReportOptions } from 'shared-domain/platform/client-error';
import type { ErrorLogEntry } from 'shared-domain/platform/error-log';

export type SendErrorEntry = (entry: ErrorLogEntry) => Promise<unknown> | unknown;

export interface ErrorReporter {
  /** Records `error` and returns its entry; the entry's `id` is what the person is shown. */
  reportError(error: unknown, options?: ErrorReportOptions): ErrorLogEntry;
  /** The `n` newest entries (10 by default), newest last. */
  recentErrors(n?: number): ErrorLogEntry[];
}

export interface ErrorReporterOptions {
  /** Delivers an entry above severity low; a rejection (or a throw) only produces a console warning. */
  send?: SendErrorEntry;
  log?: ErrorLog;
  console?: Pick<Console, 'error' | 'warn'>;
  /** The page's path, sent with each entry (the server keeps it without query or fragment). */
  page?: () => string | undefined;
}

const currentPath = () => (typeof location === 'undefined' ? undefined : location.pathname);

export const telemetryErrorsPath = '/api/telemetry/errors';

/** Posts an entry to the telemetry endpoint; rejects on a non-OK answer. */
export function createTelemetrySender(endpoint: string = telemetryErrorsPath): SendErrorEntry {
  return async (entry) => {
    // keepalive: the entry still leaves when the error is followed by a reload or navigation.
    const response = await fetch(endpoint, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(entry),
    });
    if (!response.ok) throw new Error(`telemetry answered HTTP ${response.status}`);
  };
}

export function createErrorReporter(options: ErrorReporterOptions = {}): ErrorReporter {
  const { send = createTelemetrySender(), log = new ErrorLog(), console: output = console, page = currentPath } = options;

  function deliver(entry: ErrorLogEntry): void {
    const warn = (reason: unknown) => output.warn(`Erreur ${entry.id} non transmise au serveur`, reason);
    try {
      Promise.resolve(send(entry)).catch(warn);
    } catch (reason) {
      warn(reason);
    }
  }

  return {
    reportError(error, reportOptions) {
      const path = page();
      const entry = log.add({ ...toErrorLogEntry(error, reportOptions), ...(path ? { page: path } : {}) });
      if (entry.severity !== 'low') output.error(`[${entry.errorCode}] ${entry.id}`, error);
      if (entry.severity !== 'low') deliver(entry);
      return entry;
    },
    recentErrors: (n) => log.recent(n),
  };
}

const pageReporter = createErrorReporter();

export const reportError: ErrorReporter['reportError'] = pageReporter.reportError;
export const recentErrors: ErrorReporter['recentErrors'] = pageReporter.recentErrors;
