// @vitest-environment happy-dom
// The dialogs' size, on the real stylesheet as happy-dom computes it
// (test-support/stylesheets): a sheet dialog is as tall as its content on a wide screen, scrolling
// inside once it reaches its max-height, and fills a phone's screen; a dialog's content sits in
// the kit's inner margins.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';
import kitCss from './styles.css?raw';
import { loadStylesheets, setViewport } from './test-support/stylesheets';

let unload: () => void;
beforeEach(() => {
  unload = loadStylesheets(kitCss);
});
afterEach(() => {
  cleanup();
  unload();
  setViewport(1024);
});

function renderSheet() {
  render(
    <Dialog open onClose={() => {}} title="Bloquer une période" className="ui-dialog--sheet">
      <div className="ui-dialog__body">
        <p>Court contenu.</p>
      </div>
    </Dialog>,
  );
  return screen.getByRole('dialog', { name: 'Bloquer une période' });
}

describe('a sheet dialog', () => {
  it('is as tall as its content on a wide screen, and scrolls inside once long', () => {
    setViewport(1280);
    const style = getComputedStyle(renderSheet());
    expect(style.height).toBe('fit-content');
    expect(style.maxHeight).not.toBe('none');
    expect(style.overflowY).toBe('auto');
  });

  it('fills a phone’s screen', () => {
    setViewport(390);
    expect(getComputedStyle(renderSheet()).height).toBe('100%');
  });

  it('puts its content within the header’s inner margins', () => {
    setViewport(1280);
    const dialog = renderSheet();
    const body = dialog.querySelector('.ui-dialog__body') as HTMLElement;
    const header = dialog.querySelector('.ui-dialog__header') as HTMLElement;
    expect(getComputedStyle(body).paddingLeft).toBe(getComputedStyle(header).paddingLeft);
    expect(getComputedStyle(body).paddingBottom).not.toBe('0px');
  });
});
