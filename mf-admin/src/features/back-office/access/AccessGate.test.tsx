import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from 'shared-domain/platform/paths';
import { roleRefusalMessage, type StaffRole } from 'shared-domain/accounts/staff-role';
import { currentLocation, renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRoutes from '../../../routes';
import { type AdminView, mayOpenView, viewAccess } from './view-access';
import { answerAdminApi, failure, type AdminStubRoutes } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Lazy pages inside the frame take a while on a busy machine.
const slow = { timeout: 5000 };

const refusal = () => failure(403, { error: { code: 'AUTH_002', message: roleRefusalMessage } });

function renderAs(role: StaffRole, path: string, routes: AdminStubRoutes = {}) {
  const api = answerAdminApi({
    'GET /api/admin/me': () => ({ ...testStaff, role }),
    'GET /api/admin/audit-events': () => ({ events: [], nextBefore: null }),
    ...routes,
  });
  renderRemoteRoutes(AdminRoutes, path, api);
  return api;
}

/** « Accès réservé », the reason and the way back, in the frame; the focus on the reason. */
async function expectRefusedPage() {
  await screen.findByRole('heading', { level: 1, name: 'Accès réservé' }, slow);
  expect(document.title).toBe('Accès réservé — Clinique chiropratique');
  const reason = screen.getByText(roleRefusalMessage);
  await waitFor(() => expect(document.activeElement).toBe(reason));
  screen.getByRole('navigation', { name: 'Navigation du back-office' });
  return screen.getByRole('link', { name: 'Retour à Ma Journée' });
}

const views = Object.keys(viewAccess) as AdminView[];
const pathOf = (view: AdminView) => (view === 'adminPatient' ? paths.adminPatient.build('pat-1') : paths[view].build());

describe('a view the role may not open', () => {
  it('says « Accès réservé » and why to the receptionist at the audit trail’s address, without asking for it, and leads back to Ma Journée', async () => {
    const api = renderAs('reception', '/admin/audit');
    const back = await expectRefusedPage();
    expect(screen.queryByRole('heading', { name: "Journal d'audit" })).toBeNull();
    expect(api.requests.filter((request) => request.url.pathname === '/api/admin/audit-events')).toEqual([]);
    await act(async () => fireEvent.click(back));
    await waitFor(() => expect(currentLocation()).toBe('/admin/dashboard'));
  });

  it.each([
    ['reception', views.filter((view) => !mayOpenView('reception', view))],
    ['practitioner', views.filter((view) => !mayOpenView('practitioner', view))],
  ] as const)('refuses the %s every view outside its group, each on its own route', async (role, refused) => {
    expect(refused.length).toBeGreaterThan(5);
    for (const view of refused) {
      renderAs(role, pathOf(view));
      await expectRefusedPage();
      cleanup();
    }
  });

  it('opens the views of its group to the role: the practitioner reaches the patients, not the settings', async () => {
    renderAs('practitioner', '/admin/patients', {
      'GET /api/admin/patients': () => ({ patients: [], nextCursor: null, total: 0 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Patients' }, slow);
    expect(screen.queryByRole('heading', { name: 'Accès réservé' })).toBeNull();
  });

  it('explains a request refused for the role inside a view the same way, not as an error', async () => {
    renderAs('reception', '/admin/patients', { 'GET /api/admin/patients': refusal });
    await expectRefusedPage();
    expect(screen.queryByText('Une erreur est survenue')).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('alert')).toBeNull();
  });
});
