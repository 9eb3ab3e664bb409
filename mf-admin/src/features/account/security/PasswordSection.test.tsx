import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import { renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRoutes from '../../../routes';
import { passwordText } from './PasswordSection';
import { answerAdminApi, failure, signedIn, type AdminStubRoutes } from '../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const session = (id: string, current: boolean) => ({
  id,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  createdAt: '2026-11-16T13:00:00.000Z',
  lastSeenAt: '2026-11-18T14:30:00.000Z',
  expiresAt: '2026-12-16T13:00:00.000Z',
  current,
});

function renderSecurity(routes: AdminStubRoutes = {}) {
  const api = answerAdminApi({
    'GET /api/admin/me': signedIn,
    'GET /api/admin/sessions': () => ({ sessions: [session('session-portable', true), session('session-telephone', false)] }),
    ...routes,
  });
  renderRemoteRoutes(AdminRoutes, '/admin/security', api);
  return api;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: passwordText.open }));
  return screen.getByRole('dialog', { name: passwordText.open });
}

function fill(dialog: HTMLElement, values: { current?: string; next?: string; code?: string }) {
  const set = (label: RegExp, value: string | undefined) => {
    if (value !== undefined) fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  };
  set(/^Mot de passe actuel/, values.current);
  set(/^Nouveau mot de passe/, values.next);
  set(/^Code d’authentification ou code de secours/, values.code);
}

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: passwordText.submit }));
const refusal = (fields: Record<string, string>) =>
  failure(422, { error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields } });

describe('Security page — changing one’s own password', () => {
  it('has its own section, and a dialog with the three labelled fields, the first one focused', async () => {
    renderSecurity();
    await screen.findByRole('heading', { level: 2, name: passwordText.heading });
    const dialog = await openDialog();
    const current = within(dialog).getByLabelText(/^Mot de passe actuel/);
    expect(current.getAttribute('type')).toBe('password');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    expect(
      within(dialog)
        .getByLabelText(/^Nouveau mot de passe/)
        .getAttribute('autocomplete'),
    ).toBe('new-password');
    expect(
      within(dialog)
        .getByLabelText(/^Code d’authentification/)
        .getAttribute('autocomplete'),
    ).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(current));
  });

  it('checks the form before asking the server: required fields, length, a code of the right shape, a different password', async () => {
    const api = renderSecurity();
    const dialog = await openDialog();
    fill(dialog, { current: 'un mot de passe actuel', next: 'court', code: '12ab' });
    submit(dialog);
    await within(dialog).findByText(m.passwordTooShort);
    within(dialog).getByText(m.invalidFreshCode);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Nouveau mot de passe/)));
    fill(dialog, { next: 'un mot de passe actuel', code: '123456' });
    submit(dialog);
    await within(dialog).findByText(m.samePassword);
    expect(api.sent('POST', '/api/admin/me/password')).toEqual([]);
  });

  it('puts each refusal of the server beside its field and keeps what was typed', async () => {
    let answer = refusal({ currentPassword: m.wrongCurrentPassword });
    const api = renderSecurity({ 'POST /api/admin/me/password': () => answer });
    const dialog = await openDialog();
    fill(dialog, { current: 'pas le bon', next: 'lanterne violette sous la pluie', code: '123456' });
    submit(dialog);
    await within(dialog).findByText(m.wrongCurrentPassword);
    const current = within(dialog).getByLabelText(/^Mot de passe actuel/);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(current));

    answer = refusal({ code: m.wrongCode });
    fill(dialog, { current: 'le bon cette fois' });
    submit(dialog);
    await within(dialog).findByText(m.wrongCode);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Code d’authentification/)));

    answer = failure(423, { error: { code: 'AUTH_006', message: m.secondFactorLocked } });
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(m.secondFactorLocked);
    expect(api.sent('POST', '/api/admin/me/password')).toHaveLength(3);
    expect((within(dialog).getByLabelText(/^Nouveau mot de passe/) as HTMLInputElement).value).toBe('lanterne violette sous la pluie');
  });

  it('says it is done, focused, and shows the sessions the server now has', async () => {
    let changed = false;
    const api = renderSecurity({
      'POST /api/admin/me/password': () => {
        changed = true;
        return { changed: true };
      },
      'GET /api/admin/sessions': () => ({
        sessions: changed ? [session('session-portable', true)] : [session('session-portable', true), session('session-telephone', false)],
      }),
    });
    const dialog = await openDialog();
    fill(dialog, { current: 'le mot de passe actuel', next: 'lanterne violette sous la pluie', code: 'AB12-CD34' });
    submit(dialog);
    const heading = await within(dialog).findByRole('heading', { name: passwordText.doneTitle });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    within(dialog).getByText(passwordText.done);
    // The backup code as typed, cleaned to its 8 characters.
    expect(api.sent('POST', '/api/admin/me/password')).toEqual([
      { currentPassword: 'le mot de passe actuel', newPassword: 'lanterne violette sous la pluie', code: 'ab12cd34' },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminé' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.sent('GET', '/api/admin/sessions').length).toBeGreaterThan(1));
  });
});
