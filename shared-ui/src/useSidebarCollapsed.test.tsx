// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSidebarCollapsed } from './useSidebarCollapsed';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('useSidebarCollapsed', () => {
  it('starts wide, and remembers each choice under its own key', () => {
    const first = renderHook(() => useSidebarCollapsed('test.sidebar'));
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(true);
    expect(window.localStorage.getItem('test.sidebar')).toBe('true');
    first.unmount();

    expect(renderHook(() => useSidebarCollapsed('test.sidebar')).result.current[0]).toBe(true);
    // Another sidebar keeps its own choice.
    expect(renderHook(() => useSidebarCollapsed('test.other-sidebar')).result.current[0]).toBe(false);
  });

  it('still toggles when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { result } = renderHook(() => useSidebarCollapsed('test.sidebar'));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
  });
});
