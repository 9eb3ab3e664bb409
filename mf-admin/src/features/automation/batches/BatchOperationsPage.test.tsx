import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { automationMessages } from 'shared-domain/automation/automation';
import type { StaffRole } from 'shared-domain/accounts/staff-role';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { type ListedAppointment, listedAppointment } from '../../../test-support/appointment';
import { BatchOperationsPage } from './BatchOperationsPage';
import { batchItem, batchReport, dryRun, sickDayItems } from './batch-test-support';
import { type AdminStubRoutes, answerAdminApi, failure, json, type RefusalAnswer } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const cancelRoute = 'POST /api/admin/automation/batches/cancel';

function renderBatches(routes: AdminStubRoutes = {}, { role = 'admin', path = '/admin/batch' }: { role?: StaffRole; path?: string } = {}) {
  const api = answerAdminApi(
    {
      'GET /api/admin/me': () => ({ ...testStaff, role }),
      'GET /api/admin/automation/batches': () => ({ batches: [] }),
      ...routes,
    },
    { [cancelRoute]: 200 },
  );
  renderAdminPage(<BatchOperationsPage />, api, path);
  return api;
}

/** The dry run, or the run's report (201) when the request says `dryRun: false`. */
const cancelAnswers =
  (run: () => RefusalAnswer | ReturnType<typeof batchReport>, preview = dryRun()) =>
  ({ body }: { body: unknown }) => {
    if ((body as { dryRun: boolean }).dryRun) return preview;
    const answer = run();
    return 'summary' in answer ? json(201, answer) : answer;
  };

const sent = (api: ReturnType<typeof renderBatches>, route: string) => api.sent('POST', route);

/** A cell's words, its lines apart. */
function cellText(cell: Element): string {
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent?.trim() ?? '');
  return parts.filter(Boolean).join(' ');
}

/** Each row of the table named `name`: its cells' words, ' | ' between cells. */
const rowsOf = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map(cellText).join(' | '));

async function previewSickDay(api: ReturnType<typeof renderBatches>) {
  fireEvent.click(await screen.findByRole('button', { name: 'Journée maladie' }));
  fireEvent.change(screen.getByLabelText(/^Jour/), { target: { value: '2026-11-26' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aperçu' })));
  await screen.findByRole('heading', { level: 2, name: 'Aperçu — Annulation' });
  return api;
}

describe('« Opérations groupées »', () => {
  it('previews a sick day: the whole day cancelled with its reason, the waitlist unticked, who gets what and who is left alone', async () => {
    const api = renderBatches({ [cancelRoute]: cancelAnswers(() => batchReport()) });
    await previewSickDay(api);
    expect(sent(api, '/api/admin/automation/batches/cancel')).toEqual([
      {
        kind: 'cancel',
        selection: { type: 'day', date: '2026-11-26' },
        reason: 'Journée maladie',
        offerToWaitlist: false,
        closeDays: true,
        sendDelayMinutes: 2,
        ratePerMinute: 30,
        dryRun: true,
      },
    ]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Aperçu — Annulation'));
    screen.getByText('2 touchés, 1 non touché, 2 courriels.');
    screen.getByText('Le premier courriel partira à 10 h 02, le dernier vers 10 h 04.');
    expect(rowsOf('Ce que l’opération ferait')).toEqual([
      'Léa Gagnon | jeudi 26 novembre 2026, 9 h | Ajustement chiropratique | Avis d’annulation lea@example.com | Annulé',
      'Marc Roy | jeudi 26 novembre 2026, 10 h | Ajustement chiropratique | Avis d’annulation marc@example.com | Annulé',
      'Zoé Roy | jeudi 26 novembre 2026, 11 h | Ajustement chiropratique | Aucun courriel | Non touché Aucune adresse courriel',
    ]);
  });

  it('closes the sick day to booking unless unticked, says so in the preview, and leaves chosen appointments’ days open', async () => {
    const closing = dryRun({ closure: { startDate: '2026-11-26', endDate: '2026-11-26' } });
    const api = renderBatches({ [cancelRoute]: cancelAnswers(() => batchReport(), closing) });
    fireEvent.click(await screen.findByRole('button', { name: 'Journée maladie' }));
    const box = screen.getByRole('checkbox', { name: 'Fermer cette journée à la réservation (rouverte si l’opération est annulée)' });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Jour/), { target: { value: '2026-11-26' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aperçu' })));
    await screen.findByText(
      'La journée du jeudi 26 novembre 2026 sera fermée à la réservation : aucun créneau n’y est offert. Annuler l’opération la rouvre.',
    );
    expect(sent(api, '/api/admin/automation/batches/cancel')[0]).toMatchObject({ closeDays: true });

    // Back to the form: unticked, the day stays open.
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Fermer cette journée/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aperçu' })));
    await screen.findByRole('heading', { level: 2, name: 'Aperçu — Annulation' });
    expect(sent(api, '/api/admin/automation/batches/cancel')[1]).toMatchObject({ closeDays: false });

    // Chosen appointments close no day: the box is not offered.
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Des rendez-vous choisis' }));
    expect(screen.queryByRole('checkbox', { name: /^Fermer/ })).toBeNull();
  });

  it('says in the preview that the cancelled visits’ deposits go back when the undo window ends, and nothing when none has one', async () => {
    const withDeposits = dryRun({ totals: { touched: 2, skipped: 1, emails: 2, deposits: 2 } });
    const api = renderBatches({ [cancelRoute]: cancelAnswers(() => batchReport(), withDeposits) });
    await previewSickDay(api);
    screen.getByText('Dépôts remboursés à la fin du délai d’annulation : 2');
    cleanup();

    await previewSickDay(renderBatches({ [cancelRoute]: cancelAnswers(() => batchReport()) }));
    expect(screen.queryByText(/^Dépôts remboursés/)).toBeNull();
  });

  it('checks the form with the shared schema, in French, and sends nothing', async () => {
    const api = renderBatches();
    fireEvent.click(await screen.findByRole('radio', { name: 'Envoyer un message' }));
    fireEvent.change(screen.getByLabelText(/^Débit/), { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aperçu' })));
    await screen.findByText('Indiquez l’objet.');
    screen.getByText('Écrivez le message.');
    screen.getByText('Le débit doit être entre 1 et 600 courriels par minute.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Objet/)));
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows a refusal beside its field and keeps the form as filled', async () => {
    renderBatches({
      'POST /api/admin/automation/batches/move': () =>
        failure(422, { error: { code: 'VAL_001', message: 'Données invalides.', fields: { toDate: automationMessages.sameDay } } }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Déplacer vers un autre jour' }));
    fireEvent.change(screen.getByLabelText(/^Jour/), { target: { value: '2026-11-26' } });
    fireEvent.change(screen.getByLabelText(/^Nouveau jour/), { target: { value: '2026-11-26' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aperçu' })));
    await screen.findByText(automationMessages.sameDay);
    expect((screen.getByLabelText(/^Nouveau jour/) as HTMLInputElement).value).toBe('2026-11-26');
  });

  it('runs the previewed batch after saying what will happen, then shows its report', async () => {
    const api = renderBatches({
      [cancelRoute]: cancelAnswers(() => batchReport({ canUndo: true, undoUntil: new Date(Date.now() + 15 * 60_000).toISOString() })),
      'GET /api/admin/automation/batches/batch-1': () => batchReport(),
    });
    await previewSickDay(api);
    fireEvent.click(screen.getByRole('button', { name: 'Lancer l’opération' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lancer l’opération ?' });
    expect(within(dialog).getByText(/^2 rendez-vous seront annulés et 2 patients avisés par courriel/).textContent).toContain(
      'Les créneaux libérés ne seront pas offerts à la liste d’attente.',
    );
    within(dialog).getByText(/Vous pourrez annuler l’opération pendant 15 minutes/);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Lancer l’opération' })));
    await screen.findByRole('heading', { level: 2, name: /^Rapport de l’opération — Journée maladie/ });
    expect(sent(api, '/api/admin/automation/batches/cancel')[1]).toMatchObject({ dryRun: false, selectionToken: 'token-1' });
    // The run's answer is the report: not asked again at once.
    expect(api.requests.some((request) => request.url.pathname === '/api/admin/automation/batches/batch-1')).toBe(false);
    screen.getByText('Des courriels sont planifiés : le rapport se met à jour toutes les quelques secondes.');
    screen.getByRole('button', { name: 'Annuler l’opération' });
  });

  it('says when the selection changed since the dry run, and previews it again', async () => {
    let previews = 0;
    const api = renderBatches({
      [cancelRoute]: ({ body }) => {
        if ((body as { dryRun: boolean }).dryRun) {
          previews += 1;
          return previews === 1
            ? dryRun()
            : dryRun({
                selectionToken: 'token-2',
                items: sickDayItems.slice(0, 1),
                totals: { touched: 1, skipped: 0, emails: 1, deposits: 0 },
              });
        }
        return failure(409, { error: { code: 'AUTO_001', message: automationMessages.staleDryRun } });
      },
    });
    await previewSickDay(api);
    fireEvent.click(screen.getByRole('button', { name: 'Lancer l’opération' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lancer l’opération ?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Lancer l’opération' })));
    await screen.findByText('La sélection a changé depuis l’aperçu : voici l’aperçu à jour. Vérifiez-le avant de lancer l’opération.');
    screen.getByText('1 touché, 0 non touché, 1 courriel.');
    expect(rowsOf('Ce que l’opération ferait')).toHaveLength(1);
    expect(sent(api, '/api/admin/automation/batches/cancel').map((body) => (body as { dryRun: boolean }).dryRun)).toEqual([
      true,
      false,
      true,
    ]);
    expect(screen.queryByRole('dialog', { name: 'Lancer l’opération ?' })).toBeNull();
    // The next run carries the new preview's token.
    fireEvent.click(screen.getByRole('button', { name: 'Lancer l’opération' }));
    await act(async () =>
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: 'Lancer l’opération ?' })).getByRole('button', { name: 'Lancer l’opération' }),
      ),
    );
    await waitFor(() => expect(sent(api, '/api/admin/automation/batches/cancel')).toHaveLength(5));
    expect(sent(api, '/api/admin/automation/batches/cancel')[3]).toMatchObject({ dryRun: false, selectionToken: 'token-2' });
  });

  it('comes back to the form as filled with « Modifier »', async () => {
    const api = renderBatches({ [cancelRoute]: cancelAnswers(() => batchReport()) });
    await previewSickDay(api);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(((await screen.findByLabelText(/^Raison/)) as HTMLInputElement).value).toBe('Journée maladie');
    expect((screen.getByLabelText(/^Jour/) as HTMLInputElement).value).toBe('2026-11-26');
    expect((screen.getByRole('radio', { name: 'Annuler des rendez-vous' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers the reception only the message batches: no cancelling, no moving, no sick day', async () => {
    renderBatches({}, { role: 'reception' });
    const kinds = await screen.findByRole('radiogroup', { name: /^Opération/ });
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Envoyer un message', 'Renvoyer les confirmations']);
    expect((within(kinds).getByRole('radio', { name: 'Envoyer un message' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Journée maladie' })).toBeNull();
  });

  it('sends the appointments ticked in the day’s list', async () => {
    // The list first shows today's appointments: the clock pinned (Wednesday 25 November, clinic time).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00.000Z') });
    const listed = (id: string, name: string, scheduledTime: string, status: ListedAppointment['status']) =>
      listedAppointment(id, { name, scheduledTime, status });
    const api = renderBatches({
      'GET /api/admin/appointments': () => ({
        appointments: [
          listed('rdv-1', 'Léa Gagnon', '09:00', 'confirmed'),
          listed('rdv-2', 'Marc Roy', '10:00', 'cancelled'),
          listed('rdv-3', 'Zoé Roy', '11:00', 'pending'),
        ],
        nextCursor: null,
      }),
      'POST /api/admin/automation/batches/resend-confirmations': () =>
        dryRun({
          kind: 'resend_confirmations',
          kindLabel: 'Renvoi des confirmations',
          items: [batchItem({ outcome: 'messaged', outcomeLabel: 'Avisé' })],
        }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Renvoyer les confirmations' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Des rendez-vous choisis' }));
    fireEvent.change(screen.getByLabelText(/^Jour/), { target: { value: '2026-11-26' } });
    const list = await screen.findByRole('group', { name: /^Rendez-vous du jeudi 26 novembre 2026/ });
    // A cancelled appointment is never offered.
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['9 h — Léa Gagnon — Ajustement', '11 h — Zoé Roy — Ajustement']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aperçu' })));
    await screen.findByText('Choisissez au moins un élément.');
    // Another day's ticks do not follow to the next day.
    fireEvent.click(within(list).getByRole('checkbox', { name: /Léa Gagnon/ }));
    fireEvent.change(screen.getByLabelText(/^Jour/), { target: { value: '2026-11-27' } });
    fireEvent.change(screen.getByLabelText(/^Jour/), { target: { value: '2026-11-26' } });
    const again = await screen.findByRole('group', { name: /^Rendez-vous du jeudi 26 novembre 2026/ });
    expect(
      within(again)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false]);
    fireEvent.click(within(again).getByRole('checkbox', { name: /Zoé Roy/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aperçu' })));
    await screen.findByRole('heading', { level: 2, name: 'Aperçu — Renvoi des confirmations' });
    const asked = api.requests.filter((request) => request.url.pathname === '/api/admin/appointments').map((request) => request.url.search);
    expect(asked.slice(0, 2)).toEqual(['?from=2026-11-25&to=2026-11-25', '?from=2026-11-26&to=2026-11-26']);
    expect(sent(api, '/api/admin/automation/batches/resend-confirmations')).toEqual([
      expect.objectContaining({ kind: 'resend_confirmations', selection: { type: 'appointments', appointmentIds: ['rdv-3'] } }),
    ]);
  });

  it('writes a message to patients rather than appointments, chosen by group and last visit; patients are a message’s selection only', async () => {
    const api = renderBatches({
      'POST /api/admin/automation/batches/message': () =>
        dryRun({
          kind: 'message',
          kindLabel: 'Message',
          items: [batchItem({ appointmentId: null, startsAt: null, outcome: 'messaged', outcomeLabel: 'Avisé' })],
        }),
    });
    const selection = () =>
      within(screen.getByRole('radiogroup', { name: 'Choisir' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    await screen.findByRole('radio', { name: 'Annuler des rendez-vous' });
    expect(selection()).not.toContain('Des patients');
    fireEvent.click(screen.getByRole('radio', { name: 'Envoyer un message' }));
    expect(selection()).toContain('Des patients');
    fireEvent.click(screen.getByRole('radio', { name: 'Des patients' }));
    expect(screen.queryByLabelText(/^Jour/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Patients/), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText(/^Vus depuis le/), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText(/^Objet/), { target: { value: 'Fermeture du 24 décembre' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'La clinique sera fermée le 24 décembre.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aperçu' })));
    await screen.findByRole('heading', { level: 2, name: 'Aperçu — Message' });
    expect(sent(api, '/api/admin/automation/batches/message')).toEqual([
      expect.objectContaining({ kind: 'message', selection: { type: 'patients', status: 'all', lastVisitSince: '2026-01-01' } }),
    ]);
    // Back to an operation on appointments: the selection goes back to a day.
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Renvoyer les confirmations' }));
    expect(selection()).not.toContain('Des patients');
    screen.getByLabelText(/^Jour/);
  });

  it('lists the recent batches, each opening its report', async () => {
    renderBatches({
      'GET /api/admin/automation/batches': () => {
        const { items: _items, ...batch } = batchReport({ status: 'undone', statusLabel: 'Annulée' });
        return { batches: [batch] };
      },
      'GET /api/admin/automation/batches/batch-1': () => batchReport({ status: 'undone', statusLabel: 'Annulée' }),
    });
    const link = await screen.findByRole('link', { name: 'Ouvrir l’opération « Journée maladie — jeudi 26 novembre 2026 »' });
    expect(rowsOf('Opérations groupées récentes')[0]).toContain('Annulée');
    fireEvent.click(link);
    await screen.findByRole('heading', { level: 2, name: /^Rapport de l’opération/ });
    screen.getByRole('link', { name: 'Retour aux opérations groupées' });
  });
});

describe('« Opérations groupées » › a batch’s report', () => {
  const now = new Date('2026-11-25T15:05:00.000Z');
  const undoable = () => batchReport({ canUndo: true, undoUntil: new Date(now.getTime() + 10 * 60_000).toISOString() });

  it('offers the undo with the time left, and says what it restored and what it kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    const api = renderBatches(
      {
        'GET /api/admin/automation/batches/batch-1': undoable,
        'POST /api/admin/automation/batches/batch-1/undo': () =>
          batchReport({
            status: 'partly_undone',
            statusLabel: 'Annulée en partie',
            totals: { touched: 2, skipped: 1, emails: 2, sent: 1, failed: 0, restored: 1, deposits: 0 },
            items: [
              batchItem({ outcome: 'restored', outcomeLabel: 'Rétabli', messageState: null }),
              batchItem({
                appointmentId: 'rdv-2',
                patientName: 'Marc Roy',
                outcome: 'kept',
                outcomeLabel: 'Déjà avisé, non rétabli',
                messageState: 'sent',
              }),
            ],
          }),
      },
      { path: '/admin/batch?batch=batch-1' },
    );
    const undo = await screen.findByRole('button', { name: 'Annuler l’opération' });
    expect(undo.getAttribute('aria-describedby')).toBe(screen.getByText('Encore 10 min 00 s pour annuler.').id);
    screen.getByText('2 touchés, 1 non touché, 0 courriel envoyé sur 2.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Annuler l’opération' })));
    await screen.findByText('Opération annulée : 1 rendez-vous rétabli, 1 déjà avisé et non rétabli.');
    expect(api.sent('POST', '/api/admin/automation/batches/batch-1/undo')).toHaveLength(1);
    screen.getByText('Annulée en partie');
    expect(screen.queryByRole('button', { name: 'Annuler l’opération' })).toBeNull();
  });

  it('says the deposits go back when the undo window ends, then that they went back', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    const deposits = { touched: 2, skipped: 1, emails: 2, sent: 0, failed: 0, restored: 0, deposits: 1 };
    renderBatches(
      { 'GET /api/admin/automation/batches/batch-1': () => batchReport({ ...undoable(), totals: deposits }) },
      { path: '/admin/batch?batch=batch-1' },
    );
    await screen.findByText('Dépôts remboursés à la fin du délai d’annulation : 1');
    cleanup();

    renderBatches(
      { 'GET /api/admin/automation/batches/batch-1': () => batchReport({ totals: deposits }) },
      { path: '/admin/batch?batch=batch-1' },
    );
    await screen.findByText('Dépôts remboursés : 1');
    expect(screen.queryByText(/délai d’annulation/)).toBeNull();
  });

  it('says the refusal when the window closed meanwhile, and reads the report again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    let reads = 0;
    renderBatches(
      {
        'GET /api/admin/automation/batches/batch-1': () => {
          reads += 1;
          return reads === 1 ? undoable() : batchReport();
        },
        'POST /api/admin/automation/batches/batch-1/undo': () =>
          failure(409, { error: { code: 'AUTO_002', message: automationMessages.undoExpired } }),
      },
      { path: '/admin/batch?batch=batch-1' },
    );
    await screen.findByRole('heading', { level: 2, name: /^Rapport de l’opération/ });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Annuler l’opération' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(automationMessages.undoExpired));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Annuler l’opération' })).toBeNull());
    expect(reads).toBe(2);
  });

  it('counts the time left down, and reads the report again once the window has closed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    let reads = 0;
    renderBatches(
      {
        'GET /api/admin/automation/batches/batch-1': () => {
          reads += 1;
          return reads === 1 ? undoable() : batchReport();
        },
      },
      { path: '/admin/batch?batch=batch-1' },
    );
    await screen.findByText('Encore 10 min 00 s pour annuler.');
    vi.setSystemTime(new Date(now.getTime() + 9 * 60_000 + 30_000));
    await screen.findByText('Encore 30 s pour annuler.', undefined, { timeout: 3000 });
    vi.setSystemTime(new Date(now.getTime() + 10 * 60_000));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Annuler l’opération' })).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(reads).toBe(2));
  });

  it('offers no undo to the reception, whatever the batch', async () => {
    renderBatches({ 'GET /api/admin/automation/batches/batch-1': undoable }, { role: 'reception', path: '/admin/batch?batch=batch-1' });
    await screen.findByRole('heading', { level: 2, name: /^Rapport de l’opération/ });
    expect(screen.queryByRole('button', { name: 'Annuler l’opération' })).toBeNull();
  });

  it('reads the report again every few seconds while e-mails are planned, and stops when none is', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let reads = 0;
    renderBatches(
      {
        'GET /api/admin/automation/batches/batch-1': () => {
          reads += 1;
          return reads === 1
            ? batchReport()
            : batchReport({
                totals: { touched: 2, skipped: 1, emails: 2, sent: 2, failed: 0, restored: 0, deposits: 0 },
                items: sickDayItems.map((item) => (item.outcome === 'skipped' ? item : { ...item, messageState: 'sent' })),
              });
        },
      },
      { path: '/admin/batch?batch=batch-1' },
    );
    await screen.findByText('2 touchés, 1 non touché, 0 courriel envoyé sur 2.');
    expect(rowsOf('Éléments de l’opération')[0]).toContain('Planifié');
    await act(async () => vi.advanceTimersByTimeAsync(4000));
    await screen.findByText('2 touchés, 1 non touché, 2 courriels envoyés sur 2.');
    expect(rowsOf('Éléments de l’opération')[0]).toContain('Envoyé');
    await act(async () => vi.advanceTimersByTimeAsync(12_000));
    expect(reads).toBe(2);
  });
});
