import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { teamMessages } from 'shared-domain/accounts/staff-team';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { memberTableMinWidth, TeamPage } from './TeamPage';
import { memberActionText, teamText } from './team-text';
import { type AdminAnswer, type AdminStubRoutes, answerAdminApi, failure } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Team = AdminAnswer<'GET /api/admin/team'>;
type Member = Team['members'][number];

const member = (id: string, fullName: string, role: Member['role'], extra: Partial<Member> = {}): Member => ({
  id,
  fullName,
  email: `${id}@clinique.example`,
  role,
  createdAt: '2026-01-05T15:00:00.000Z',
  active: true,
  deactivatedAt: null,
  secondFactorEnabled: true,
  secondFactorLocked: false,
  lastSignInAt: '2026-11-17T14:30:00.000Z',
  owner: false,
  ...extra,
});

function teamOf(): Team {
  return {
    members: [
      member(testStaff.id, testStaff.fullName, 'admin', { owner: true }),
      member('antoine', 'Antoine Gagné', 'practitioner'),
      member('chantal', 'Chantal Bergeron', 'reception', { secondFactorEnabled: false, lastSignInAt: null }),
      member('marc', 'Marc Ouellet', 'reception', { active: false, deactivatedAt: '2026-10-01T12:00:00.000Z' }),
    ],
    invitations: [
      {
        id: 'inv-1',
        email: 'sophie.lavoie@courriel.example',
        role: 'practitioner',
        invitedByName: testStaff.fullName,
        createdAt: '2026-11-16T15:00:00.000Z',
        expiresAt: '2026-11-23T15:00:00.000Z',
        usedAt: null,
        revokedAt: null,
        state: 'pending',
      },
      {
        id: 'inv-2',
        email: 'jerome.cloutier@courriel.example',
        role: 'reception',
        invitedByName: testStaff.fullName,
        createdAt: '2026-11-06T15:00:00.000Z',
        expiresAt: '2026-11-13T15:00:00.000Z',
        usedAt: null,
        revokedAt: null,
        state: 'expired',
      },
    ],
  };
}

/** A member's row, by the start of her name. */
const rowOf = (text: string) =>
  within(screen.getByRole('table', { name: teamText.membersTitle }))
    .getByRole('cell', { name: new RegExp(`^${text}`) })
    .closest('tr') as HTMLElement;
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));

function renderTeam(routes: AdminStubRoutes = {}) {
  let team = teamOf();
  const api = answerAdminApi(
    {
      'GET /api/admin/me': () => testStaff,
      'GET /api/admin/team': () => team,
      ...routes,
    },
    { 'POST /api/admin/team/invitations': 201 },
  );
  renderAdminPage(<TeamPage />, api, '/admin/team');
  return {
    api,
    change(next: (current: Team) => Team) {
      team = next(team);
    },
  };
}

describe('TeamPage', () => {
  it('lists the members with role, state, second factor and last sign-in, and the invitations with their state', async () => {
    renderTeam();
    await screen.findByRole('heading', { level: 1, name: 'Équipe' });
    const members = await screen.findByRole('table', { name: teamText.membersTitle });
    expect(within(members).getAllByRole('row')).toHaveLength(5);
    // Narrow enough for a 1280 px screen beside the sidebar: the e-mail under the name, no column of its own.
    expect(
      within(members)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nom', 'Rôle', 'État', 'Double authentification', 'Dernière connexion', 'Actions']);
    const region = members.closest('.ui-stacked-table') as HTMLElement;
    expect(region.style.getPropertyValue('--ui-stacked-table-min-width')).toBe(memberTableMinWidth);
    expect(Number.parseFloat(memberTableMinWidth) * 16).toBeLessThanOrEqual(1280 - 280 - 2 * 48);
    const admin = rowOf(testStaff.fullName);
    within(admin).getByText(teamText.owner);
    expect(admin.textContent).toContain('(vous)');
    // Nobody deactivates her own account.
    expect(within(admin).queryByRole('button', { name: /^Désactiver/ })).toBeNull();
    const chantal = rowOf('Chantal Bergeron');
    expect(chantal.textContent).toContain('Réception');
    expect(within(chantal).getAllByRole('cell')[0]?.textContent).toContain('@clinique.example');
    expect(chantal.textContent).toContain(teamText.factorOff);
    expect(chantal.textContent).toContain(teamText.never);
    expect(rowOf('Antoine Gagné').textContent).toContain('mardi 17 novembre 2026 à 9 h 30');
    const marc = rowOf('Marc Ouellet');
    expect(marc.textContent).toContain(teamText.deactivated);
    expect(
      within(marc)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Réactiver : Marc Ouellet']);
    const invitations = screen.getByRole('table', { name: teamText.invitationsTitle });
    expect(within(invitations).getByRole('row', { name: /sophie\.lavoie/ }).textContent).toContain('En attente');
    const expired = within(invitations).getByRole('row', { name: /jerome\.cloutier/ });
    expect(expired.textContent).toContain('Expirée');
    expect(within(expired).queryByRole('button')).toBeNull();
  });

  it('invites a person with a role chosen among the described roles; the result is said and focused', async () => {
    const { api, change } = renderTeam({
      'POST /api/admin/team/invitations': ({ body }) => {
        change((team) => ({
          ...team,
          invitations: [
            { ...team.invitations[0]!, id: 'inv-3', email: (body as { email: string }).email, state: 'pending' },
            ...team.invitations,
          ],
        }));
        return { invitation: { id: 'inv-3', email: 'nouvelle@exemple.ca', role: 'reception', expiresAt: '2026-11-25T15:00:00.000Z' } };
      },
    });
    await click(await screen.findByRole('button', { name: teamText.invite }));
    const dialog = screen.getByRole('dialog', { name: teamText.invite });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Courriel/)));
    within(dialog).getByText(/Jamais le dossier clinique/i);
    fireEvent.change(within(dialog).getByLabelText(/^Courriel/), { target: { value: 'Nouvelle@Exemple.ca' } });
    await click(within(dialog).getByRole('radio', { name: /^Réception/ }));
    await click(within(dialog).getByRole('button', { name: teamText.send }));
    expect(api.sent('POST', '/api/admin/team/invitations')).toEqual([{ email: 'nouvelle@exemple.ca', role: 'reception' }]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(teamText.invited('nouvelle@exemple.ca')));
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('row', { name: /nouvelle@exemple\.ca/ });
  });

  it('shows the server’s refusal of an address under its field, focused, and asks for a role', async () => {
    renderTeam({
      'POST /api/admin/team/invitations': () =>
        failure(422, {
          error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields: { email: teamMessages.emailHasAccount } },
        }),
    });
    await click(await screen.findByRole('button', { name: teamText.invite }));
    const dialog = screen.getByRole('dialog', { name: teamText.invite });
    const email = within(dialog).getByLabelText(/^Courriel/);
    fireEvent.change(email, { target: { value: 'antoine@clinique.example' } });
    await click(within(dialog).getByRole('button', { name: teamText.send }));
    within(dialog).getByText(teamMessages.roleRequired);
    await click(within(dialog).getByRole('radio', { name: /^Administration/ }));
    await click(within(dialog).getByRole('button', { name: teamText.send }));
    await waitFor(() => expect(document.activeElement).toBe(email));
    within(dialog).getByText(teamMessages.emailHasAccount);
  });

  it('confirms each member action in a dialog, then says it was done', async () => {
    const { api, change } = renderTeam({
      'POST /api/admin/team/members/antoine/deactivate': () => {
        change((team) => ({ ...team, members: team.members.map((m) => (m.id === 'antoine' ? { ...m, active: false } : m)) }));
        return { deactivated: true as const };
      },
    });
    const row = await waitFor(() => rowOf('Antoine Gagné'));
    await click(within(row).getByRole('button', { name: /^Désactiver/ }));
    const dialog = screen.getByRole('dialog', { name: memberActionText.deactivate.title });
    expect(dialog.textContent).toContain('Antoine Gagné : toutes ses sessions seront fermées');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Désactiver' })));
    await click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual([
      '/api/admin/team/members/antoine/deactivate',
    ]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(memberActionText.deactivate.done('Antoine Gagné')));
    await waitFor(() => expect(rowOf('Antoine Gagné').textContent).toContain(teamText.deactivated));
  });

  it('changes a role by radios and shows the last-admin refusal in the dialog', async () => {
    const { api } = renderTeam({
      [`PATCH /api/admin/team/members/${testStaff.id}`]: () =>
        failure(409, { error: { code: 'TEAM_001', message: teamMessages.lastAdmin } }),
    });
    const row = await waitFor(() => rowOf(testStaff.fullName));
    await click(within(row).getByRole('button', { name: /^Changer le rôle/ }));
    const dialog = screen.getByRole('dialog', { name: memberActionText.role.title });
    expect((within(dialog).getByRole('radio', { name: /^Administration/ }) as HTMLInputElement).checked).toBe(true);
    await click(within(dialog).getByRole('radio', { name: /^Praticienne/ }));
    await click(within(dialog).getByRole('button', { name: memberActionText.role.confirm }));
    expect(api.sent('PATCH', `/api/admin/team/members/${testStaff.id}`)).toEqual([{ role: 'practitioner' }]);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain(teamMessages.lastAdmin));
  });

  it('revokes a pending invitation after confirmation', async () => {
    const { change } = renderTeam({
      'POST /api/admin/team/invitations/inv-1/revoke': () => {
        change((team) => ({ ...team, invitations: team.invitations.map((i) => (i.id === 'inv-1' ? { ...i, state: 'revoked' } : i)) }));
        return { revoked: true as const };
      },
    });
    await click(await screen.findByRole('button', { name: /^Révoquer : sophie/ }));
    const dialog = screen.getByRole('dialog', { name: teamText.revokeTitle });
    await click(within(dialog).getByRole('button', { name: teamText.revoke }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(teamText.revoked('sophie.lavoie@courriel.example')));
    await waitFor(() => expect(screen.getByRole('row', { name: /sophie\.lavoie/ }).textContent).toContain('Révoquée'));
  });
});
