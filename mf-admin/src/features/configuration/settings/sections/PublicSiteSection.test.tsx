import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultHomeStatistics } from 'shared-domain/clinic/clinic-settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicSiteSection } from './PublicSiteSection';
import { renderSettingsSection, saved, settingsPath, settingsView } from './settings-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('« Paramètres › Site public »', () => {
  it('says why the testimonials are hidden, shows the site’s own statistics, saves new ones and says what changed', async () => {
    const api = renderSettingsSection(<PublicSiteSection />, {
      put: { '/public-site': ({ body }) => saved(body, ['showTestimonials', 'homeStatistics']) },
    });
    await screen.findByRole('heading', { level: 2, name: 'Site public' });
    const testimonials = (await screen.findByRole('switch', { name: 'Afficher les témoignages' })) as HTMLInputElement;
    expect(testimonials.checked).toBe(false);
    expect(testimonials.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText(/codes de déontologie des professions au Québec restreignent l’usage des témoignages dans la publicité/);
    expect(field('Valeur — Statistique 1').value).toBe(defaultHomeStatistics[0]?.value);
    expect(field('Libellé — Statistique 2').value).toBe(defaultHomeStatistics[1]?.label);
    expect(field('Valeur — Statistique 3').value).toBe('');

    fireEvent.click(testimonials);
    fireEvent.change(field('Valeur — Statistique 3'), { target: { value: '2007' } });
    fireEvent.change(field('Libellé — Statistique 3'), { target: { value: 'diplômée' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText("2 modifications enregistrées : Afficher les témoignages, Statistiques de la page d'accueil");
    expect(api.sent('PUT', `${settingsPath}/public-site`)).toEqual([
      { showAdminLink: false, showTestimonials: true, homeStatistics: [...defaultHomeStatistics, { value: '2007', label: 'diplômée' }] },
    ]);
  });

  it('refuses a statistic with a value and no label, and brings the defaults back on request', async () => {
    const settings = settingsView();
    settings.publicSite.homeStatistics = [{ value: '1 200+', label: 'familles' }];
    const api = renderSettingsSection(<PublicSiteSection />, {
      settings,
      put: { '/public-site': ({ body }) => saved(body, ['homeStatistics']) },
    });
    expect(((await screen.findByLabelText(/^Valeur — Statistique 1/)) as HTMLInputElement).value).toBe('1 200+');
    fireEvent.change(field('Valeur — Statistique 2'), { target: { value: '15+' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Indiquez la valeur et le libellé de cette statistique, ou laissez les deux vides');
    await waitFor(() => expect(document.activeElement).toBe(field('Libellé — Statistique 2')));
    expect(api.sent('PUT', `${settingsPath}/public-site`)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Rétablir les statistiques d’origine' }));
    expect(field('Valeur — Statistique 1').value).toBe(defaultHomeStatistics[0]?.value);
    expect(field('Valeur — Statistique 2').value).toBe(defaultHomeStatistics[1]?.value);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText("1 modification enregistrée : Statistiques de la page d'accueil");
    expect(api.sent('PUT', `${settingsPath}/public-site`)).toEqual([
      { showAdminLink: false, showTestimonials: false, homeStatistics: [...defaultHomeStatistics] },
    ]);
  });
});
