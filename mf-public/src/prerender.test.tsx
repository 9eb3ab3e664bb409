import { describe, expect, it } from 'vitest';
import { prerenderedPaths, renderPublicPage } from './prerender';
import { clinicProfile } from './test-support/clinic-profile';

const profile = clinicProfile({ clinicName: 'Clinique <b>Essai</b>' });

describe('renderPublicPage', () => {
  it('prerenders the home page with the practice details, escaped', () => {
    expect(prerenderedPaths).toEqual(['/']);
    const html = renderPublicPage('/', profile);
    // The hero's h1 holds the practice name, then what the practice offers.
    expect(html).toMatch(/<h1[^>]*>(?:(?!<\/h1>).)*Clinique &lt;b&gt;Essai&lt;\/b&gt;(?:(?!<\/h1>).)*<\/h1>/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('href="tel:5145550100"');
    expect(html).toContain('Chiropraticienne');
  });

  it('renders a page loaded on first use as its loading state inside the layout, with the clinic phone', () => {
    // Only `/` is prerendered by the server; other pages are fetched by the browser when visited.
    const html = renderPublicPage('/waitlist', profile);
    expect(html).toContain('<main class="ui-page" id="contenu">');
    expect(html).toContain('role="status"');
    expect(html).toContain('Chargement…');
    expect(html).toContain('514 555-0100');
  });
});
