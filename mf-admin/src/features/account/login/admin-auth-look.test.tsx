// The staff sign-in's look, on the real stylesheets as happy-dom computes them
// (shared-ui/test-support/stylesheets): the card as much room under « Se connecter » as above its
// first field, and the links below it at the column's left edge, with the text.
import { cleanup, screen } from '@testing-library/react';
import { paths } from 'shared-domain/platform/paths';
import kitCss from 'shared-ui/styles.css?raw';
import { loadStylesheets, setViewport } from 'shared-ui/test-support/stylesheets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLoginPage } from './AdminLoginPage';
import authCss from './admin-auth.css?raw';
import { answerAdminApi } from '../../../test-support/admin-stub-api';
import { clinicIdentity } from '../../../test-support/clinic-identity';
import { renderAdminPage } from '../../../test-support/render-admin-page';

let unload: () => void;
beforeEach(() => {
  unload = loadStylesheets(kitCss, authCss);
  setViewport(390, 844);
});
afterEach(() => {
  cleanup();
  unload();
  vi.unstubAllGlobals();
  setViewport(1024);
});

describe('the staff sign-in card', () => {
  it('leaves no margin under its last row, so the card’s padding is the same above and below', async () => {
    renderAdminPage(<AdminLoginPage />, answerAdminApi({ 'GET /api/public/clinic': () => clinicIdentity }), paths.adminLogin.build());
    const button = await screen.findByRole('button', { name: 'Se connecter' });
    const card = button.closest('.admin-auth__card') as HTMLElement;
    const form = card.querySelector('form') as HTMLFormElement;
    const row = form.lastElementChild as HTMLElement;
    expect(row.contains(button)).toBe(true);
    expect(getComputedStyle(row).marginBottom).toBe('0px');
    expect(getComputedStyle(form).marginBottom).toBe('0px');
  });

  it('puts « Mot de passe oublié ? » at the column’s edge, with the text, still a 44 px target', async () => {
    renderAdminPage(<AdminLoginPage />, answerAdminApi({ 'GET /api/public/clinic': () => clinicIdentity }), paths.adminLogin.build());
    const link = await screen.findByRole('link', { name: 'Mot de passe oublié ?' });
    const look = getComputedStyle(link);
    expect([look.paddingLeft, look.paddingRight]).toEqual(['0px', '0px']);
    // Its padding above and below a line of the page's text (16 px at 1.55): 44 px at least.
    expect(Number.parseFloat(look.paddingTop) + Number.parseFloat(look.paddingBottom) + 1.55 * 16).toBeGreaterThanOrEqual(44);
  });
});
