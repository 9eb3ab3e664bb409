import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { automationMessages } from 'shared-domain/automation/automation';
import { renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRoutes from '../../../routes';
import { reminderRule, ruleView } from '../automation-test-support';
import { type AdminStubRoutes, answerAdminApi, failure, signedIn } from '../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderRules(routes: AdminStubRoutes) {
  const api = answerAdminApi({ 'GET /api/admin/me': signedIn, ...routes });
  renderRemoteRoutes(AdminRoutes, '/admin/automation', api);
  return api;
}

const card = async (name: string) => screen.findByRole('article', { name });

describe('Automatisation', () => {
  it('shows each rule with its switch, its timing, its templates and its counts', async () => {
    renderRules({
      'GET /api/admin/automation/rules': () => ({
        rules: [
          ruleView(),
          reminderRule(),
          ruleView({
            key: 'receipt',
            label: 'Reçu après paiement',
            delay: null,
            delayUnit: null,
            enabled: false,
            queued: 2,
            templates: [{ key: 'reçu_paiement', label: 'Reçu de paiement' }],
          }),
        ],
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Automatisation' });
    expect(screen.getByRole('status').textContent).toBe('Chargement des règles…');

    const presence = await card('Demande de confirmation de présence');
    const active = within(presence).getByRole('switch', { name: /^Active/ }) as HTMLInputElement;
    expect(active.checked).toBe(true);
    // Its own timing: the catalogue's label and bounds.
    const delay = within(presence).getByLabelText(/^Heures avant le rendez-vous/) as HTMLInputElement;
    expect(delay.value).toBe('48');
    within(presence).getByText('Entre 2 et 168.');
    within(presence).getByText('3 en file · 41 envoyés en 30 jours');
    expect(
      within(presence)
        .getByRole('link', { name: /Modèle « Demande de confirmation de présence »/ })
        .getAttribute('href'),
    ).toBe('/admin/advanced-settings?section=courriels');

    // The reminder's timing is kept in « Paramètres »: said in words, with the way there.
    const reminder = await card('Rappel de rendez-vous');
    expect(within(reminder).queryByRole('textbox')).toBeNull();
    expect(reminder.textContent).toContain('24 h avant le rendez-vous');
    expect(within(reminder).getByRole('link', { name: 'Modifier dans Paramètres › Liste d’attente et rappels' }).getAttribute('href')).toBe(
      '/admin/settings?section=attente-rappels',
    );
    within(reminder).getByText('1 en file · 1 envoyé en 30 jours');

    // A paused rule says so, and what it leaves queued.
    const receipt = await card('Reçu après paiement');
    expect((within(receipt).getByRole('switch', { name: /^Active/ }) as HTMLInputElement).checked).toBe(false);
    within(receipt).getByText('En pause');
    within(receipt).getByText(automationMessages.pausedQueued(2));
    expect(receipt.className).toContain('automation-card--paused');
  });

  it('pauses a rule at once and says what the API answered, the focus kept on the switch', async () => {
    const api = renderRules({
      'GET /api/admin/automation/rules': () => ({ rules: [reminderRule()] }),
      'PUT /api/admin/automation/rules/reminder': () => ({
        rule: reminderRule({ enabled: false, queued: 4 }),
        message: automationMessages.pausedQueued(4),
      }),
    });
    const reminder = await card('Rappel de rendez-vous');
    const active = within(reminder).getByRole('switch', { name: /^Active/ }) as HTMLInputElement;
    active.focus();
    fireEvent.click(active);
    await within(reminder).findByText(automationMessages.pausedQueued(4));
    expect(within(reminder).getByRole('status').textContent).toBe(
      'Règle en pause : aucun nouveau courriel ne sera envoyé. 4 courriels déjà planifiés partiront quand même.',
    );
    await waitFor(() => expect(active.checked).toBe(false));
    expect(document.activeElement).toBe(active);
    expect(api.sent('PUT', '/api/admin/automation/rules/reminder')).toEqual([{ enabled: false }]);
  });

  it('turns a rule back on, its timing left as the server keeps it', async () => {
    const api = renderRules({
      'GET /api/admin/automation/rules': () => ({ rules: [ruleView({ enabled: false, delay: 24 })] }),
      'PUT /api/admin/automation/rules/presence_request': () => ({ rule: ruleView({ enabled: true, delay: 24 }), message: null }),
    });
    const presence = await card('Demande de confirmation de présence');
    fireEvent.click(within(presence).getByRole('switch', { name: /^Active/ }));
    await within(presence).findByText('Règle « Demande de confirmation de présence » activée.');
    expect(api.sent('PUT', '/api/admin/automation/rules/presence_request')).toEqual([{ enabled: true }]);
    expect(within(presence).queryByText('En pause')).toBeNull();
  });

  it('says a refused switch as an alert and keeps the rule as it was', async () => {
    renderRules({
      'GET /api/admin/automation/rules': () => ({ rules: [reminderRule()] }),
      'PUT /api/admin/automation/rules/reminder': () =>
        failure(404, { error: { code: 'NOT_FOUND', message: automationMessages.unknownRule } }),
    });
    const reminder = await card('Rappel de rendez-vous');
    const active = within(reminder).getByRole('switch', { name: /^Active/ }) as HTMLInputElement;
    fireEvent.click(active);
    // The card's alert region is always there (a live region): its words come with the answer.
    await waitFor(() => expect(within(reminder).getByRole('alert').textContent).toBe(automationMessages.unknownRule));
    expect(active.checked).toBe(true);
  });

  it('checks a timing against the rule’s bounds in French before sending, then saves it', async () => {
    const api = renderRules({
      'GET /api/admin/automation/rules': () => ({ rules: [ruleView()] }),
      'PUT /api/admin/automation/rules/presence_request': ({ body }) => ({
        rule: ruleView({ delay: (body as { delay: number }).delay, updatedAt: '2026-11-26T15:00:00.000Z' }),
        message: null,
      }),
    });
    const presence = await card('Demande de confirmation de présence');
    const delay = within(presence).getByLabelText(/^Heures avant le rendez-vous/) as HTMLInputElement;
    const save = within(presence).getByRole('button', { name: /^Enregistrer le délai/ });

    fireEvent.change(delay, { target: { value: '500' } });
    fireEvent.click(save);
    await within(presence).findByText(automationMessages.delayOutOfRange(2, 168));
    await waitFor(() => expect(document.activeElement).toBe(delay));
    expect(delay.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(delay, { target: { value: '2,5' } });
    fireEvent.click(save);
    await within(presence).findByText('Le délai doit être un nombre entier.');

    fireEvent.change(delay, { target: { value: '' } });
    fireEvent.click(save);
    await within(presence).findByText('Indiquez le délai.');
    expect(api.sent('PUT', '/api/admin/automation/rules/presence_request')).toEqual([]);

    fireEvent.change(delay, { target: { value: '72' } });
    fireEvent.click(save);
    await within(presence).findByText('Délai de « Demande de confirmation de présence » enregistré : 72 (heures avant le rendez-vous).');
    expect(api.sent('PUT', '/api/admin/automation/rules/presence_request')).toEqual([{ enabled: true, delay: 72 }]);
    // The form is made again from what the server kept.
    expect((within(presence).getByLabelText(/^Heures avant le rendez-vous/) as HTMLInputElement).value).toBe('72');
  });

  it('puts the API’s refusal of a timing back on its field', async () => {
    renderRules({
      'GET /api/admin/automation/rules': () => ({ rules: [ruleView()] }),
      'PUT /api/admin/automation/rules/presence_request': () =>
        failure(422, {
          error: { code: 'VAL_001', message: 'Données invalides.', fields: { delay: 'Le délai doit être entre 2 et 168.' } },
        }),
    });
    const presence = await card('Demande de confirmation de présence');
    fireEvent.change(within(presence).getByLabelText(/^Heures avant le rendez-vous/), { target: { value: '12' } });
    fireEvent.click(within(presence).getByRole('button', { name: /^Enregistrer le délai/ }));
    await within(presence).findByText('Le délai doit être entre 2 et 168.');
  });

  it('sends a test e-mail and says where it went; a refusal is an alert', async () => {
    let refused = false;
    const api = renderRules({
      'GET /api/admin/automation/rules': () => ({ rules: [reminderRule()] }),
      'POST /api/admin/automation/rules/reminder/test': () =>
        refused
          ? failure(429, { error: { code: 'RATE_LIMITED', message: 'Trop de tentatives. Réessayez dans quelques minutes.' } })
          : { message: automationMessages.testSent('e@example.com') },
    });
    const reminder = await card('Rappel de rendez-vous');
    const test = within(reminder).getByRole('button', { name: 'Envoyer un test : Rappel de rendez-vous' });
    fireEvent.click(test);
    await within(reminder).findByText('Un courriel de test a été envoyé à e@example.com.');
    expect(api.requests.filter((request) => request.url.pathname === '/api/admin/automation/rules/reminder/test')).toHaveLength(1);
    refused = true;
    fireEvent.click(test);
    await waitFor(() =>
      expect(within(reminder).getByRole('alert').textContent).toBe('Trop de tentatives. Réessayez dans quelques minutes.'),
    );
    expect(within(reminder).getByRole('status').textContent).toBe('');
  });

  it('says when the rules cannot be read, and reads them again', async () => {
    let failing = true;
    renderRules({
      'GET /api/admin/automation/rules': () =>
        failing
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : { rules: [reminderRule()] },
    });
    await screen.findByText('La base de données est momentanément indisponible.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await card('Rappel de rendez-vous')).toBeTruthy();
  });

  it('lays the rules out as cards whose controls are 44 px on a phone', async () => {
    renderRules({ 'GET /api/admin/automation/rules': () => ({ rules: [ruleView()] }) });
    const presence = await card('Demande de confirmation de présence');
    expect(presence.className).toContain('automation-card');
    expect(
      within(presence)
        .getByRole('switch', { name: /^Active/ })
        .closest('label')?.className,
    ).toBe('automation-switch');
    expect(
      within(presence)
        .getByRole('button', { name: /^Envoyer un test/ })
        .closest('.automation-actions'),
    ).not.toBeNull();
  });
});
