import { describe, expect, it } from 'vitest';
import type { ErrorLogEntry } from './error-log';
import { errorContextLimits, safeErrorLogEntry, tooDeepMark } from './safe-error-log-entry';

const entry: ErrorLogEntry = {
  id: 'ERR-1',
  timestamp: '2026-11-18T14:59:58.000Z',
  errorCode: 'NET_001',
  message: 'La connexion a échoué',
  severity: 'high',
};

/** How many arrays or objects deep `value` goes (a scalar is 0). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('safeErrorLogEntry', () => {
  it('keeps an ordinary report as it is', () => {
    const ordinary = { ...entry, stack: 'Error: x\n    at a (b.js:1:2)', context: { route: '/booking', line: 3, ok: true, none: null } };
    expect(safeErrorLogEntry(ordinary)).toEqual(ordinary);
  });

  it('cuts a 3,000-deep array to the allowed depth', () => {
    let deep: unknown = 'fond';
    for (let level = 0; level < 3000; level += 1) deep = [deep];
    const safe = safeErrorLogEntry({ ...entry, context: { deep } });
    expect(depthOf(safe.context)).toBe(errorContextLimits.depth);
    expect(safe.context).toEqual({ deep: [[tooDeepMark]] });
  });

  it('keeps at most so many keys, items and characters, and a few kilobytes in all', () => {
    const wide = Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`k${index}`, 'x'.repeat(5000)]));
    const safe = safeErrorLogEntry({ ...entry, context: { ...wide, list: Array.from({ length: 500 }, (_, index) => index) } });
    const context = safe.context ?? {};
    expect(Object.keys(context).length).toBeLessThanOrEqual(errorContextLimits.keys);
    for (const value of Object.values(context)) expect(String(value).length).toBeLessThanOrEqual(errorContextLimits.stringLength);
    expect(JSON.stringify(context).length).toBeLessThanOrEqual(errorContextLimits.bytes);
    expect(safeErrorLogEntry({ ...entry, context: { list: Array.from({ length: 500 }, (_, index) => index) } }).context?.list).toHaveLength(
      errorContextLimits.items,
    );
  });

  it('masks the values of secret keys at any level and secrets inside text', () => {
    const safe = safeErrorLogEntry({
      ...entry,
      message: 'Refus pour marie@exemple.ca avec password=hunter2',
      stack: 'Error\n    at pay (card 4111111111111111)',
      context: { password: 'hunter2', request: { headers: { Authorization: 'Bearer abcdef123456', cookie: 'sid=1' } }, note: 'token=abc' },
    });
    expect(safe.message).toBe('Refus pour [courriel masqué] avec password=[masqué]');
    expect(safe.stack).toBe('Error\n    at pay (card [carte masquée])');
    expect(safe.context).toEqual({
      password: '[masqué]',
      request: { headers: { Authorization: '[masqué]', cookie: '[masqué]' } },
      note: 'token=[masqué]',
    });
  });

  it('keeps markup as text and replaces characters that hide or reorder it', () => {
    const safe = safeErrorLogEntry({
      ...entry,
      message: '<img src=x onerror=alert(1)> \u202Egnp.exe',
      context: { html: '<b>x</b>\u0000' },
    });
    expect(safe.message).toBe('<img src=x onerror=alert(1)> \uFFFDgnp.exe');
    expect(safe.context).toEqual({ html: '<b>x</b>\uFFFD' });
  });
});
