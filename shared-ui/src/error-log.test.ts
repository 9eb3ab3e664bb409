import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorLog } from 'shared-domain/platform/client-error';
import type { ErrorLogEntry } from 'shared-domain/platform/error-log';
import { createErrorReporter, createTelemetrySender, recentErrors, reportError } from './error-log';

function recordingConsole() {
  return { error: vi.fn(), warn: vi.fn() };
}

function recordingSend() {
  const sent: ErrorLogEntry[] = [];
  return { sent, send: async (entry: ErrorLogEntry) => void sent.push(entry) };
}

/**
 * Lets pending promise callbacks (the fire-and-forget delivery) run. Not a sleep: a timer's callback
 * runs only once the microtask queue is empty, so this waits for no clock and no machine.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createErrorReporter', () => {
  it('adds each report to the log and returns its entry with an id', () => {
    const output = recordingConsole();
    const reporter = createErrorReporter({ send: recordingSend().send, console: output });
    const entry = reporter.reportError(new Error('Échec'), {
      errorCode: 'NET_001',
      severity: 'medium',
    });
    expect(entry).toMatchObject({ errorCode: 'NET_001', severity: 'medium', message: 'Échec' });
    expect(entry.id).toMatch(/^ERR-/);
    expect(reporter.recentErrors()).toEqual([entry]);
  });

  it('sends the page it happened on: its path only', async () => {
    vi.stubGlobal('location', { pathname: '/admin/calendar', search: '?token=abc', hash: '#jour' });
    const { sent, send } = recordingSend();
    createErrorReporter({ send, console: recordingConsole() }).reportError(new Error('Échec'), { severity: 'high' });
    await settle();
    expect(sent.map((entry) => entry.page)).toEqual(['/admin/calendar']);
  });

  it('logs nothing to the console for a low severity, and the others once with their id', () => {
    const output = recordingConsole();
    const reporter = createErrorReporter({ send: recordingSend().send, console: output });
    reporter.reportError(new Error('Champ invalide'), { errorCode: 'VAL_001' });
    expect(output.error).not.toHaveBeenCalled();
    const error = new Error('boom');
    const entry = reporter.reportError(error, { errorCode: 'GLOBAL_ERROR' });
    expect(output.error).toHaveBeenCalledOnce();
    expect(output.error).toHaveBeenCalledWith(`[GLOBAL_ERROR] ${entry.id}`, error);
  });

  it('sends every entry a person may be shown, but not validation failures (severity low)', async () => {
    const { sent, send } = recordingSend();
    const reporter = createErrorReporter({ send, console: recordingConsole() });
    reporter.reportError(new Error('low'), { severity: 'low' });
    const shown = (['medium', 'high'] as const).map((severity) => reporter.reportError(new Error(severity), { severity }));
    const critical = reporter.reportError(new Error('Base indisponible'), { errorCode: 'DB_002' });
    await settle();
    expect(sent).toEqual([...shown, critical]);
  });

  it('only warns when sending fails, and never throws at the caller', async () => {
    const output = recordingConsole();
    const rejecting = createErrorReporter({
      send: () => Promise.reject(new Error('HTTP 500')),
      console: output,
    });
    const throwing = createErrorReporter({
      send: () => {
        throw new TypeError('Failed to fetch');
      },
      console: output,
    });
    const first = rejecting.reportError(new Error('a'), { severity: 'critical' });
    const second = throwing.reportError(new Error('b'), { severity: 'critical' });
    await settle();
    expect(output.warn).toHaveBeenCalledTimes(2);
    expect(output.warn.mock.calls.map(([message]) => message)).toEqual(
      expect.arrayContaining([expect.stringContaining(first.id), expect.stringContaining(second.id)]),
    );
  });

  it('does not wait for the sender', () => {
    const reporter = createErrorReporter({
      send: () => new Promise(() => undefined),
      console: recordingConsole(),
    });
    expect(reporter.reportError(new Error('x'), { severity: 'critical' }).severity).toBe('critical');
  });

  it('keeps the 100 newest entries', () => {
    const reporter = createErrorReporter({
      send: recordingSend().send,
      log: new ErrorLog(),
      console: recordingConsole(),
    });
    for (let n = 1; n <= 105; n += 1) reporter.reportError(new Error(`erreur ${n}`), { severity: 'low' });
    expect(reporter.recentErrors(1000)).toHaveLength(100);
    expect(reporter.recentErrors(1)[0]?.message).toBe('erreur 105');
    expect(reporter.recentErrors(100)[0]?.message).toBe('erreur 6');
  });
});

describe('createTelemetrySender', () => {
  const entry = {
    id: 'ERR-1',
    timestamp: '2026-11-18T15:00:00.000Z',
    errorCode: 'DB_002',
    message: 'x',
    severity: 'critical',
  } as const;

  it('posts the entry as JSON to /api/telemetry/errors with keepalive', async () => {
    const fetch = vi.fn(async () => new Response('{"stored":true}', { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    await createTelemetrySender()(entry);
    expect(fetch).toHaveBeenCalledWith(
      '/api/telemetry/errors',
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(entry) }),
    );
  });

  it('rejects on a non-OK answer, which the reporter turns into a warning', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 429 }));
    await expect(createTelemetrySender()(entry)).rejects.toThrow('429');
    const output = recordingConsole();
    createErrorReporter({ console: output }).reportError(new Error('x'), { severity: 'critical' });
    await settle();
    expect(output.warn).toHaveBeenCalledOnce();
  });
});

describe('the page reporter', () => {
  it('is one log shared by every importer', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const entry = reportError(new Error('partagée'), { errorCode: 'NET_001' });
    expect(recentErrors(1)).toEqual([entry]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
