import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultSiteTexts } from 'shared-domain/clinic/default-site-texts';
import type { SiteTexts } from 'shared-domain/clinic/site-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAdminApi, type AdminStubRoutes, refusal } from '../../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../../test-support/render-admin-page';
import { SiteTextsSection } from './SiteTextsSection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = '/api/admin/site-texts';
const published: SiteTexts = { ...defaultSiteTexts, contact: { ...defaultSiteTexts.contact, lines: 'Accès en poussette.' } };

function versions(current: SiteTexts, count: number) {
  return {
    current: { version: count, texts: current },
    original: defaultSiteTexts,
    versions: Array.from({ length: count }, (_, index) => ({
      version: count - index,
      publishedAt: '2026-11-18T15:00:00.000Z',
      publishedBy: 'Dre Émilie Tremblay',
      restoredFrom: null,
      texts: index === 0 ? current : defaultSiteTexts,
    })),
  };
}

function renderTexts(routes: AdminStubRoutes = {}) {
  let view = versions(published, 2);
  const api = answerAdminApi({
    [`GET ${path}`]: () => view,
    [`POST ${path}/preview`]: ({ body }) => ({ texts: body as SiteTexts }),
    [`PUT ${path}`]: ({ body }) => {
      view = versions(body as SiteTexts, 3);
      return { version: 3, texts: body as SiteTexts, changed: ['hero', 'faq'] };
    },
    [`POST ${path}/restore`]: () => {
      view = versions(defaultSiteTexts, 3);
      return { version: 3, texts: defaultSiteTexts, changed: ['contact'] };
    },
    ...routes,
  });
  renderAdminPage(<SiteTextsSection />, api, '/admin/settings?section=textes-site');
  return api;
}

const input = (label: string | RegExp, within_: HTMLElement = document.body) => within(within_).getByLabelText(label) as HTMLInputElement;

describe('« Paramètres › Textes du site »', () => {
  it('edits the hero, adds, moves and removes a question, previews without publishing, then publishes', async () => {
    const api = renderTexts();
    const hero = await screen.findByRole('group', { name: 'Bannière d’accueil' });
    expect(input(/^Phrase d’accroche/, hero).value).toBe(defaultSiteTexts.hero.focus);
    expect(input(/^Lignes ajoutées/).value).toBe('Accès en poussette.');
    fireEvent.change(input(/^Phrase d’accroche/, hero), { target: { value: 'Des soins pour les tout-petits' } });

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une question' }));
    const count = defaultSiteTexts.faq.length;
    const added = screen.getByRole('group', { name: `Question ${count + 1}` });
    fireEvent.change(input(/^Question/, added), { target: { value: 'Stationnement ?' } });
    fireEvent.change(input(/^Réponse/, added), { target: { value: 'Gratuit.' } });
    fireEvent.click(within(added).getByRole('button', { name: `Monter question ${count + 1}` }));
    expect(input(/^Question/, screen.getByRole('group', { name: `Question ${count}` })).value).toBe('Stationnement ?');
    fireEvent.click(within(screen.getByRole('group', { name: 'Question 1' })).getByRole('button', { name: 'Retirer question 1' }));
    expect(input(/^Question/, screen.getByRole('group', { name: 'Question 1' })).value).toBe(defaultSiteTexts.faq[1]?.question);

    fireEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    const preview = await screen.findByRole('region', { name: 'Aperçu de la page d’accueil (non publié)' });
    within(preview).getByRole('heading', { name: 'Des soins pour les tout-petits' });
    within(preview).getByText('Stationnement ?');
    expect(api.sent('PUT', path)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await screen.findByText('Textes publiés (version 3) : Bannière d’accueil, Questions fréquentes');
    const [body] = api.sent('PUT', path) as SiteTexts[];
    expect(body?.hero.focus).toBe('Des soins pour les tout-petits');
    expect(body?.faq.map((entry) => entry.question)).toEqual([
      ...defaultSiteTexts.faq.slice(1, -1).map((entry) => entry.question),
      'Stationnement ?',
      defaultSiteTexts.faq.at(-1)?.question,
    ]);
    await screen.findByText(/^Version 3 — publiée le/);
  });

  it('refuses an empty field beside it before sending, and shows the server’s refusal beside its field', async () => {
    const api = renderTexts({
      [`PUT ${path}`]: () => refusal(422, 'VAL_001', 'Données invalides', { 'contact.title': 'Veuillez remplir le champ « Titre »' }),
    });
    const hero = await screen.findByRole('group', { name: 'Bannière d’accueil' });
    fireEvent.change(input(/^Phrase d’accroche/, hero), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await within(hero).findByText('Veuillez remplir le champ « Phrase d’accroche »');
    expect(api.sent('PUT', path)).toEqual([]);
    fireEvent.change(input(/^Phrase d’accroche/, hero), { target: { value: 'Une accroche' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await within(screen.getByRole('group', { name: 'Nous joindre' })).findByText('Veuillez remplir le champ « Titre »');
  });

  it('lists the versions, the one online marked, and restores an earlier one once confirmed', async () => {
    const api = renderTexts();
    const list = await screen.findByRole('list', { name: 'Versions publiées' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    within(list).getByText('En ligne');
    // Asked first: « Annuler » restores nothing.
    fireEvent.click(within(list).getByRole('button', { name: 'Rétablir la version 1' }));
    const asked = await screen.findByRole('dialog', { name: 'Rétablir la version 1?' });
    within(asked).getByText(/publiés aussitôt sur la page d’accueil/);
    fireEvent.click(within(asked).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST', `${path}/restore`)).toEqual([]);

    fireEvent.click(within(list).getByRole('button', { name: 'Rétablir la version 1' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Rétablir la version 1?' })).getByRole('button', { name: 'Rétablir' }),
    );
    await screen.findByText('Version 1 rétablie (version 3)');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('POST', `${path}/restore`)).toEqual([{ version: 1 }]);
    await waitFor(() => expect(input(/^Lignes ajoutées/).value).toBe(''));
  });
});
