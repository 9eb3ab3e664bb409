import { describe, expect, it } from 'vitest';
import { interactionEvents, interactionLoader, scriptsOnInteraction, scrollTrigger } from './scripts-on-interaction';

const page =
  '<!doctype html><html><head><title>x</title><script defer src="/static/js/index.abc.js"></script>' +
  '<script defer src="/static/js/extra.def.js"></script></head><body><div id="root"></div>' +
  '<script type="application/json" id="clinic-profile">{}</script></body></html>';

describe('scriptsOnInteraction', () => {
  it('replaces the deferred scripts with one inline loader that starts them in order', () => {
    const html = scriptsOnInteraction(page);
    expect(html).not.toContain('<script defer');
    expect(html).toContain(`<script>${interactionLoader(['/static/js/index.abc.js', '/static/js/extra.def.js'])}</script>`);
    expect(html.match(/<script>/g)).toHaveLength(1);
    // The page's data stays where it was.
    expect(html).toContain('<script type="application/json" id="clinic-profile">{}</script>');
  });

  it('starts the scripts at the first interaction, never on a timer, in order', () => {
    const loader = interactionLoader(['/a.js']);
    for (const event of interactionEvents) expect(loader).toContain(`"${event}"`);
    expect(loader).toContain(`w.scrollY>${scrollTrigger}`);
    expect(loader).not.toMatch(/setTimeout|requestIdleCallback|requestAnimationFrame/);
    expect(loader).toContain('e.async=false');
  });

  it('holds a button clicked before the page is the app’s and clicks it again once the shell drops data-prerendered', () => {
    const loader = interactionLoader(['/a.js']);
    expect(loader).toContain('closest("button")');
    expect(loader).toContain('e.preventDefault();e.stopPropagation();held=b');
    expect(loader).toContain('attributeFilter:["data-prerendered"]');
    expect(loader).toContain('if(held&&held.isConnected)held.click()');
  });

  it('leaves a page without deferred scripts as it is', () => {
    const html = '<html><head></head><body><script src="/x.js"></script></body></html>';
    expect(scriptsOnInteraction(html)).toBe(html);
  });
});
