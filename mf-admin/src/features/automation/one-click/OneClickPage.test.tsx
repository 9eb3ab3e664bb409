import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { automationMessages, oneClickActionLabels } from 'shared-domain/automation/automation';
import type { OneClickActionView } from 'shared-domain/automation/automation-views';
import type { StaffRole } from 'shared-domain/accounts/staff-role';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { batchItem, batchReport, dryRun } from '../batches/batch-test-support';
import { OneClickPage } from './OneClickPage';
import { type AdminStubRoutes, answerAdminApi, failure, json } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const action = (name: OneClickActionView['action'], count: number, countLabel: string): OneClickActionView => ({
  action: name,
  title: oneClickActionLabels[name].title,
  description: oneClickActionLabels[name].description,
  count,
  countLabel,
});

const actions = () => ({
  actions: [
    action('unconfirmed_tomorrow', 2, '2 rendez-vous'),
    action('unpaid_over_30_days', 0, '0 patient'),
    action('free_slots_this_week', 5, '5 créneaux'),
  ],
});

const reminders = dryRun({
  kind: 'presence_reminders',
  kindLabel: 'Demandes de confirmation de présence',
  items: [
    batchItem({ outcome: 'messaged', outcomeLabel: 'Avisé', emailLabel: 'Demande de confirmation de présence' }),
    batchItem({
      appointmentId: 'rdv-2',
      patientName: 'Marc Roy',
      outcome: 'messaged',
      outcomeLabel: 'Avisé',
      emailLabel: 'Demande de confirmation de présence',
    }),
  ],
  totals: { touched: 2, skipped: 0, emails: 2, deposits: 0 },
  firstEmailAt: '2026-11-25T15:00:00.000Z',
  lastEmailAt: '2026-11-25T15:02:00.000Z',
  closure: null,
});

const route = 'POST /api/admin/automation/one-click/unconfirmed-tomorrow';

function renderOneClick(routes: AdminStubRoutes = {}, role: StaffRole = 'admin') {
  const api = answerAdminApi({
    'GET /api/admin/me': () => ({ ...testStaff, role }),
    'GET /api/admin/automation/one-click': actions,
    ...routes,
  });
  renderAdminPage(<OneClickPage />, api, '/admin/one-click-batch');
  return api;
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('« Actions en un clic »', () => {
  it('shows each action with its count; a count of 0 disables it and says why', async () => {
    renderOneClick();
    const list = await screen.findByRole('list', { name: 'Actions préparées' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      oneClickActionLabels.unconfirmed_tomorrow.title,
      oneClickActionLabels.unpaid_over_30_days.title,
      oneClickActionLabels.free_slots_this_week.title,
    ]);
    const tomorrow = card(oneClickActionLabels.unconfirmed_tomorrow.title);
    within(tomorrow).getByText('2 rendez-vous');
    expect((within(tomorrow).getByRole('button', { name: 'Voir l’aperçu' }) as HTMLButtonElement).disabled).toBe(false);
    const unpaid = card(oneClickActionLabels.unpaid_over_30_days.title);
    const button = within(unpaid).getByRole('button', { name: 'Voir l’aperçu' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const why = within(unpaid).getByText('Rien à faire : aucun solde n’est impayé depuis plus de 30 jours.');
    expect(button.getAttribute('aria-describedby')).toBe(why.id);
  });

  it('hides the payment reminders from the practitioner (the cash desk’s)', async () => {
    renderOneClick({}, 'practitioner');
    const list = await screen.findByRole('list', { name: 'Actions préparées' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([oneClickActionLabels.unconfirmed_tomorrow.title, oneClickActionLabels.free_slots_this_week.title]);
  });

  it('previews an action, runs it after saying what will happen, and links to its report', async () => {
    let counts = 0;
    const api = renderOneClick({
      'GET /api/admin/automation/one-click': () => {
        counts += 1;
        return actions();
      },
      [route]: ({ body }) =>
        (body as { dryRun: boolean }).dryRun
          ? reminders
          : json(201, batchReport({ id: 'batch-7', kind: 'presence_reminders', summary: 'Patients de demain sans confirmation' })),
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: oneClickActionLabels.unconfirmed_tomorrow.title })).getByRole('button'),
    );
    await screen.findByRole('heading', { level: 2, name: 'Aperçu — Demandes de confirmation de présence' });
    await waitFor(() => expect(document.activeElement?.id).toBe('action-apercu'));
    screen.getByText('2 touchés, 0 non touché, 2 courriels.');
    fireEvent.click(screen.getByRole('button', { name: 'Lancer l’opération' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lancer l’opération ?' });
    within(dialog).getByText('2 demandes de confirmation de présence partiront.');
    within(dialog).getByText(/ne peut pas être annulée/);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Lancer l’opération' })));
    await screen.findByText('« Patients de demain sans confirmation » est lancée.');
    expect(screen.getByRole('link', { name: 'Voir le rapport dans Opérations groupées' }).getAttribute('href')).toBe(
      '/admin/batch?batch=batch-7',
    );
    expect(api.sent('POST', '/api/admin/automation/one-click/unconfirmed-tomorrow')).toEqual([
      { dryRun: true },
      { dryRun: false, selectionToken: 'token-1' },
    ]);
    // The counts are read again after the run.
    await waitFor(() => expect(counts).toBe(2));
  });

  it('previews again when what the action touches changed since its dry run', async () => {
    let previews = 0;
    const api = renderOneClick({
      [route]: ({ body }) => {
        if (!(body as { dryRun: boolean }).dryRun)
          return failure(409, { error: { code: 'AUTO_001', message: automationMessages.staleDryRun } });
        previews += 1;
        return previews === 1
          ? reminders
          : {
              ...reminders,
              selectionToken: 'token-2',
              items: reminders.items.slice(0, 1),
              totals: { touched: 1, skipped: 0, emails: 1, deposits: 0 },
            };
      },
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: oneClickActionLabels.unconfirmed_tomorrow.title })).getByRole('button'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Lancer l’opération' }));
    await act(async () =>
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: 'Lancer l’opération ?' })).getByRole('button', { name: 'Lancer l’opération' }),
      ),
    );
    await screen.findByText(/La sélection a changé depuis l’aperçu/);
    screen.getByText('1 touché, 0 non touché, 1 courriel.');
    expect(api.sent('POST', '/api/admin/automation/one-click/unconfirmed-tomorrow')).toHaveLength(3);
  });

  it('says a refused preview', async () => {
    renderOneClick({
      [route]: () => failure(422, { error: { code: 'VAL_001', message: automationMessages.batchEmpty } }),
    });
    fireEvent.click(
      within(await screen.findByRole('article', { name: oneClickActionLabels.unconfirmed_tomorrow.title })).getByRole('button'),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(automationMessages.batchEmpty));
    expect(screen.queryByRole('heading', { name: /^Aperçu/ })).toBeNull();
  });
});
