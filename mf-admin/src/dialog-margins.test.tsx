// Every back-office dialog's content sits inside the dialog's margins: the
// kit's dialog has no padding of its own, so each `*-dialog__body` class a screen gives its content
// must bring it. Read from the sources themselves — every such class used in a .tsx file — and
// checked on the real stylesheets as happy-dom computes them (shared-ui/test-support/stylesheets),
// on a phone and at 1280 px.
import kitCss from 'shared-ui/styles.css?raw';
import { loadStylesheets, setViewport } from 'shared-ui/test-support/stylesheets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const sheets = import.meta.glob<string>('./features/**/*.css', { query: '?raw', import: 'default', eager: true });
const sources = import.meta.glob<string>(['./features/**/*.tsx', '!./features/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const bodyClasses = [
  ...new Set(
    Object.values(sources).flatMap((source) => [...source.matchAll(/\b([a-z][a-z-]*-dialog__body)\b/g)].map((match) => match[1] as string)),
  ),
].sort();

let unload: () => void;
beforeAll(() => {
  unload = loadStylesheets(kitCss, ...Object.values(sheets));
});
afterAll(() => {
  unload();
  setViewport(1024);
});

describe('the content of every back-office dialog', () => {
  it('is found in the sources', () => {
    expect(bodyClasses).toContain('billing-dialog__body');
    expect(bodyClasses.length).toBeGreaterThan(10);
  });

  it.each(bodyClasses.flatMap((name) => [390, 1280].map((width) => [name, width] as const)))(
    '.%s keeps the dialog’s side and bottom margins at %i px',
    (name, width) => {
      setViewport(width);
      const body = document.createElement('div');
      body.className = name;
      document.body.append(body);
      const style = getComputedStyle(body);
      expect([style.paddingLeft, style.paddingRight, style.paddingBottom]).toEqual(['24px', '24px', '24px']);
      body.remove();
    },
  );
});
