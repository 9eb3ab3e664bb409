import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { automationMessages } from 'shared-domain/automation/automation';
import { formatDateTime } from 'shared-domain/platform/format';
import { currentLocation, jsonResponse as json, renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRoutes from '../../../routes';
import { type AdminStubRoutes, answerAdminApi, failure, signedIn } from '../../../test-support/admin-stub-api';
import { clientError, monitoringView } from '../automation-test-support';
import { databaseSizeText, uptimeText } from './monitoring-text';
import { problemText } from 'shared-ui/problem-message';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The static files the page reads as the shell does (/remotes.json, the manifests); the rest is the API. */
type Files = Record<string, () => Response>;

const manifest = (buildVersion: string) => json(200, { id: 'x', metaData: { buildInfo: { buildVersion, buildName: 'x' } } });

function renderMonitoring(routes: AdminStubRoutes, files: Files = {}, path = '/admin/monitoring') {
  const api = answerAdminApi({ 'GET /api/admin/me': signedIn, ...routes });
  const fetch = renderRemoteRoutes(AdminRoutes, path, async (input: RequestInfo | URL, init?: RequestInit) => {
    const file = files[new URL(String(input)).pathname];
    return file ? file() : api(input, init);
  });
  return { api, fetch };
}

const baseRoutes: AdminStubRoutes = {
  'GET /api/admin/monitoring': () => monitoringView(),
  'GET /api/admin/monitoring/client-errors': () => ({ errors: [], total: 0 }),
};

const facts = (article: HTMLElement) =>
  Object.fromEntries([...article.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));

/** The query of each GET /monitoring/client-errors, in order. */
const searches = (api: ReturnType<typeof answerAdminApi>) =>
  api.requests
    .filter((request) => request.url.pathname === '/api/admin/monitoring/client-errors')
    .map((request) => Object.fromEntries(request.url.searchParams));

describe('Surveillance du système', () => {
  it('shows each part of the platform as a status card', async () => {
    renderMonitoring(baseRoutes);
    await screen.findByRole('heading', { level: 1, name: 'Surveillance du système' });
    const api = await screen.findByRole('article', { name: 'API' });
    expect(within(api).getByText('En service').className).toContain('automation-badge--good');
    expect(facts(api)).toEqual({
      Version: '0.1.0',
      'Démarrée le': formatDateTime(new Date('2026-11-26T12:00:00.000Z')),
      'En service depuis': '3 h 12 min',
      Mémoire: '142 Mo',
      'Attente des requêtes (99e centile, dernière heure)': `12 ms (au plus ${new Intl.NumberFormat('fr-CA').format(1830)} ms)`,
      'Node.js': 'v24.1.0',
    });
    const database = screen.getByRole('article', { name: 'Base de données' });
    expect(facts(database)).toEqual({
      Type: 'SQLite (fichier)',
      Taille: '1,5 Go',
      'Temps de réponse': '2 ms',
      'Dernière sauvegarde': 'aucune',
    });
    expect(within(database).queryByText(/La dernière sauvegarde date/)).toBeNull();
    const email = screen.getByRole('article', { name: 'Courriel' });
    within(email).getByText('À surveiller');
    expect(facts(email)).toMatchObject({ Serveur: 'Serveur SMTP configuré', 'Échecs (24 h)': '2', 'En file': '4' });
    // What the texts cost: those Twilio took, month by month.
    expect(facts(screen.getByRole('article', { name: 'Textos' }))).toEqual({
      Service: 'Twilio configuré : chaque texto envoyé est facturé',
      'novembre 2026': '12 textos envoyés',
      'octobre 2026': '30 textos envoyés',
    });
    const jobs = screen.getByRole('article', { name: 'Tâches planifiées' });
    expect(facts(jobs)).toEqual({ Tâches: '9', 'En retard': '1', 'En échec à la dernière exécution': '0' });
    expect(within(jobs).getByRole('link', { name: "Voir les tâches dans Santé de l'automatisation" }).getAttribute('href')).toBe(
      '/admin/automation-health?section=taches',
    );
    expect(screen.getByRole('list', { name: 'État du système' }).className).toContain('automation-cards--grid');
  });

  it('says when the API has not measured its requests’ wait yet', async () => {
    const unmeasured = monitoringView();
    renderMonitoring({
      ...baseRoutes,
      'GET /api/admin/monitoring': () => ({ ...unmeasured, api: { ...unmeasured.api, eventLoopDelay: { p99Ms: null, maxMs: null } } }),
    });
    const api = await screen.findByRole('article', { name: 'API' });
    expect(facts(api)['Attente des requêtes (99e centile, dernière heure)']).toBe('pas encore mesurée');
  });

  it('shows the last backup, and says when it is more than 2 days old', async () => {
    const checkedAt = monitoringView().checkedAt;
    const lastBackupAt = new Date(Date.parse(checkedAt) - 3 * 24 * 3600_000).toISOString();
    renderMonitoring({
      ...baseRoutes,
      'GET /api/admin/monitoring': () => {
        const view = monitoringView();
        return { ...view, database: { ...view.database, state: 'warning', lastBackupAt } };
      },
    });
    const database = await screen.findByRole('article', { name: 'Base de données' });
    expect(facts(database)['Dernière sauvegarde']).toBe(formatDateTime(new Date(lastBackupAt)));
    within(database).getByText('À surveiller');
    within(database).getByText('La dernière sauvegarde date de plus de 2 jours : voyez la tâche « Sauvegarde chiffrée de la base ».');
  });

  it('asks the mail server on demand and says its answer with the error code', async () => {
    let state: 'ok' | 'down' = 'down';
    const { api } = renderMonitoring({
      ...baseRoutes,
      'POST /api/admin/monitoring/email-check': () =>
        state === 'down'
          ? { state, errorCode: 'ECONNREFUSED', message: 'Le serveur de courriel ne répond pas.' }
          : { state, errorCode: null, message: 'Le serveur de courriel répond.' },
    });
    const email = await screen.findByRole('article', { name: 'Courriel' });
    const check = within(email).getByRole('button', { name: 'Vérifier le serveur' });
    check.focus();
    fireEvent.click(check);
    const alert = await within(email).findByText('Le serveur de courriel ne répond pas. (code ECONNREFUSED)');
    expect(alert.getAttribute('role')).toBe('alert');
    state = 'ok';
    fireEvent.click(check);
    expect((await within(email).findByText('Le serveur de courriel répond.')).getAttribute('role')).toBe('status');
    expect(api.sent('POST', '/api/admin/monitoring/email-check')).toHaveLength(2);
    expect(document.activeElement).toBe(check);
  });

  it('reads the remotes’ versions from the files the shell reads, « inconnue » when a manifest does not say', async () => {
    const { fetch } = renderMonitoring(baseRoutes, {
      '/remotes.json': () =>
        json(200, {
          remotes: [
            { name: 'public', container: 'clinic_public', entry: 'https://cdn.example.com/public/mf-manifest.json' },
            { name: 'portal', container: 'clinic_portal', entry: '/mf/portal/mf-manifest.json' },
            { name: 'admin', container: 'clinic_admin', entry: '/mf/admin/mf-manifest.json' },
          ],
        }),
      '/public/mf-manifest.json': () => manifest('1.4.2'),
      '/mf/admin/mf-manifest.json': () => json(200, { metaData: {} }),
    });
    const versions = await screen.findByRole('region', { name: 'Applications et leurs versions' });
    const rows = () =>
      within(versions)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    const origin = window.location.origin;
    await waitFor(() =>
      expect(rows()).toEqual([
        ['Site public', 'https://cdn.example.com/public/mf-manifest.json', '1.4.2'],
        ['Portail patient', `${origin}/mf/portal/mf-manifest.json`, 'inconnue'],
        ['Espace administrateur', `${origin}/mf/admin/mf-manifest.json`, 'inconnue'],
      ]),
    );
    expect(fetch.mock.calls.map(([input]) => new URL(String(input)).pathname)).toContain('/remotes.json');
  });

  it('without /remotes.json, reads the manifests on this server', async () => {
    renderMonitoring(baseRoutes, { '/mf/portal/mf-manifest.json': () => manifest('0.1.0') });
    const versions = await screen.findByRole('region', { name: 'Applications et leurs versions' });
    await waitFor(() => expect(within(versions).getAllByRole('row')).toHaveLength(4));
    const portal = within(versions)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Portail patient'));
    expect(portal?.textContent).toContain('/mf/portal/mf-manifest.json0.1.0');
  });

  it('lists the recent errors with their page, who was signed in, their severity and context, folded', async () => {
    const { api } = renderMonitoring({
      ...baseRoutes,
      'GET /api/admin/monitoring/client-errors': () => ({
        errors: [
          clientError('err-7f3a'),
          clientError('err-1b2c', {
            severity: 'low',
            code: 'UI_004',
            message: 'Chargement trop long.',
            context: null,
            page: null,
            role: null,
          }),
        ],
        total: 14,
      }),
    });
    const entry = await screen.findByRole('article', { name: 'err-7f3a' });
    expect(searches(api)).toEqual([{}]);
    screen.getByText('Les 2 plus récentes sur 14.');
    expect(facts(entry)).toEqual({
      Date: formatDateTime(new Date('2026-11-26T14:40:00.000Z')),
      Page: '/admin/calendar',
      'Personne connectée': 'Réception',
      Code: 'NET_001',
    });
    within(entry).getByText(problemText.unreachable);
    expect(within(entry).getByText('Élevée').className).toContain('automation-badge--bad');
    const context = within(entry).getByText('Contexte');
    expect(context.closest('details')?.open).toBe(false);
    fireEvent.click(context);
    expect(entry.querySelector('pre')?.textContent).toBe(JSON.stringify({ path: '/admin/calendar', action: 'load' }, null, 2));
    const other = screen.getByRole('article', { name: 'err-1b2c' });
    within(other).getByText('Faible');
    within(other).getByText('Aucun contexte.');
    expect(facts(other)).toMatchObject({ Page: 'Non précisée', 'Personne connectée': 'Visiteur (non connecté)' });
  });

  it('finds an error by the id the error screen showed, keeps the search in the address, and says when none has it', async () => {
    const { api } = renderMonitoring(
      {
        ...baseRoutes,
        'GET /api/admin/monitoring/client-errors': ({ url }) =>
          url.searchParams.get('q') === 'err-7f3a' ? { errors: [clientError('err-7f3a')], total: 1 } : { errors: [], total: 0 },
      },
      {},
      '/admin/monitoring?q=err-0000',
    );
    await screen.findByText(automationMessages.errorNotFound('err-0000'));
    expect(searches(api)[0]).toEqual({ q: 'err-0000' });
    const log = screen.getByRole('region', { name: 'Journal des erreurs' });
    const search = within(log).getByLabelText(/^Identifiant de l’erreur/) as HTMLInputElement;
    expect(search.value).toBe('err-0000');

    fireEvent.change(search, { target: { value: ' err-7f3a ' } });
    fireEvent.click(within(log).getByRole('button', { name: 'Rechercher' }));
    await screen.findByRole('article', { name: 'err-7f3a' });
    screen.getByText('1 erreur trouvée.');
    expect(currentLocation()).toBe('/admin/monitoring?q=err-7f3a');

    fireEvent.click(within(log).getByRole('button', { name: 'Effacer la recherche' }));
    await screen.findByText('Aucune erreur enregistrée.');
    expect(currentLocation()).toBe('/admin/monitoring');
  });

  it('says when the platform cannot be checked, and checks again', async () => {
    let failing = true;
    renderMonitoring({
      ...baseRoutes,
      'GET /api/admin/monitoring': () =>
        failing
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : monitoringView(),
    });
    await screen.findByText('La base de données est momentanément indisponible.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('article', { name: 'API' });
  });

  it('reads sizes and uptimes in fr-CA', () => {
    expect([null, 850, 12 * 1024, 1.2 * 1024 * 1024, 2.5 * 1024 * 1024 * 1024].map(databaseSizeText)).toEqual([
      'inconnue',
      '850 octets',
      '12 Ko',
      '1,2 Mo',
      '2,5 Go',
    ]);
    expect([45, 12 * 60, 3 * 3600, 2 * 86_400 + 3 * 3600].map(uptimeText)).toEqual(['45 s', '12 min', '3 h', '2 j 3 h']);
  });
});
