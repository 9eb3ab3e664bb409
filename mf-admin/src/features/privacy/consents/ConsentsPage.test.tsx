import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consentTextLabels, consentTextLimits } from 'shared-domain/privacy/privacy-consents';
import { validationMessages } from 'shared-domain/platform/validation-messages';
import { renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRoutes from '../../../routes';
import { marketingTexts, remindersTexts, textVersion } from './consents-test-support';
import { type AdminStubRoutes, answerAdminApi, failure, signedIn } from '../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const textsPath = '/api/admin/privacy/consent-texts';

function renderConsents(routes: AdminStubRoutes) {
  const api = answerAdminApi({ 'GET /api/admin/me': signedIn, ...routes }, { 'POST /api/admin/privacy/consent-texts': 201 });
  renderRemoteRoutes(AdminRoutes, '/admin/privacy/consents', api);
  return api;
}

const card = (name: string) => screen.findByRole('article', { name });
const dialog = () => screen.getByRole('dialog');

describe('Consentements', () => {
  it('shows each kind with its text in force, the day it was published, its counts and its earlier versions', async () => {
    renderConsents({ 'GET /api/admin/privacy/consent-texts': () => ({ kinds: [remindersTexts(), marketingTexts()] }) });
    await screen.findByRole('heading', { level: 1, name: 'Consentements' });
    const reminders = await card('Rappels et avis par courriel');
    within(reminders).getByText('Version 2 en vigueur');
    const current = within(reminders).getByRole('heading', { level: 3, name: 'Version 2 — Rappels par courriel' });
    const currentBlock = current.parentElement as HTMLElement;
    within(currentBlock).getByText('Publiée le mardi 3 mars 2026 · 12 personnes l’ont donné · 1 personne l’a retiré');
    expect(currentBlock.textContent).toContain(
      'J’accepte de recevoir les rappels de mes rendez-vous\net les avis de la clinique par courriel.',
    );
    within(reminders).getByText('Toutes versions confondues : 42 personnes l’ont donné · 5 personnes l’ont retiré');

    // The earlier versions wait in a disclosure, each with its own date and counts.
    const earlier = within(reminders).getByText('Versions antérieures (1)').closest('details') as HTMLDetailsElement;
    expect(earlier.open).toBe(false);
    fireEvent.click(within(earlier).getByText('Versions antérieures (1)'));
    expect(earlier.open).toBe(true);
    const first = within(earlier).getByRole('heading', { level: 4, name: 'Version 1 — Rappels' }).parentElement as HTMLElement;
    within(first).getByText('Publiée le lundi 1 septembre 2025 · 30 personnes l’ont donné · 4 personnes l’ont retiré');

    // A kind with one version says it has no earlier one and no total.
    const marketing = await card('Infolettre et promotions');
    within(marketing).getByText('Versions antérieures (0)');
    within(marketing).getByText('Aucune version antérieure.');
    expect(within(marketing).queryByText(/Toutes versions confondues/)).toBeNull();
    within(marketing).getByText('Publiée le jeudi 15 janvier 2026 · 1 personne l’a donné · 0 personne l’a retiré');
  });

  it('publishes a new version from the wording in force, says that people keep theirs, and reads the list again', async () => {
    let published = false;
    const api = renderConsents({
      'GET /api/admin/privacy/consent-texts': () => {
        if (!published) return { kinds: [remindersTexts()] };
        const [kind] = [remindersTexts()];
        return {
          kinds: [
            { ...kind, currentVersion: 3, versions: [textVersion('email_reminders', 3, { title: 'Rappels (2027)' }), ...kind.versions] },
          ],
        };
      },
      'POST /api/admin/privacy/consent-texts': ({ body }) => {
        published = true;
        const { title, body: text } = body as { title: string; body: string };
        return {
          text: {
            id: '00000000-0000-4000-8000-000000000003',
            kind: 'email_reminders',
            version: 3,
            title,
            body: text,
            publishedAt: '2026-11-26T15:00:00.000Z',
          },
        } as const;
      },
    });
    const reminders = await card('Rappels et avis par courriel');
    const open = within(reminders).getByRole('button', { name: 'Nouvelle version : Rappels et avis par courriel' });
    open.focus();
    fireEvent.click(open);
    const form = dialog();
    within(form).getByRole('heading', { name: 'Nouvelle version — Rappels et avis par courriel' });
    expect(form.textContent).toContain(
      'La version 3 s’appliquera à toute personne qui donnera ce consentement à partir de maintenant. Les personnes qui ont déjà consenti gardent la version qu’elles ont acceptée.',
    );
    const title = within(form).getByLabelText(/^Titre/) as HTMLInputElement;
    const body = within(form).getByLabelText(/^Texte/) as HTMLTextAreaElement;
    expect(title.value).toBe('Rappels par courriel');
    expect(body.value).toContain('J’accepte de recevoir les rappels');
    await waitFor(() => expect(document.activeElement).toBe(title));

    fireEvent.change(title, { target: { value: '  Rappels (2027)  ' } });
    fireEvent.change(body, { target: { value: 'Nouveau libellé des rappels.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publier la version' }));

    await screen.findByText('Version 3 de « Rappels et avis par courriel » publiée.');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Version 3 de « Rappels et avis par courriel » publiée.');
    expect(api.sent('POST', textsPath)).toEqual([
      { kind: 'email_reminders', title: 'Rappels (2027)', body: 'Nouveau libellé des rappels.' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await within(await card('Rappels et avis par courriel')).findByText('Version 3 en vigueur');
    // The focus is back on the button that opened the dialog.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Nouvelle version'));
  });

  it('checks the title and the text in French before sending anything', async () => {
    const api = renderConsents({ 'GET /api/admin/privacy/consent-texts': () => ({ kinds: [marketingTexts()] }) });
    const marketing = await card('Infolettre et promotions');
    fireEvent.click(within(marketing).getByRole('button', { name: /^Nouvelle version/ }));
    const form = dialog();
    const title = within(form).getByLabelText(/^Titre/) as HTMLInputElement;
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.change(within(form).getByLabelText(/^Texte/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publier la version' }));
    await within(form).findByText(validationMessages.required(consentTextLabels.title));
    within(form).getByText(validationMessages.required(consentTextLabels.body));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(title));

    fireEvent.change(title, { target: { value: 'x'.repeat(consentTextLimits.titleMax + 1) } });
    fireEvent.blur(title);
    await within(form).findByText(validationMessages.maxLength(consentTextLabels.title, consentTextLimits.titleMax));
    expect(api.sent('POST', textsPath)).toEqual([]);
  });

  it('puts the API’s refusal on its field, or above the form in its own words, publishing nothing', async () => {
    let refusal = failure(422, {
      error: { code: 'VAL_001', message: 'Données invalides.', fields: { body: 'Le texte contient des caractères non permis.' } },
    });
    renderConsents({
      'GET /api/admin/privacy/consent-texts': () => ({ kinds: [marketingTexts()] }),
      'POST /api/admin/privacy/consent-texts': () => refusal,
    });
    const marketing = await card('Infolettre et promotions');
    fireEvent.click(within(marketing).getByRole('button', { name: /^Nouvelle version/ }));
    const form = dialog();
    fireEvent.click(within(form).getByRole('button', { name: 'Publier la version' }));
    await within(form).findByText('Le texte contient des caractères non permis.');
    const body = within(form).getByLabelText(/^Texte/);
    expect(body.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(body));

    refusal = failure(403, { error: { code: 'AUTH_004', message: 'Accès réservé à la direction de la clinique.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publier la version' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('La version n’a pas été publiée');
    expect(alert.textContent).toContain('Accès réservé à la direction de la clinique.');
    screen.getByRole('dialog');
    within(marketing).getByText('Version 1 en vigueur');
  });

  it('says when the texts cannot be read, and reads them again', async () => {
    let failing = true;
    renderConsents({
      'GET /api/admin/privacy/consent-texts': () =>
        failing
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : { kinds: [marketingTexts()] },
    });
    const heading = await screen.findByRole('heading', { name: 'Erreur lors du chargement des consentements' });
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain('La base de données est momentanément indisponible.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await card('Infolettre et promotions')).toBeTruthy();
  });
});
