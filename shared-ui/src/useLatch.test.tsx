// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatch } from './useLatch';

describe('useLatch', () => {
  it('is false until `on` is first true, then stays true whatever `on` does', () => {
    const { result, rerender } = renderHook(({ on }) => useLatch(on), { initialProps: { on: false } });
    expect(result.current).toBe(false);
    rerender({ on: false });
    expect(result.current).toBe(false);
    rerender({ on: true });
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(true);
  });

  it('is true from the first render when `on` starts true', () => {
    const { result } = renderHook(() => useLatch(true));
    expect(result.current).toBe(true);
  });
});
