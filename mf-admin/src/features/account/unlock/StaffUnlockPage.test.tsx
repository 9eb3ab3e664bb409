import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { paths } from 'shared-domain/platform/paths';
import { staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnswerOf, answerAdminApi, refusal, type TypedHandler, unreachable } from '../../../test-support/admin-stub-api';
import { clinicIdentity } from '../../../test-support/clinic-identity';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { formCalls } from '../../../test-support/sign-in-form';
import { StaffUnlockPage, unlockText } from './StaffUnlockPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const unlockPath = '/api/auth/staff/second-factor-unlock';
const token = 'jeton-de-deverrouillage-0123456789abcdefghij';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

const currentLocation = () => screen.getByTestId('where').textContent;

/** The page opened at `url`, its fragment included (the e-mailed link's `#jeton=…`). */
function renderUnlock(
  unlock: TypedHandler<'POST /api/auth/staff/second-factor-unlock'>,
  url = `${paths.adminUnlock.build()}#jeton=${token}`,
) {
  const api = answerAdminApi({ 'GET /api/public/clinic': () => clinicIdentity, 'POST /api/auth/staff/second-factor-unlock': unlock });
  renderAdminPage(
    <>
      <StaffUnlockPage />
      <Where />
    </>,
    api,
    url,
  );
  return api;
}

const newPassword = 'Hibou-Cerf-Volant-Marée-17';
const typePassword = (value = newPassword) => fireEvent.change(screen.getByLabelText(/Nouveau mot de passe/), { target: { value } });

const press = async (name: string) => {
  await act(async () => void fireEvent.click(screen.getByRole('button', { name })));
};

describe('StaffUnlockPage', () => {
  it('asks before using the link, takes the token out of the address bar, then says it is unlocked, focused', async () => {
    const api = renderUnlock(() => ({ unlocked: true }));
    screen.getByRole('heading', { level: 1, name: unlockText.title });
    // A mail client previewing the page does not use the link up: nothing is sent before the press.
    expect(formCalls(api)).toEqual([]);
    await waitFor(() => expect(currentLocation()).toBe('/admin/deverrouiller'));
    typePassword();
    await press('Déverrouiller');
    expect(formCalls(api)).toEqual([{ method: 'POST', path: unlockPath, body: { token, password: newPassword } }]);
    const done = await screen.findByRole('heading', { name: unlockText.doneTitle });
    await waitFor(() => expect(document.activeElement?.contains(done)).toBe(true));
    expect(screen.getByRole('link', { name: 'Aller à la connexion' }).getAttribute('href')).toBe('/admin');
  });

  it('asks for the new password, and shows the server’s refusal of a weak one beside it, nothing else sent', async () => {
    const api = renderUnlock(() =>
      refusal(422, 'VAL_001', 'Certains champs sont invalides.', {
        password: 'Le mot de passe ne doit pas reprendre votre nom, votre courriel ou le nom de la clinique.',
      }),
    );
    await press('Déverrouiller');
    expect(formCalls(api)).toEqual([]);
    screen.getByText(m.allFieldsRequired);
    typePassword('EmilieTremblay2026');
    await press('Déverrouiller');
    expect(formCalls(api)).toHaveLength(1);
    await screen.findByText('Le mot de passe ne doit pas reprendre votre nom, votre courriel ou le nom de la clinique.');
  });

  it("shows the API's message for a used or expired link", async () => {
    renderUnlock(() => refusal(400, 'AUTH_005', m.invalidUnlockLink));
    typePassword();
    await press('Déverrouiller');
    expect(screen.getByRole('alert').textContent).toBe(m.invalidUnlockLink);
    // Announced (role alert), the button kept for another try once a new link has come.
    expect(screen.getByRole('button', { name: 'Déverrouiller' }).hasAttribute('disabled')).toBe(false);
  });

  it('says to check the connection when the server cannot be reached, and can try again', async () => {
    let answer: () => AnswerOf<'POST /api/auth/staff/second-factor-unlock'> | Promise<never> = unreachable;
    renderUnlock(() => answer());
    typePassword();
    await press('Déverrouiller');
    expect(screen.getByRole('alert').textContent).toBe(unlockText.unreachable);
    answer = () => ({ unlocked: true });
    await press('Déverrouiller');
    await screen.findByRole('heading', { name: unlockText.doneTitle });
  });

  it('says the link is incomplete without a token, and sends nothing', () => {
    const api = renderUnlock(() => refusal(500, 'INTERNAL', 'Une erreur inattendue est survenue'), paths.adminUnlock.build());
    screen.getByRole('heading', { name: unlockText.noLinkTitle });
    expect(screen.queryByRole('button', { name: 'Déverrouiller' })).toBeNull();
    expect(formCalls(api)).toEqual([]);
  });
});
