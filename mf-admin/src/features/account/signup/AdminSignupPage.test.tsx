import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { paths } from 'shared-domain/platform/paths';
import { staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAdminApi, json, refusal, type TypedHandler, unreachable } from '../../../test-support/admin-stub-api';
import { clinicIdentity } from '../../../test-support/clinic-identity';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { errorsOf, field, formCalls, type } from '../../../test-support/sign-in-form';
import { AdminSignupPage, passwordRule } from './AdminSignupPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSignup(signUp: TypedHandler<'POST /api/auth/staff/sign-up'>, url: string = paths.adminSignup.build()) {
  const api = answerAdminApi({ 'GET /api/public/clinic': () => clinicIdentity, 'POST /api/auth/staff/sign-up': signUp });
  renderAdminPage(<AdminSignupPage />, api, url);
  return api;
}

const serverFailure = () => refusal(500, 'INTERNAL', 'Une erreur inattendue est survenue');

const hintOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.tagName === 'P')?.textContent;

const strongPassword = 'cerise violon tuque ardoise';

async function fillAndSend() {
  type('Nom complet', '  Émilie Tremblay ');
  type('Courriel', 'Emilie@Clinique.test');
  type('Mot de passe', strongPassword);
  type("Code d'invitation", 'code-secret');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' })));
}

describe('AdminSignupPage', () => {
  it('asks for full name, e-mail, password (its rule shown) and invitation code, with a way back to the sign-in', () => {
    renderSignup(serverFailure);
    screen.getByRole('heading', { level: 1, name: 'Inscription Admin' });
    expect(document.title).toBe('Inscription Admin — Clinique chiropratique');
    expect(field('Nom complet').getAttribute('autocomplete')).toBe('name');
    expect(field('Courriel').getAttribute('type')).toBe('email');
    expect(field('Mot de passe').getAttribute('autocomplete')).toBe('new-password');
    expect(hintOf(field('Mot de passe'))).toBe(passwordRule);
    expect(passwordRule).toMatch(/^Au moins 12 caractères\./);
    expect(field("Code d'invitation")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/admin');
  });

  it('checks the fields before sending: all required, a real address, 12 characters', async () => {
    const api = renderSignup(serverFailure);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' })));
    for (const name of ['Nom complet', 'Courriel', 'Mot de passe', "Code d'invitation"])
      expect(errorsOf(field(name))).toEqual([m.allFieldsRequired]);
    await waitFor(() => expect(document.activeElement).toBe(field('Nom complet')));
    type('Courriel', 'emilie@');
    type('Mot de passe', 'court');
    expect(errorsOf(field('Courriel'))).toEqual([m.invalidEmail]);
    expect(errorsOf(field('Mot de passe'))).toEqual(['Le mot de passe doit contenir au moins 12 caractères']);
    expect(formCalls(api)).toEqual([]);
  });

  it('sends the form and shows the success panel linking to the sign-in', async () => {
    const api = renderSignup(() => json(201, { created: true }));
    await fillAndSend();
    expect(formCalls(api)).toEqual([
      {
        method: 'POST',
        path: '/api/auth/staff/sign-up',
        body: { fullName: 'Émilie Tremblay', email: 'emilie@clinique.test', password: strongPassword, invitationCode: 'code-secret' },
      },
    ]);
    const title = screen.getByRole('heading', { name: 'Compte créé' });
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/admin');
  });

  it('fills in the address from the invitation e-mail link (?courriel=), the code still typed', async () => {
    const api = renderSignup(
      () => json(201, { created: true }),
      `${paths.adminSignup.build()}?courriel=${encodeURIComponent('nouvelle.recrue@exemple.ca')}`,
    );
    expect(field('Courriel').value).toBe('nouvelle.recrue@exemple.ca');
    expect(field("Code d'invitation").value).toBe('');
    type('Nom complet', 'Nouvelle Recrue');
    type('Mot de passe', strongPassword);
    type("Code d'invitation", 'code-de-son-courriel');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' })));
    expect(formCalls(api)[0]?.body).toMatchObject({ email: 'nouvelle.recrue@exemple.ca', invitationCode: 'code-de-son-courriel' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Compte créé' })));
  });

  it.each([
    ['invitationCode', "Code d'invitation", m.invalidInvitationCode],
    ['password', 'Mot de passe', 'Ce mot de passe est trop courant.'],
    ['email', 'Courriel', m.emailUnavailable],
  ])("shows the server's refusal of %s under its field, focused", async (name, label, message) => {
    renderSignup(() => refusal(422, 'VAL_001', 'Certains champs sont invalides.', { [name]: message }));
    await fillAndSend();
    expect(errorsOf(field(label))).toEqual([message]);
    await waitFor(() => expect(document.activeElement).toBe(field(label)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Erreur lors de la création du compte' when the server fails or cannot be reached, and sends again", async () => {
    let answer: () => ReturnType<typeof serverFailure> | Promise<never> = serverFailure;
    const api = renderSignup(() => answer());
    await fillAndSend();
    expect(screen.getByRole('alert').textContent).toBe('Erreur lors de la création du compteUne erreur inattendue est survenue');
    answer = unreachable;
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' })));
    expect(screen.getByRole('alert').textContent).toBe(
      'Erreur lors de la création du compteVérifiez votre connexion Internet, puis réessayez.',
    );
    answer = () => refusal(429, 'RATE_LIMITED', 'Trop de tentatives. Veuillez réessayer dans quelques minutes.');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' })));
    expect(screen.getByRole('alert').textContent).toContain('Trop de tentatives.');
    expect(formCalls(api)).toHaveLength(3);
    // The form is still filled.
    expect(field('Courriel').value).toBe('Emilie@Clinique.test');
  });
});
