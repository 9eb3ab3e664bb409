import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffPasswordResetPage } from '../password-reset/StaffPasswordResetPage';
import { AdminSignupPage } from '../signup/AdminSignupPage';
import { StaffUnlockPage } from '../unlock/StaffUnlockPage';
import { answerAdminApi, unreachable } from '../../../test-support/admin-stub-api';
import { clinicIdentity } from '../../../test-support/clinic-identity';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { AdminLoginPage } from './AdminLoginPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pages: [string, ReactNode, { pattern: string; url: string }][] = [
  ['Connexion Admin', <AdminLoginPage key="login" />, { pattern: paths.adminLogin.pattern, url: paths.adminLogin.build() }],
  ['Inscription Admin', <AdminSignupPage key="signup" />, { pattern: paths.adminSignup.pattern, url: paths.adminSignup.build() }],
  [
    'Mot de passe oublié',
    <StaffPasswordResetPage key="reset" />,
    { pattern: paths.adminPasswordReset.pattern, url: paths.adminPasswordReset.build() },
  ],
  [
    'Déverrouiller la double authentification',
    <StaffUnlockPage key="unlock" />,
    { pattern: paths.adminUnlock.pattern, url: paths.adminUnlock.build() },
  ],
];

describe('every staff sign-in page', () => {
  it.each(pages)('« %s » shows the clinic’s identity over the page, its title in the form’s column', async (title, page, at) => {
    renderAdminPage(page, answerAdminApi({ 'GET /api/public/clinic': () => clinicIdentity }), at.url);
    const banner = screen.getByRole('banner');
    const home = await within(banner).findByRole('link', { name: 'Dre Émilie Tremblay Chiropraticienne' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.querySelector('svg')).not.toBeNull();
    within(banner).getByText('Clinique chiropratique Émilie Tremblay');
    await waitFor(() => expect(document.title).toMatch(/ — Clinique chiropratique Émilie Tremblay$/));
    // The title and the form share one narrow column: the h1 and the form's wrapper are siblings in it.
    const main = screen.getByRole('main');
    expect(main.className).toBe('ui-page ui-sign-in admin-auth-page');
    const heading = within(main).getByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(new RegExp(`^${title}`));
    expect(heading.nextElementSibling?.className).toBe('admin-auth');
  });

  it('keeps the mark alone, named « Accueil », when the clinic cannot be read', async () => {
    renderAdminPage(<AdminLoginPage />, answerAdminApi({ 'GET /api/public/clinic': unreachable }), paths.adminLogin.build());
    within(screen.getByRole('banner')).getByRole('link', { name: 'Accueil' });
    await waitFor(() => expect(document.title).toBe('Connexion Admin — Clinique chiropratique'));
  });
});
