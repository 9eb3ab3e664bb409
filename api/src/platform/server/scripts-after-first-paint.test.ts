import { describe, expect, it } from 'vitest';
import { firstPaintLoader, scriptsAfterFirstPaint } from './scripts-after-first-paint';

const page =
  '<!doctype html><html><head><title>x</title><script defer src="/static/js/index.abc.js"></script>' +
  '<script defer src="/static/js/extra.def.js"></script></head><body><div id="root"></div>' +
  '<script type="application/json" id="clinic-profile">{}</script></body></html>';

describe('scriptsAfterFirstPaint', () => {
  it('replaces the deferred scripts with one inline loader that starts them in order after the first paint', () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).not.toContain('<script defer');
    expect(html).toContain(`<script>${firstPaintLoader(['/static/js/index.abc.js', '/static/js/extra.def.js'])}</script>`);
    expect(html.match(/<script>/g)).toHaveLength(1);
    // The page's data stays where it was.
    expect(html).toContain('<script type="application/json" id="clinic-profile">{}</script>');
  });

  it('starts the scripts at once in a hidden tab, else after a frame', () => {
    const loader = firstPaintLoader(['/a.js']);
    expect(loader).toContain('document.visibilityState==="hidden"');
    expect(loader).toContain('requestAnimationFrame(function(){setTimeout(go)})');
    expect(loader).toContain('e.async=false');
  });

  it('leaves a page without deferred scripts as it is', () => {
    const html = '<html><head></head><body><script src="/x.js"></script></body></html>';
    expect(scriptsAfterFirstPaint(html)).toBe(html);
  });
});
