import { cleanup, fireEvent, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FrameCommand, sequenceTimeoutMs } from './frame-shortcuts';
import { useFrameShortcuts } from './useFrameShortcuts';

let ran: FrameCommand[];

function Harness({ children }: { children?: React.ReactNode }) {
  useFrameShortcuts((command) => ran.push(command));
  return <>{children}</>;
}

beforeEach(() => {
  ran = [];
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Presses a key on `target` (the page by default); true when the browser may still act on it. */
const press = (init: KeyboardEventInit, target: Element = document.body) => fireEvent.keyDown(target, init);
const letter = (key: string) => ({ key, code: `Key${key.toUpperCase()}` });

/** Presses Ctrl+K in the commit that draws it, as a person may the moment the frame shows. */
function PressedOnDraw() {
  useLayoutEffect(() => {
    press({ ...letter('k'), ctrlKey: true });
  }, []);
  return null;
}

describe('useFrameShortcuts', () => {
  it.each<[string, KeyboardEventInit, FrameCommand]>([
    ['Ctrl+K', { ...letter('k'), ctrlKey: true }, 'search'],
    ['⌘+K', { ...letter('k'), metaKey: true }, 'search'],
    ['Alt+K', { ...letter('k'), altKey: true }, 'search'],
    ['Option+K on a Mac', { key: '˚', code: 'KeyK', altKey: true }, 'search'],
    ['Ctrl+S', { ...letter('s'), ctrlKey: true }, 'soapNote'],
    ['⌘+S', { ...letter('s'), metaKey: true }, 'soapNote'],
    ['Alt+S', { key: 'ß', code: 'KeyS', altKey: true }, 'soapNote'],
    ['Ctrl+N (when a browser hands it over)', { ...letter('n'), ctrlKey: true }, 'patients'],
    ['Alt+N', { ...letter('n'), altKey: true }, 'patients'],
    ['Alt+R', { ...letter('r'), altKey: true }, 'appointments'],
    ['Ctrl+T (when a browser hands it over)', { ...letter('t'), ctrlKey: true }, 'today'],
    ['Alt+T', { ...letter('t'), altKey: true }, 'today'],
    ['Ctrl+B', { ...letter('b'), ctrlKey: true }, 'billing'],
    ['Alt+B', { ...letter('b'), altKey: true }, 'billing'],
    ['Ctrl+K on a Cyrillic layout', { key: 'л', code: 'KeyK', ctrlKey: true }, 'search'],
    ['?', { key: '?', code: 'Slash', shiftKey: true }, 'help'],
  ])('%s runs its command, and keeps the key from the browser', (_name, init, command) => {
    render(<Harness />);
    expect(press(init)).toBe(false);
    expect(ran).toEqual([command]);
  });

  it.each<[string, FrameCommand]>([
    ['p', 'patients'],
    ['r', 'appointments'],
    ['t', 'today'],
    ['b', 'billing'],
    ['c', 'calendar'],
    ['d', 'requests'],
  ])('g then %s runs %s', (key, command) => {
    render(<Harness />);
    expect(press(letter('g'))).toBe(true);
    expect(ran).toEqual([]);
    // Shift on its way to a capital neither fires nor ends the sequence.
    press({ key: 'Shift', code: 'ShiftLeft', shiftKey: true });
    expect(press(letter(key))).toBe(false);
    expect(ran).toEqual([command]);
  });

  it('leaves Ctrl+R to the browser (reload), and needs g before a sequence letter', () => {
    render(<Harness />);
    expect(press({ ...letter('r'), ctrlKey: true })).toBe(true);
    expect(press({ ...letter('r'), metaKey: true })).toBe(true);
    expect(press(letter('p'))).toBe(true);
    expect(press(letter('k'))).toBe(true);
    expect(ran).toEqual([]);
  });

  it('forgets a g left alone too long, or followed by another key', () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    render(<Harness />);
    press(letter('g'));
    now += sequenceTimeoutMs + 1;
    expect(press(letter('p'))).toBe(true);
    press(letter('g'));
    press(letter('x'));
    expect(press(letter('p'))).toBe(true);
    expect(ran).toEqual([]);
    // Within the time it works, and g g p is g p.
    press(letter('g'));
    press(letter('g'));
    now += sequenceTimeoutMs;
    press(letter('p'));
    expect(ran).toEqual(['patients']);
  });

  it('ignores other modifiers: AltGr (Ctrl+Alt), Shift with Ctrl, and any modifier in a sequence', () => {
    render(<Harness />);
    expect(press({ ...letter('k'), ctrlKey: true, altKey: true })).toBe(true);
    expect(press({ ...letter('k'), ctrlKey: true, shiftKey: true })).toBe(true);
    expect(press({ ...letter('k'), altKey: true, shiftKey: true })).toBe(true);
    expect(press({ key: '?', ctrlKey: true })).toBe(true);
    press(letter('g'));
    expect(press({ ...letter('p'), altKey: true })).toBe(true);
    expect(ran).toEqual([]);
  });

  describe('while the focus is in a field', () => {
    const fields = {
      'a text field': <input aria-label="champ" />,
      'a check box': <input type="checkbox" aria-label="case" />,
      'a text area': <textarea aria-label="zone" />,
      'a list': (
        <select aria-label="liste">
          <option>un</option>
        </select>
      ),
      'editable text': (
        // biome-ignore lint/a11y/useSemanticElements: the point is an element made editable.
        <div contentEditable suppressContentEditableWarning role="textbox" tabIndex={0} aria-label="texte">
          <span>mot</span>
        </div>
      ),
    };

    it.each(Object.entries(fields))('nothing fires in %s, and the browser keeps its keys (Ctrl+S saves)', (_name, field) => {
      const { container } = render(<Harness>{field}</Harness>);
      const target = container.querySelector('input, textarea, select, span') ?? document.body;
      expect(press({ ...letter('s'), ctrlKey: true }, target)).toBe(true);
      expect(press({ ...letter('k'), ctrlKey: true }, target)).toBe(true);
      expect(press({ ...letter('k'), altKey: true }, target)).toBe(true);
      expect(press({ key: '?' }, target)).toBe(true);
      press(letter('g'), target);
      expect(press(letter('p'), target)).toBe(true);
      expect(ran).toEqual([]);
    });
  });

  it('does nothing during an IME composition', () => {
    render(<Harness />);
    expect(press({ ...letter('k'), ctrlKey: true, isComposing: true })).toBe(true);
    expect(press({ key: 'Process', code: 'KeyK', altKey: true, keyCode: 229 })).toBe(true);
    expect(ran).toEqual([]);
  });

  it('does nothing while a modal dialog is open, nor for a key something else already handled', () => {
    const { rerender } = render(
      <Harness>
        <dialog open>
          <p>fenêtre</p>
        </dialog>
      </Harness>,
    );
    expect(press({ ...letter('k'), ctrlKey: true })).toBe(true);
    expect(press({ key: '?' })).toBe(true);
    rerender(
      <Harness>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a page's own handler of the same key. */}
        <div onKeyDown={(event) => event.preventDefault()}>
          <button type="button">page</button>
        </div>
      </Harness>,
    );
    const button = document.querySelector('button') ?? document.body;
    expect(press({ ...letter('b'), ctrlKey: true }, button)).toBe(false);
    expect(ran).toEqual([]);
  });

  it('runs a held shortcut once, still keeping its repeats from the browser', () => {
    render(<Harness />);
    press({ ...letter('s'), ctrlKey: true });
    expect(press({ ...letter('s'), ctrlKey: true, repeat: true })).toBe(false);
    expect(ran).toEqual(['soapNote']);
  });

  it('listens from the commit that draws the frame, before any passive effect runs', () => {
    render(
      <>
        <Harness />
        <PressedOnDraw />
      </>,
    );
    expect(ran).toEqual(['search']);
  });

  it('stops listening once unmounted', () => {
    const { unmount } = render(<Harness />);
    unmount();
    expect(press({ ...letter('k'), ctrlKey: true })).toBe(true);
    expect(ran).toEqual([]);
  });
});
