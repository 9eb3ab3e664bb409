import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { actionableListKeys, actionableListTitles, actionableMessages } from 'shared-domain/analytics/actionable-lists';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { type AdminStubRoutes, answerAdminApi, failure, json } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';
import { ActionablePage } from './ActionablePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lists = (overrides: { sentAt?: string | null; overridden?: boolean } = {}) => ({
  today: '2026-11-18',
  lists: actionableListKeys.map((key) => ({
    key,
    ...actionableListTitles[key],
    count: key === 'reexam' || key === 'reactivation' ? (key === 'reactivation' ? 2 : 1) : 0,
    mayAct: true,
  })),
  reexam: [
    {
      patientId: 'camille',
      patientName: 'Camille Gagnon',
      hasEmail: true,
      reexamOn: '2026-12-14',
      overdue: false,
      reason: 'Réexamen prévu le 14 déc. 2026 (noté le 16 nov. 2026); prochain rendez-vous le 4 déc. 2026, avant cette date.',
      sentAt: overrides.sentAt ?? null,
    },
  ],
  episode: [],
  unpaid: [],
  waitlist: [],
  reactivation: [
    {
      patientId: 'helene',
      patientName: 'Hélène Tremblay',
      hasEmail: true,
      lastSeenOn: '2026-01-16',
      reason: 'Dernière visite le 16 janv. 2026; aucun rendez-vous prévu.',
      consent: overrides.overridden
        ? 'Exclusion levée par l’équipe le 18 nov. 2026 : A demandé au téléphone de recevoir nos nouvelles'
        : 'Exclu : aucun consentement exprès au registre, et aucun paiement qui donne un consentement tacite.',
      excluded: overrides.overridden ? null : ('no_consent' as const),
      exclusionLabel: overrides.overridden ? null : 'Aucun consentement valide',
      mayOverride: !overrides.overridden,
      overridden: overrides.overridden ?? false,
      sentAt: null,
    },
    {
      patientId: 'robert',
      patientName: 'Robert Gauthier',
      hasEmail: true,
      lastSeenOn: '2026-03-18',
      reason: 'Dernière visite le 18 mars 2026; aucun rendez-vous prévu.',
      consent: 'Consentement exprès donné le 19 sept. 2026.',
      excluded: null,
      exclusionLabel: null,
      mayOverride: false,
      overridden: false,
      sentAt: null,
    },
  ],
});

function renderLists(routes: AdminStubRoutes = {}, role: StaffRole = 'practitioner') {
  const api = answerAdminApi({
    'GET /api/admin/me': () => ({ ...testStaff, role }),
    'GET /api/admin/automation/actionable': () => lists(),
    ...routes,
  });
  renderAdminPage(<ActionablePage />, api, '/admin/actionable-analytics');
  return api;
}

const section = (title: string) => {
  const heading = screen.getAllByRole('heading', { level: 2 }).find((candidate) => candidate.textContent?.startsWith(title));
  const found = heading?.closest('section');
  if (!found) throw new Error(`no list « ${title} »`);
  return found;
};

describe('« Analyses actionnables »', () => {
  it('shows each list with its definition, and each row why and its action', async () => {
    renderLists();
    await screen.findByRole('heading', { level: 2, name: /^Réexamen à prévoir sans rendez-vous/ });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      actionableListKeys.map(
        (key) =>
          `${actionableListTitles[key].title} (${key === 'reexam' ? '1 personne' : key === 'reactivation' ? '2 personnes' : '0 personne'})`,
      ),
    );
    const reexam = section(actionableListTitles.reexam.title);
    within(reexam).getByText(actionableListTitles.reexam.definition);
    within(reexam).getByText(/^Réexamen prévu le 14 déc\. 2026/);
    within(reexam).getByRole('button', { name: 'Proposer un rendez-vous — Camille Gagnon' });
    const reactivation = section(actionableListTitles.reactivation.title);
    within(reactivation).getByText('Exclu : Aucun consentement valide');
    within(reactivation).getByRole('button', { name: 'Lever l’exclusion — Hélène Tremblay' });
    within(reactivation).getByRole('button', { name: 'Envoyer un message de réactivation — Robert Gauthier' });
    within(section(actionableListTitles.unpaid.title)).getByText('Personne dans cette liste pour l’instant.');
  });

  it('proposes a visit in one click, then says so and reads the lists again', async () => {
    let reads = 0;
    const api = renderLists({
      'GET /api/admin/automation/actionable': () => {
        reads += 1;
        return reads === 1 ? lists() : lists({ sentAt: '2026-11-18T15:00:00.000Z' });
      },
      'POST /api/admin/automation/actionable/rebooking-offers': () => json(201, { batchId: 'batch-1', sentAt: '2026-11-18T15:00:00.000Z' }),
    });
    const button = await screen.findByRole('button', { name: 'Proposer un rendez-vous — Camille Gagnon' });
    await act(async () => fireEvent.click(button));
    await screen.findByText('Rendez-vous proposé à Camille Gagnon : le courriel part avec ses créneaux.');
    within(section(actionableListTitles.reexam.title)).getByText('Envoyé le 18 nov. 2026');
    expect(api.sent('POST', '/api/admin/automation/actionable/rebooking-offers')).toEqual([{ patientId: 'camille', list: 'reexam' }]);
  });

  it('says why a second click sends nothing', async () => {
    renderLists({
      'POST /api/admin/automation/actionable/rebooking-offers': () =>
        failure(409, { error: { code: 'AUTO_004', message: actionableMessages.alreadySent } }),
    });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Proposer un rendez-vous — Camille Gagnon' })));
    expect((await screen.findByRole('alert', {})).textContent).toBe(actionableMessages.alreadySent);
  });

  it('lifts an exclusion with the reason typed, refused when too short', async () => {
    let overridden = false;
    const api = renderLists({
      'GET /api/admin/automation/actionable': () => lists({ overridden }),
      'POST /api/admin/automation/actionable/overrides': () => {
        overridden = true;
        return json(201, { id: '6f1c2b1e-0000-4000-8000-000000000001', createdAt: '2026-11-18T15:00:00.000Z' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Lever l’exclusion — Hélène Tremblay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lever l’exclusion du message de réactivation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lever l’exclusion' }));
    await within(dialog).findByText(actionableMessages.overrideReason);
    expect(api.sent('POST', '/api/admin/automation/actionable/overrides')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Raison/), { target: { value: 'A demandé au téléphone de recevoir nos nouvelles' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Lever l’exclusion' })));
    await screen.findByText('Exclusion levée pour Hélène Tremblay; la raison est consignée.');
    expect(api.sent('POST', '/api/admin/automation/actionable/overrides')).toEqual([
      { patientId: 'helene', reason: 'A demandé au téléphone de recevoir nos nouvelles' },
    ]);
    await waitFor(() =>
      within(section(actionableListTitles.reactivation.title)).getByRole('button', {
        name: 'Envoyer un message de réactivation — Hélène Tremblay',
      }),
    );
  });
});
