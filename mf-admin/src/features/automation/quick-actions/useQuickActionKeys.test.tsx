import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useQuickActionKeys } from './useQuickActionKeys';

function Letters({ letters, run }: { letters: string[]; run: (letter: string) => void }) {
  useQuickActionKeys(letters, run);
  return null;
}

/** Presses `key` in the commit that draws it, as a person may the moment the button shows. */
function PressedOnDraw({ pressed }: { pressed: string }) {
  useLayoutEffect(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: pressed }));
  }, [pressed]);
  return null;
}

describe('the quick actions’ letters', () => {
  it('run a letter pressed in the very commit that makes it available', () => {
    const run = vi.fn();
    const { rerender } = render(<Letters letters={[]} run={run} />);
    rerender(
      <>
        <Letters letters={['e']} run={run} />
        <PressedOnDraw pressed="e" />
      </>,
    );
    expect(run).toHaveBeenCalledWith('e');
  });

  it('listen from the commit that first draws the page, before any passive effect runs', () => {
    const run = vi.fn();
    render(
      <>
        <Letters letters={['e']} run={run} />
        <PressedOnDraw pressed="e" />
      </>,
    );
    expect(run).toHaveBeenCalledWith('e');
  });

  it('leave a letter typed in a field, with a modifier, or while a dialog is open', () => {
    const run = vi.fn();
    render(<Letters letters={['e']} run={run} />);
    const field = document.body.appendChild(document.createElement('input'));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'e', bubbles: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'e', ctrlKey: true }));
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'e' }));
    expect(run).not.toHaveBeenCalled();
    dialog.remove();
    field.remove();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'E' }));
    expect(run).toHaveBeenCalledWith('e');
  });
});
