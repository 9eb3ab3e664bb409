import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sqldSuite } from './sqld-suite';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('the sqld suite', () => {
  it('lists only test files that exist, each with its reason', () => {
    const missing = Object.keys(sqldSuite).filter((path) => !path.endsWith('.test.ts') || !existsSync(`${apiRoot}${path}`));
    expect(missing).toEqual([]);
    expect(Object.values(sqldSuite).filter((reason) => reason.trim() === '')).toEqual([]);
  });
});
