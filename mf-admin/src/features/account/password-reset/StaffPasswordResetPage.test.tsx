import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from 'shared-ui/query-client';
import { QueryProvider } from 'shared-ui/QueryProvider';
import { paths } from 'shared-domain/platform/paths';
import { staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import { teamMessages } from 'shared-domain/accounts/staff-team';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, errorsOf, field, json, refusal, renderPage, stubApi, type } from '../login/auth-test-support';
import { AdminLoginPage } from '../login/AdminLoginPage';
import { resetText, StaffPasswordResetPage } from './StaffPasswordResetPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

const currentLocation = () => screen.getByTestId('where').textContent;

/** The page opened at `url`, its fragment included (the e-mailed link's `#jeton=…`). */
function renderReset(url: string, answer: (call: ApiCall) => Response | Promise<Response>) {
  const api = stubApi(answer);
  render(
    <QueryProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={paths.adminPasswordReset.pattern} element={<StaffPasswordResetPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryProvider>,
  );
  return api;
}

const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('StaffPasswordResetPage, without a link', () => {
  it('asks for the address and says the same thing whoever it belongs to', async () => {
    const { calls } = renderReset(paths.adminPasswordReset.build(), () => json(202, { sent: true }));
    screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' });
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/admin');
    await click('Envoyer le lien');
    expect(errorsOf(field('Courriel'))).toEqual([m.allFieldsRequired]);
    expect(calls).toEqual([]);
    type('Courriel', 'Emilie@Clinique.test');
    await click('Envoyer le lien');
    expect(calls).toEqual([{ method: 'POST', path: '/api/auth/staff/password-reset-requests', body: { email: 'emilie@clinique.test' } }]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: resetText.sentTitle })));
    screen.getByText(resetText.sent);
  });

  it('says so when the server cannot be reached or refuses, and keeps the address', async () => {
    renderReset(paths.adminPasswordReset.build(), () =>
      refusal(429, 'RATE_LIMITED', 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'),
    );
    type('Courriel', 'emilie@clinique.test');
    await click('Envoyer le lien');
    expect(screen.getByRole('alert').textContent).toContain('Trop de tentatives.');
    expect(field('Courriel').value).toBe('emilie@clinique.test');
  });
});

describe('StaffPasswordResetPage, from the e-mailed link', () => {
  const url = `${paths.adminPasswordReset.build()}#jeton=jeton-du-courriel`;

  it('takes the token out of the address bar, sends it with the new password and the code, then leads to the sign-in', async () => {
    const { calls } = renderReset(url, () => json(200, { reset: true }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/reinitialiser'));
    type('Nouveau mot de passe', 'cerise violon tuque ardoise');
    type(resetText.codeLabel, ' 123456 ');
    await click('Changer le mot de passe');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/auth/staff/password-reset',
        body: { token: 'jeton-du-courriel', password: 'cerise violon tuque ardoise', code: '123456' },
      },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: resetText.doneTitle })));
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/admin');
  });

  it('shows the server’s refusals under their field, focused: a wrong code; checks the password before sending', async () => {
    const { calls } = renderReset(url, () => refusal(422, 'VAL_001', 'Certains champs sont invalides.', { code: m.wrongCode }));
    type('Nouveau mot de passe', 'cerise violon tuque ardoise');
    type(resetText.codeLabel, '000000');
    await click('Changer le mot de passe');
    expect(errorsOf(field(resetText.codeLabel))).toEqual([m.wrongCode]);
    await waitFor(() => expect(document.activeElement).toBe(field(resetText.codeLabel)));
    type('Nouveau mot de passe', 'court');
    await click('Changer le mot de passe');
    expect(errorsOf(field('Nouveau mot de passe'))).toEqual(['Le mot de passe doit contenir au moins 12 caractères']);
    expect(calls).toHaveLength(1);
  });

  it('says when the link is used or expired, and offers to ask for a new one', async () => {
    renderReset(url, () => refusal(400, 'AUTH_005', teamMessages.invalidResetLink));
    type('Nouveau mot de passe', 'cerise violon tuque ardoise');
    await click('Changer le mot de passe');
    expect(screen.getByRole('alert').textContent).toContain(teamMessages.invalidResetLink);
    await click(resetText.askAgain);
    await waitFor(() => expect(document.activeElement).toBe(field('Courriel')));
  });
});

describe('the admin sign-in page', () => {
  it('offers « Mot de passe oublié ? », leading to the request page', () => {
    stubApi(() => json(401, { error: { code: 'AUTH_001', message: 'Veuillez vous connecter pour continuer.' } }));
    renderPage(<AdminLoginPage />, { pattern: paths.adminLogin.pattern, url: paths.adminLogin.build() });
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe('/admin/reinitialiser');
  });
});
