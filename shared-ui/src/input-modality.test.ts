// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { trackInputModality } from './input-modality';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('trackInputModality', () => {
  it('marks the page as used by keyboard or pointer, whichever came last', () => {
    stop = trackInputModality(document);
    const root = document.documentElement;
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(root.dataset.modality).toBe('pointer');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(root.dataset.modality).toBe('keyboard');
    stop();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(root.dataset.modality).toBe('keyboard');
  });
});
