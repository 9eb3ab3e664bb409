import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { automationMessages } from 'shared-domain/automation/automation';
import { formatDateTime, formatTime } from 'shared-domain/platform/format';
import { currentLocation, renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRoutes from '../../../routes';
import { failedMessage, jobRun, jobView, messagePage, messageView } from '../automation-test-support';
import { patientMessagesLink } from './health-links';
import { durationMsText, periodText } from './health-text';
import { readMessageFilters } from './message-filters';
import { type AdminStubRoutes, answerAdminApi, failure, signedIn } from '../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHealth(routes: AdminStubRoutes, path = '/admin/automation-health') {
  const api = answerAdminApi({ 'GET /api/admin/me': signedIn, ...routes });
  renderRemoteRoutes(AdminRoutes, path, api);
  return api;
}

/** The query of each GET /automation/messages, in order. */
const asked = (api: ReturnType<typeof answerAdminApi>) =>
  api.requests
    .filter((request) => request.url.pathname === '/api/admin/automation/messages')
    .map((request) => Object.fromEntries(request.url.searchParams));

const table = () => screen.findByRole('region', { name: 'Courriels correspondant aux filtres' });
const rowOf = (text: string) =>
  waitFor(async () => {
    const row = within(await table())
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(text));
    if (!row) throw new Error(`No row with ${text}`);
    return row;
  });
const chips = () =>
  within(screen.getByRole('list', { name: 'Nombre de courriels par état' }))
    .getAllByRole('link')
    .map((chip) => [chip.textContent, chip.getAttribute('aria-current')]);

const conflict = (message: string) => failure(409, { error: { code: 'AUTO_003', message } });

describe("Santé de l'automatisation › Courriels", () => {
  it('lists every e-mail with its state, attempts, error code and patient, and the counts by state as chips', async () => {
    const api = renderHealth({
      'GET /api/admin/automation/messages': () =>
        messagePage(
          [
            messageView('m-1'),
            failedMessage('m-2'),
            failedMessage('m-3', {
              state: 'given_up',
              stateLabel: 'Abandonné',
              to: 'vieux@example.com',
              canRetry: false,
              nextAttemptAt: null,
              attempts: 8,
            }),
            failedMessage('m-4', { to: 'plafond@example.com', manualRetries: 3, canRetry: false }),
            messageView('m-5', {
              kind: 'digest',
              kindLabel: 'Résumé quotidien',
              to: 'clinique@example.com',
              patientId: null,
              patientName: null,
              appointmentId: null,
              appointmentStartsAt: null,
              state: 'planned',
              stateLabel: 'Planifié',
              sentAt: null,
              nextAttemptAt: '2026-11-27T12:00:00.000Z',
              attempts: 0,
            }),
          ],
          { total: 5, counts: { planned: 1, sent: 1, failed: 2, given_up: 1 } },
        ),
    });
    await screen.findByRole('heading', { level: 1, name: "Santé de l'automatisation" });
    expect(screen.getByRole('link', { name: 'Courriels' }).getAttribute('aria-current')).toBe('page');
    await table();
    expect(asked(api)).toEqual([{ page: '1' }]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Type',
      'Destinataire',
      'Patient',
      'Rendez-vous',
      'État',
      'Essais',
      'Code d’erreur',
      'Prochaine tentative',
      'Actions',
    ]);
    expect(chips()).toEqual([
      ['Tous (5)', 'true'],
      ['Planifié (1)', null],
      ['Envoyé (1)', null],
      ['Échec (2)', null],
      ['Abandonné (1)', null],
    ]);
    screen.getByText('5 courriels.');

    const sent = await rowOf('lea@example.com');
    expect(
      within(sent)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDateTime(new Date('2026-11-26T14:00:05.000Z')),
      'Rappel de rendez-vous',
      'lea@example.com',
      'Léa Gagnon',
      formatDateTime(new Date('2026-11-27T15:00:00.000Z')),
      'Envoyé',
      '1',
      'Aucun',
      'Aucune',
      '',
    ]);
    expect(within(sent).getByRole('link', { name: 'Léa Gagnon' }).getAttribute('href')).toBe('/admin/patients/pat-1');

    const failed = await rowOf('refuse@example.com');
    within(failed).getByText('EENVELOPE 550');
    expect(within(failed).getByText('Échec').className).toContain('automation-badge--bad');
    const retry = within(failed).getByRole('button', {
      name: 'Réessayer : Rappel de rendez-vous à refuse@example.com',
    }) as HTMLButtonElement;
    expect(retry.disabled).toBe(false);

    // Given up, or retried as often as allowed: the button says why it cannot.
    const givenUp = within(await rowOf('vieux@example.com')).getByRole('button', { name: /^Réessayer/ }) as HTMLButtonElement;
    expect(givenUp.disabled).toBe(true);
    expect(document.getElementById(givenUp.getAttribute('aria-describedby') ?? '')?.textContent).toBe(automationMessages.retryGivenUp);
    const capped = within(await rowOf('plafond@example.com')).getByRole('button', { name: /^Réessayer/ }) as HTMLButtonElement;
    expect(capped.disabled).toBe(true);
    expect(document.getElementById(capped.getAttribute('aria-describedby') ?? '')?.textContent).toBe(automationMessages.retryCapped);

    const digest = await rowOf('clinique@example.com');
    expect(within(digest).queryByRole('link')).toBeNull();
    expect(within(digest).queryByRole('button')).toBeNull();
    // Never the message's body or links: the row holds what the view gives, no more.
    expect((await table()).closest('section')?.className).toBe('ui-stacked-table');
  });

  it('reads its filters from the address, chooses a state by its chip, and pages', async () => {
    const api = renderHealth(
      {
        'GET /api/admin/automation/messages': ({ url }) =>
          messagePage([failedMessage(`m-${url.searchParams.get('page')}`, { to: `page${url.searchParams.get('page')}@example.com` })], {
            total: 120,
            page: Number(url.searchParams.get('page')),
            counts: { planned: 10, sent: 100, failed: 8, given_up: 2 },
          }),
      },
      '/admin/automation-health?section=courriels&type=rappel&du=2026-11-01&au=2026-11-30&patient=pat-1&nom=L%C3%A9a%20Gagnon',
    );
    await rowOf('page1@example.com');
    expect(asked(api)[0]).toEqual({ kind: 'rappel', patientId: 'pat-1', from: '2026-11-01', to: '2026-11-30', page: '1' });
    expect((screen.getByLabelText(/^Type/) as HTMLSelectElement).value).toBe('rappel');
    expect(screen.getByText('Léa Gagnon', { selector: 'strong' }).parentElement?.textContent).toContain('Patient choisi : Léa Gagnon');
    screen.getByText('120 courriels · page 1 sur 3.');

    fireEvent.click(screen.getByRole('link', { name: 'Échec (8)' }));
    await waitFor(() => expect(asked(api).at(-1)).toMatchObject({ state: 'failed', page: '1' }));
    expect(currentLocation()).toContain('etat=failed');
    expect(chips()[3]).toEqual(['Échec (8)', 'true']);

    fireEvent.click(await screen.findByRole('link', { name: 'Page suivante' }));
    await rowOf('page2@example.com');
    expect(currentLocation()).toContain('page=2');
    screen.getByRole('link', { name: 'Page précédente' });

    // The patient chip takes its filter off.
    fireEvent.click(screen.getByRole('button', { name: 'Tous les patients' }));
    await waitFor(() =>
      expect(asked(api).at(-1)).toEqual({ state: 'failed', kind: 'rappel', from: '2026-11-01', to: '2026-11-30', page: '1' }),
    );
    expect(currentLocation()).not.toContain('patient=');
  });

  it('refuses a last day before the first beside its field, then applies the form to the address', async () => {
    const api = renderHealth({ 'GET /api/admin/automation/messages': () => messagePage([]) });
    await screen.findByText('Aucun courriel ne correspond à ces filtres.');
    fireEvent.change(screen.getByLabelText(/^Du/), { target: { value: '2026-11-20' } });
    const to = screen.getByLabelText(/^Au/);
    fireEvent.change(to, { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await screen.findByText('La date de fin doit être le même jour que la date de début ou plus tard.');
    await waitFor(() => expect(document.activeElement).toBe(to));
    expect(asked(api)).toHaveLength(1);

    fireEvent.change(to, { target: { value: '2026-11-25' } });
    fireEvent.change(screen.getByLabelText(/^Type/), { target: { value: 'digest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(asked(api).at(-1)).toEqual({ kind: 'digest', from: '2026-11-20', to: '2026-11-25', page: '1' }));
    expect(currentLocation()).toBe('/admin/automation-health?section=courriels&type=digest&du=2026-11-20&au=2026-11-25');

    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/automation-health?section=courriels'));
  });

  it('retries a failed e-mail, says so, and reads the list again', async () => {
    let retried = false;
    const api = renderHealth({
      'GET /api/admin/automation/messages': () =>
        messagePage([
          retried
            ? failedMessage('m-2', { state: 'planned', stateLabel: 'Planifié', canRetry: false, manualRetries: 1, errorCode: null })
            : failedMessage('m-2'),
        ]),
      'POST /api/admin/automation/messages/m-2/retry': () => {
        retried = true;
        return { message: messageView('m-2', { state: 'planned', stateLabel: 'Planifié', sentAt: null }) };
      },
    });
    fireEvent.click(within(await rowOf('refuse@example.com')).getByRole('button', { name: /^Réessayer/ }));
    const status = await screen.findByText('Le courriel à refuse@example.com sera réessayé dans un instant.');
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(status));
    await waitFor(() => within(screen.getByRole('region', { name: 'Courriels correspondant aux filtres' })).getByText('Planifié'));
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(asked(api)).toHaveLength(2);
  });

  it('says a refused retry in the API’s French, as an alert that takes the focus', async () => {
    const api = renderHealth({
      'GET /api/admin/automation/messages': () => messagePage([failedMessage('m-2')]),
      'POST /api/admin/automation/messages/m-2/retry': () => conflict(automationMessages.retryCapped),
    });
    fireEvent.click(within(await rowOf('refuse@example.com')).getByRole('button', { name: /^Réessayer/ }));
    const alert = await screen.findByText(automationMessages.retryCapped);
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await waitFor(() => expect(asked(api)).toHaveLength(2));
  });

  it('links a patient’s e-mails with the filters the list reads', () => {
    const link = patientMessagesLink('pat-1', 'Léa Gagnon');
    expect(link).toBe('/admin/automation-health?section=courriels&patient=pat-1&nom=L%C3%A9a+Gagnon');
    expect(readMessageFilters(new URL(link, 'http://localhost').searchParams)).toMatchObject({
      patientId: 'pat-1',
      patientName: 'Léa Gagnon',
      page: 1,
    });
    expect(readMessageFilters(new URLSearchParams('patientId=pat-2')).patientId).toBe('pat-2');
    // What the address cannot hold falls back to « every ».
    expect(readMessageFilters(new URLSearchParams('etat=perdu&type=inconnu&du=2026-02-30&au=hier&page=-2'))).toEqual({
      state: '',
      kind: '',
      from: '',
      to: '',
      patientId: '',
      patientName: '',
      page: 1,
    });
  });

  it('says when the e-mails cannot be read', async () => {
    renderHealth({
      'GET /api/admin/automation/messages': () => failure(422, { error: { code: 'VAL_001', message: 'Date invalide (AAAA-MM-JJ).' } }),
    });
    await screen.findByText('Date invalide (AAAA-MM-JJ).');
    screen.getByRole('heading', { name: 'Erreur lors du chargement des courriels' });
  });
});

const failed = 'Interrompue par une erreur ; elle reprendra à sa prochaine exécution.';

describe("Santé de l'automatisation › Tâches", () => {
  it('shows each job with its period, last and next run, lease holder and recent runs', async () => {
    renderHealth(
      {
        'GET /api/admin/automation/jobs': () => ({
          thisInstance: 'api-a',
          jobs: [
            jobView(),
            jobView({
              name: 'appointment-reminders',
              label: 'Rappels de rendez-vous',
              everyMs: 3_600_000,
              late: true,
              leaseHolder: 'api-b',
              lastRun: jobRun({
                outcome: 'failed',
                durationMs: 2500,
                errorCode: 'SQLITE_BUSY',
                figures: {},
                summary: failed,
                holder: 'api-b',
              }),
              recentRuns: [
                jobRun({ outcome: 'failed', durationMs: 2500, errorCode: 'SQLITE_BUSY', figures: {}, summary: failed, holder: 'api-b' }),
                jobRun({ startedAt: '2026-11-26T13:55:00.000Z' }),
              ],
            }),
            jobView({
              name: 'automation-digest',
              label: 'Résumé quotidien des échecs',
              everyMs: 86_400_000,
              lastRun: null,
              nextRunAt: null,
              leaseHolder: null,
              leaseExpiresAt: null,
              leaseLost: { holder: 'api-c', since: '2026-11-26T13:00:00.000Z' },
              recentRuns: [],
            }),
          ],
        }),
      },
      '/admin/automation-health?section=taches',
    );
    const sender = await screen.findByRole('article', { name: 'Envoi des courriels' });
    expect(screen.getByRole('link', { name: 'Tâches' }).getAttribute('aria-current')).toBe('page');
    const facts = (article: HTMLElement) =>
      Object.fromEntries([...article.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts(sender)).toEqual({
      Fréquence: 'toutes les 5 min',
      'Dernière exécution': `${formatDateTime(new Date('2026-11-26T14:55:00.000Z'))} · 120 ms Réussie`,
      Bilan: '3 courriels envoyés.',
      'Prochaine exécution': formatDateTime(new Date('2026-11-26T15:00:00.000Z')),
      'Détenue par': `cette instance, jusqu’à ${formatTime(new Date('2026-11-26T15:01:00.000Z'))}`,
    });
    expect(within(sender).queryByText('En retard')).toBeNull();

    const reminders = screen.getByRole('article', { name: 'Rappels de rendez-vous' });
    expect(within(reminders).getByText('En retard').className).toContain('automation-badge--bad');
    expect(facts(reminders)).toMatchObject({
      Fréquence: 'toutes les heures',
      Bilan: failed,
      'Code d’erreur': 'SQLITE_BUSY',
    });
    expect(facts(reminders)['Détenue par']).toMatch(/^api-b, jusqu’à/);
    const summary = within(reminders).getByText('Dernières exécutions (2)');
    expect(summary.closest('details')?.open).toBe(false);
    fireEvent.click(summary);
    const runs = within(reminders).getByRole('region', { name: 'Dernières exécutions : Rappels de rendez-vous' });
    expect(
      within(runs)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      [formatDateTime(new Date('2026-11-26T14:55:00.000Z')), '2,5 s', 'Échec', failed, 'SQLITE_BUSY', 'api-b'],
      [formatDateTime(new Date('2026-11-26T13:55:00.000Z')), '120 ms', 'Réussie', '3 courriels envoyés.', 'Aucun', 'cette instance'],
    ]);

    const digest = screen.getByRole('article', { name: 'Résumé quotidien des échecs' });
    expect(facts(digest)).toEqual({
      Fréquence: 'tous les jours',
      'Dernière exécution': 'Jamais exécutée',
      'Prochaine exécution': 'Après sa première exécution',
      'Détenue par': `L’instance qui tenait cette tâche ne répond plus depuis ${formatDateTime(new Date('2026-11-26T13:00:00.000Z'))} (api-c) ; la prochaine instance disponible la reprendra.`,
    });
  });

  it('says periods and durations in words', () => {
    expect([30_000, 60_000, 15 * 60_000, 2 * 3_600_000, 90 * 60_000, 7 * 86_400_000].map(periodText)).toEqual([
      'toutes les 30 s',
      'chaque minute',
      'toutes les 15 min',
      'toutes les 2 h',
      'toutes les 1 h 30',
      'tous les 7 jours',
    ]);
    expect([45, 1500, 125_000].map(durationMsText)).toEqual(['45 ms', '1,5 s', '2 min 5 s']);
  });
});

describe("Santé de l'automatisation › Textos", () => {
  const off = {
    configured: false,
    from: null,
    counts: { queued: 0, sent: 0, delivered: 0, failed: 0 },
    sentThisMonth: 0,
    recent: [],
    inbox: [],
  };

  it('says plainly that texts are off without a Twilio account', async () => {
    renderHealth({ 'GET /api/admin/automation/texts': () => off }, '/admin/automation-health?section=textos');
    await screen.findByText('Textos désactivés');
    screen.getByText(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN et TWILIO_FROM/);
    expect(screen.queryByText('Réponses à lire')).toBeNull();
  });

  it('shows the statuses, the texts sent this month, a failed text’s code, and marks a reply read', async () => {
    let inbox = [
      {
        id: 'r-1',
        patientId: 'p-1',
        patientName: 'Léa Tremblay',
        from: '+15145550101',
        body: 'Je serai en retard',
        receivedAt: '2026-11-18T14:00:00Z',
      },
    ];
    const api = renderHealth(
      {
        'GET /api/admin/automation/texts': () => ({
          ...off,
          configured: true,
          from: '+15145550100',
          counts: { queued: 1, sent: 2, delivered: 5, failed: 1 },
          sentThisMonth: 8,
          recent: [
            {
              id: 't-1',
              patientId: 'p-2',
              patientName: 'Marc Roy',
              appointmentId: 'a-1',
              status: 'failed',
              statusLabel: 'En échec',
              createdAt: '2026-11-18T13:00:00Z',
              sentAt: '2026-11-18T13:00:05Z',
              errorCode: '30003',
            },
          ],
          inbox,
        }),
        'POST /api/admin/automation/texts/replies/r-1/read': () => {
          inbox = [];
          return { read: true };
        },
      },
      '/admin/automation-health?section=textos',
    );
    await screen.findByText('Textos activés, envoyés du +15145550100.');
    const counts = within(screen.getByRole('list', { name: 'Textos des 30 derniers jours par état' }));
    expect(counts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'En attente (1)',
      'Envoyé (2)',
      'Livré (5)',
      'En échec (1)',
    ]);
    screen.getByText('Textos envoyés ce mois-ci : 8.');
    const recent = within(screen.getByRole('region', { name: 'Derniers textos envoyés' }));
    recent.getByText('30003');
    recent.getByText('En échec');
    const replies = within(screen.getByRole('region', { name: 'Réponses par texto à lire' }));
    replies.getByText('Je serai en retard');
    fireEvent.click(replies.getByRole('button', { name: 'Marquer comme lue : réponse de Léa Tremblay' }));
    await screen.findByText('Aucune réponse à lire.');
    expect(
      api.requests.some((request) => request.method === 'POST' && request.url.pathname === '/api/admin/automation/texts/replies/r-1/read'),
    ).toBe(true);
  });
});
