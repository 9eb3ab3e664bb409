import { describe, expect, it, vi } from 'vitest';
import { once, oncePerKey } from './once';

describe('once', () => {
  it('builds nothing until asked, then the same value every time', () => {
    const build = vi.fn(() => ({ made: true }));
    const value = once(build);
    expect(build).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('oncePerKey', () => {
  it('builds one value per key and reuses it', () => {
    const build = vi.fn((zone: string) => ({ zone }));
    const forZone = oncePerKey(build);
    const toronto = forZone('America/Toronto');
    expect(forZone('America/Toronto')).toBe(toronto);
    expect(forZone('America/Vancouver')).toEqual({ zone: 'America/Vancouver' });
    expect(build).toHaveBeenCalledTimes(2);
  });
});
