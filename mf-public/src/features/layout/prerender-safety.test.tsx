// @vitest-environment node
// The layout is part of the prerendered home page: it must render without a DOM, and render the
// sticky bar hidden and out of the tab order.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ClinicProfileProvider } from '../../lib/clinic/ClinicProfileProvider';
import { PublicLayout } from './PublicLayout';
import { StickyCta } from './StickyCta';
import { testClinicProfile } from '../../test-support/clinic-profile';

describe('layout without a DOM', () => {
  it('renders the frame, the menus closed and the sticky bar inert', () => {
    const html = renderToString(
      <StaticRouter location="/">
        <ClinicProfileProvider initial={testClinicProfile}>
          <PublicLayout>
            <main id="contenu">
              <StickyCta />
            </main>
          </PublicLayout>
        </ClinicProfileProvider>
      </StaticRouter>,
    );
    expect(html).toContain('href="#contenu"');
    expect(html).toContain('Dre Camille Essai');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/<section[^>]*class="sticky-cta"[^>]*inert=""/);
    expect(html).toContain('Prendre RDV');
    expect(html).toContain('Politique de confidentialité');
  });
});
