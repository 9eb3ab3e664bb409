import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useEffectEvent } from './useEffectEvent';

describe('useEffectEvent', () => {
  it('keeps one identity across renders and calls the latest callback', () => {
    const identities = new Set<unknown>();
    const seen: number[] = [];
    function Probe({ value }: { value: number }) {
      const report = useEffectEvent(() => seen.push(value));
      identities.add(report);
      // Runs once: without the latest-callback guarantee it would keep reporting the first value.
      const [, setTick] = useState(0);
      useEffect(() => {
        report();
      });
      return <button onClick={() => setTick((tick) => tick + 1)}>{value}</button>;
    }
    const { rerender } = render(<Probe value={1} />);
    rerender(<Probe value={2} />);
    rerender(<Probe value={3} />);
    expect(seen).toEqual([1, 2, 3]);
    expect(identities.size).toBe(1);
  });
});
