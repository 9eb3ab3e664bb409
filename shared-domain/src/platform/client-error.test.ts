import { describe, expect, it } from 'vitest';
import { ErrorLog, newErrorId, severityForCode, toErrorLogEntry } from './client-error';
import { errorLogEntrySchema } from './error-log';

describe('newErrorId', () => {
  it('is ERR-, the time in base 36 and random hex, and differs from one call to the next', () => {
    const now = Date.UTC(2026, 10, 18, 15);
    const id = newErrorId(now);
    expect(id).toMatch(new RegExp(`^ERR-${now.toString(36).toUpperCase()}-[0-9A-F]{8}$`));
    const ids = new Set(Array.from({ length: 1000 }, () => newErrorId(now)));
    expect(ids.size).toBe(1000);
  });
});

describe('toErrorLogEntry', () => {
  it('keeps an Error’s message and stack, with UNKNOWN_ERROR and medium by default', () => {
    const error = new Error('La lecture a échoué');
    const entry = toErrorLogEntry(error);
    expect(entry).toMatchObject({
      errorCode: 'UNKNOWN_ERROR',
      severity: 'medium',
      message: 'La lecture a échoué',
    });
    expect(entry.stack).toBe(error.stack);
    expect(entry.id).toMatch(/^ERR-/);
    expect(Date.parse(entry.timestamp)).not.toBeNaN();
    expect(entry).not.toHaveProperty('context');
    expect(errorLogEntrySchema.parse(entry)).toEqual(entry);
  });

  it('gives a thrown value that is not an error the French unexpected-error message', () => {
    for (const thrown of ['oops', 42, null, { detail: 'x' }, undefined]) {
      const entry = toErrorLogEntry(thrown);
      expect(entry.message).toBe('Une erreur inattendue est survenue');
      expect(entry).not.toHaveProperty('stack');
      expect(errorLogEntrySchema.safeParse(entry).success).toBe(true);
    }
    expect(toErrorLogEntry('oops').context).toEqual({ thrown: 'oops' });
  });

  it('treats an error from another realm (same shape, other prototype) as an error', () => {
    const entry = toErrorLogEntry({
      name: 'TypeError',
      message: 'x is undefined',
      stack: 'at frame.js:1',
    });
    expect(entry).toMatchObject({ message: 'x is undefined', stack: 'at frame.js:1' });
  });

  it.each([
    ['GLOBAL_ERROR', 'high'],
    ['UNHANDLED_PROMISE', 'high'],
    ['VAL_001', 'low'],
    ['VAL_003', 'low'],
    ['DB_002', 'critical'],
    ['NET_001', 'medium'],
    ['UNKNOWN_ERROR', 'medium'],
  ] as const)('gives %s the severity %s', (errorCode, severity) => {
    expect(severityForCode(errorCode)).toBe(severity);
    expect(toErrorLogEntry(new Error('x'), { errorCode }).severity).toBe(severity);
  });

  it('lets the caller choose the severity and add context', () => {
    const entry = toErrorLogEntry(new TypeError('Failed to fetch'), {
      errorCode: 'NET_001',
      severity: 'critical',
      context: { feature: 'appointment-request' },
    });
    expect(entry).toMatchObject({
      errorCode: 'NET_001',
      severity: 'critical',
      context: { feature: 'appointment-request' },
    });
  });

  it('uses a product code the error carries when the caller gives none', () => {
    const error = Object.assign(new Error('Base de données indisponible'), { code: 'DB_002' });
    expect(toErrorLogEntry(error)).toMatchObject({ errorCode: 'DB_002', severity: 'critical' });
    const foreign = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    expect(toErrorLogEntry(foreign).errorCode).toBe('UNKNOWN_ERROR');
  });

  it('cuts a message and a stack to what the telemetry endpoint accepts', () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(20000);
    const entry = toErrorLogEntry(error);
    expect(entry.message).toHaveLength(2000);
    expect(entry.stack).toHaveLength(8000);
    expect(errorLogEntrySchema.safeParse(entry).success).toBe(true);
  });
});

describe('ErrorLog', () => {
  const entry = (n: number) => ({ ...toErrorLogEntry(new Error(`erreur ${n}`)), id: `ERR-${n}` });

  it('keeps at most 100 entries, dropping the oldest', () => {
    const log = new ErrorLog();
    for (let n = 1; n <= 130; n += 1) log.add(entry(n));
    expect(log.size).toBe(100);
    expect(log.recent(100).map((e) => e.id)).toEqual(Array.from({ length: 100 }, (_, i) => `ERR-${i + 31}`));
  });

  it('gives the 10 newest by default, newest last', () => {
    const log = new ErrorLog();
    for (let n = 1; n <= 15; n += 1) log.add(entry(n));
    expect(log.recent().map((e) => e.id)).toEqual(Array.from({ length: 10 }, (_, i) => `ERR-${i + 6}`));
    expect(log.recent(3).map((e) => e.id)).toEqual(['ERR-13', 'ERR-14', 'ERR-15']);
    expect(log.recent(0)).toEqual([]);
    expect(log.recent(50)).toHaveLength(15);
  });

  it('can be emptied', () => {
    const log = new ErrorLog(2);
    log.add(entry(1));
    log.clear();
    expect(log.recent()).toEqual([]);
  });
});
