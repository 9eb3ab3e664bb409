// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchRule, searchText, useDebouncedValue } from './useDebouncedValue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Settled({ value, delayMs }: { value: string; delayMs?: number }) {
  const settled = useDebouncedValue(value, delayMs);
  return <output>{settled}</output>;
}

const output = () => screen.getByRole('status').textContent;

describe('useDebouncedValue', () => {
  it('follows the value once it has stopped changing for the search rule’s delay', () => {
    const { rerender } = render(<Settled value="" />);
    rerender(<Settled value="Tr" />);
    act(() => vi.advanceTimersByTime(searchRule.delayMs - 1));
    rerender(<Settled value="Tre" />);
    act(() => vi.advanceTimersByTime(searchRule.delayMs - 1));
    // Each keystroke restarts the wait: nothing settled yet.
    expect(output()).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(output()).toBe('Tre');
  });

  it('takes another delay when given one', () => {
    const { rerender } = render(<Settled value="a" delayMs={50} />);
    rerender(<Settled value="ab" delayMs={50} />);
    act(() => vi.advanceTimersByTime(50));
    expect(output()).toBe('ab');
  });
});

describe('searchRule', () => {
  it('asks from 2 characters, 300 ms after the last keystroke', () => {
    expect(searchRule).toEqual({ minLength: 2, delayMs: 300 });
  });

  it('searches nothing shorter than the minimum, once trimmed', () => {
    expect(searchText('')).toBeUndefined();
    expect(searchText(' a  ')).toBeUndefined();
    expect(searchText(' ab ')).toBe('ab');
  });
});
