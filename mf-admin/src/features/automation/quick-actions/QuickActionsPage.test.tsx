import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientAccount } from '../../billing/payments/payments-test-support';
import { week } from '../../scheduling/calendar/calendar-test-support';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { QuickActionsPage } from './QuickActionsPage';
import { type AdminStubRoutes, answerAdminApi } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lea = {
  id: 'pat-1',
  firstName: 'Léa',
  lastName: 'Gagnon',
  email: 'lea@example.com',
  phone: '5145550142',
  status: 'active' as const,
  totalVisits: 3,
  lastVisit: '2026-10-01',
  nextAppointment: null,
};

function renderQuickActions(role: StaffRole, routes: AdminStubRoutes = {}) {
  const api = answerAdminApi({
    'GET /api/admin/me': () => ({ ...testStaff, role }),
    'GET /api/admin/calendar': () => week(),
    ...routes,
  });
  renderAdminPage(<QuickActionsPage />, api, '/admin/quick-actions');
  return api;
}

const actionNames = async () => {
  const list = await screen.findByRole('list', { name: 'Actions' });
  return within(list)
    .getAllByRole('button')
    .map(
      (button) =>
        `${button.querySelector('.quick-action__label')?.textContent} ${button.querySelector('.quick-action__keys')?.textContent}`,
    );
};

describe('« Actions rapides »', () => {
  it('shows the administrator every gesture with its shortcut', async () => {
    renderQuickActions('admin');
    await screen.findByRole('heading', { level: 1, name: 'Actions rapides' });
    expect(await actionNames()).toEqual([
      'Nouveau rendez-vous N',
      'Note SOAP rapide Ctrl S',
      'Encaisser E',
      'Bloquer une période B',
      'Rechercher Ctrl K',
    ]);
    const newAppointment = screen.getByRole('button', { name: 'Nouveau rendez-vous' });
    expect(newAppointment.getAttribute('aria-keyshortcuts')).toBe('N');
    expect(newAppointment.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('hides the checkout from the practitioner and the SOAP note from the reception', async () => {
    renderQuickActions('practitioner');
    expect(await actionNames()).toEqual(['Nouveau rendez-vous N', 'Note SOAP rapide Ctrl S', 'Bloquer une période B', 'Rechercher Ctrl K']);
    cleanup();
    renderQuickActions('reception');
    expect(await actionNames()).toEqual(['Nouveau rendez-vous N', 'Encaisser E', 'Bloquer une période B', 'Rechercher Ctrl K']);
  });

  it('does nothing on the letter of an action the role does not have', async () => {
    renderQuickActions('practitioner');
    await screen.findByRole('button', { name: 'Nouveau rendez-vous' });
    fireEvent.keyDown(document.body, { key: 'e' });
    fireEvent.keyDown(document.body, { key: 'b' });
    await screen.findByRole('dialog', { name: 'Bloquer une période' });
    expect(screen.queryByRole('dialog', { name: /Encaisser/ })).toBeNull();
  });

  it('opens the new appointment with its letter, and not while typing in a field', async () => {
    renderQuickActions('reception');
    await screen.findByRole('button', { name: 'Nouveau rendez-vous' });
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'n' });
    expect(screen.queryByRole('dialog', { name: 'Nouveau rendez-vous' })).toBeNull();
    input.remove();
    // A modified letter belongs to the browser or the frame.
    fireEvent.keyDown(document.body, { key: 'n', ctrlKey: true });
    expect(screen.queryByRole('dialog', { name: 'Nouveau rendez-vous' })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'n' });
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' });
    // The services come from the calendar's day.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Service/ }).textContent).toContain('Ajustement chiropratique'),
    );
  });

  it('leaves a letter the frame already acted on (the « b » of « g b »)', async () => {
    renderQuickActions('admin');
    await screen.findByRole('button', { name: 'Bloquer une période' });
    const taken = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener('keydown', taken);
    fireEvent.keyDown(document.body, { key: 'b' });
    document.removeEventListener('keydown', taken);
    expect(screen.queryByRole('dialog', { name: 'Bloquer une période' })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'b' });
    await screen.findByRole('dialog', { name: 'Bloquer une période' });
  });

  it('opens the search and the SOAP note in place from their buttons', async () => {
    renderQuickActions('practitioner');
    fireEvent.click(await screen.findByRole('button', { name: 'Rechercher' }));
    const search = await screen.findByRole('dialog', { name: 'Recherche globale' });
    fireEvent.click(within(search).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recherche globale' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Note SOAP rapide' }));
    await screen.findByRole('dialog', { name: 'Note SOAP rapide' });
  });

  it('checks out a chosen patient: the picker first, then the checkout for her', async () => {
    const api = renderQuickActions('reception', {
      'GET /api/admin/patients': ({ url }) => ({ patients: url.searchParams.get('q') === 'gag' ? [lea] : [], nextCursor: null }),
      'GET /api/admin/patients/:id/account': () => patientAccount(),
    });
    await screen.findByRole('button', { name: 'Encaisser' });
    fireEvent.keyDown(document.body, { key: 'e' });
    let dialog = await screen.findByRole('dialog', { name: 'Encaisser — choisir le patient' });
    // Nothing chosen: said beside the picker, nothing asked.
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' })));
    await within(dialog).findByText('Choisissez un patient');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Patient/ }), { target: { value: 'gag' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Léa Gagnon/ }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' })));
    dialog = await screen.findByRole('dialog', { name: 'Encaisser' });
    await waitFor(() => expect(api.requests.some((request) => request.url.pathname === '/api/admin/patients/pat-1/account')).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Encaisser — choisir le patient' })).toBeNull();
  });
});
