// The sign-in page does not bring the second factor's set-up and its QR code library (uqr) with
// it: everyone signs in, few enrol. The library's module reports when it is first loaded.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from 'shared-domain/platform/paths';
import { afterEach, expect, it, vi } from 'vitest';
import { answerAdminApi } from '../../../test-support/admin-stub-api';
import { clinicIdentity } from '../../../test-support/clinic-identity';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { type } from '../../../test-support/sign-in-form';

const loaded = vi.hoisted(() => ({ qrLibrary: false }));

vi.mock('uqr', async (original) => {
  loaded.qrLibrary = true;
  return original();
});

afterEach(() => {
  cleanup();
});

it('loads the QR code library only once a staff member without an authenticator must enrol one', async () => {
  const { AdminLoginPage } = await import('./AdminLoginPage');
  const api = answerAdminApi({
    'GET /api/public/clinic': () => clinicIdentity,
    'POST /api/auth/staff/sign-in': () => ({ secondFactor: 'setup' }),
  });
  renderAdminPage(
    <Routes>
      <Route path={paths.adminLogin.pattern} element={<AdminLoginPage />} />
    </Routes>,
    api,
    { pathname: paths.adminLogin.build() },
  );
  await screen.findByRole('button', { name: 'Se connecter' });
  expect(loaded.qrLibrary).toBe(false);
  type('Courriel', 'admin@clinique.test');
  type('Mot de passe', 'un mot de passe assez long');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Se connecter' })));
  await screen.findByRole('dialog', { name: 'Authentification à deux facteurs' });
  expect(loaded.qrLibrary).toBe(true);
});
