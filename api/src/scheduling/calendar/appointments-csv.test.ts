import { describe, expect, it } from 'vitest';
import { csvFileName } from './appointments-csv';

describe('csvFileName', () => {
  it('names the file after the range, an open end in words', () => {
    expect(csvFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe('rendez-vous-2026-11-01-2026-11-30.csv');
    expect(csvFileName({})).toBe('rendez-vous-debut-fin.csv');
  });
});
