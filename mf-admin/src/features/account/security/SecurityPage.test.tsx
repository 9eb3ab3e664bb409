import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from 'shared-domain/platform/format';
import { renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminRoutes from '../../../routes';
import { answerAdminApi, failure, signedIn, type AdminStubRoutes } from '../../../test-support/admin-stub-api';

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const laptop = {
  id: 'session-portable',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  createdAt: '2026-11-16T13:00:00.000Z',
  lastSeenAt: '2026-11-18T14:30:00.000Z',
  expiresAt: '2026-12-16T13:00:00.000Z',
  current: true,
};
const phone = {
  id: 'session-telephone',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  createdAt: '2026-11-10T12:00:00.000Z',
  lastSeenAt: '2026-11-17T23:05:00.000Z',
  expiresAt: '2026-12-10T12:00:00.000Z',
  current: false,
};

const wrongCode = () =>
  failure(422, {
    error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields: { code: 'Code invalide. Veuillez réessayer.' } },
  });

const newCodes = Array.from({ length: 10 }, (_, i) => `c0de${String(i).padStart(4, '0')}`);

/** The page, its API answered by `routes` (the staff member and two sessions unless told otherwise). */
function renderSecurity(routes: AdminStubRoutes = {}) {
  const api = answerAdminApi({
    'GET /api/admin/me': signedIn,
    'GET /api/admin/sessions': () => ({ sessions: [laptop, phone] }),
    'GET /api/admin/calendar-feed': () => ({ feed: null }),
    ...routes,
  });
  renderRemoteRoutes(AdminRoutes, '/admin/security', api);
  return api;
}

async function openDialog(button: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: button });
}

const typeCode = (dialog: HTMLElement, code: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Code à 6 chiffres/ }), { target: { value: code } });

describe('SecurityPage', () => {
  it('says the second factor is on', async () => {
    renderSecurity();
    await screen.findByRole('heading', { level: 2, name: 'Authentification à deux facteurs' });
    expect(screen.getByText(/État :/).textContent).toMatch(/^État : activée\./);
  });

  describe('new backup codes', () => {
    it('asks for a well-formed code before asking the server', async () => {
      const api = renderSecurity();
      const dialog = await openDialog('Générer de nouveaux codes de secours');
      const field = within(dialog).getByRole('textbox', { name: /Code à 6 chiffres/ });
      await waitFor(() => expect(document.activeElement).toBe(field));
      typeCode(dialog, '12ab');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Générer les codes' }));
      await within(dialog).findByText('Veuillez entrer un code valide à 6 chiffres');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(api.sent('POST', '/api/admin/second-factor/backup-codes')).toEqual([]);
    });

    it('shows the server’s message on a wrong code, then the ten new codes once', async () => {
      let attempts = 0;
      const api = renderSecurity({
        'POST /api/admin/second-factor/backup-codes': () => (++attempts === 1 ? wrongCode() : { backupCodes: newCodes }),
      });
      const dialog = await openDialog('Générer de nouveaux codes de secours');
      typeCode(dialog, '111111');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Générer les codes' }));
      await within(dialog).findByText('Code invalide. Veuillez réessayer.');
      const field = within(dialog).getByRole('textbox', { name: /Code à 6 chiffres/ });
      await waitFor(() => expect(document.activeElement).toBe(field));

      typeCode(dialog, '222222');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Générer les codes' }));
      const heading = await within(dialog).findByRole('heading', { name: 'Vos nouveaux codes de secours' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      within(dialog).getByText(/Vos anciens codes de secours ne fonctionnent plus/);
      const list = within(dialog).getByRole('list', { name: 'Codes de secours' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(newCodes);
      expect(api.sent('POST', '/api/admin/second-factor/backup-codes')).toEqual([{ code: '111111' }, { code: '222222' }]);

      // Shown once: closing forgets them.
      fireEvent.click(within(dialog).getByRole('button', { name: "J'ai conservé mes codes" }));
      const again = await openDialog('Générer de nouveaux codes de secours');
      expect(within(again).queryByRole('list', { name: 'Codes de secours' })).toBeNull();
      expect((within(again).getByRole('textbox', { name: /Code à 6 chiffres/ }) as HTMLInputElement).value).toBe('');
    });

    it('copies the codes, or says to copy them by hand, and downloads them', async () => {
      const writeText = vi.fn(async (_text: string) => {});
      vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
      renderSecurity({ 'POST /api/admin/second-factor/backup-codes': () => ({ backupCodes: newCodes }) });
      const dialog = await openDialog('Générer de nouveaux codes de secours');
      typeCode(dialog, '222222');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Générer les codes' }));
      await within(dialog).findByRole('list', { name: 'Codes de secours' });

      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copier les codes' })));
      expect(writeText).toHaveBeenCalledWith(newCodes.join('\n'));
      within(dialog).getByText('Codes de secours copiés dans le presse-papiers.');

      writeText.mockRejectedValueOnce(new Error('NotAllowedError'));
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copier les codes' })));
      // Printing is offered only at the set-up: the message does not suggest it here.
      within(dialog).getByText("La copie n'a pas fonctionné : téléchargez les codes ou recopiez-les à la main.");
      expect(within(dialog).queryByRole('button', { name: 'Imprimer' })).toBeNull();

      const files: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        files.push(blob as Blob);
        return 'blob:codes';
      });
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        // Inside the dialog, not the inert page behind it.
        expect(dialog.contains(this)).toBe(true);
        expect(this.download).toMatch(/^codes-de-secours-.+\.txt$/);
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Télécharger (.txt)' }));
      expect(click).toHaveBeenCalledTimes(1);
      const text = await files[0]!.text();
      for (const code of newCodes) expect(text).toContain(code);
      expect(text).toContain('Compte : e@example.com');
      within(dialog).getByText('Fichier des codes de secours téléchargé.');
    });

    it('says when there were too many tries', async () => {
      renderSecurity({
        'POST /api/admin/second-factor/backup-codes': () =>
          failure(429, { error: { code: 'RATE_LIMITED', message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' } }),
      });
      const dialog = await openDialog('Générer de nouveaux codes de secours');
      typeCode(dialog, '333333');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Générer les codes' }));
      await within(dialog).findByText('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
      within(dialog).getByRole('button', { name: 'Réessayer' });
    });
  });

  describe('reset of the second factor', () => {
    it('refuses a wrong code and stays', async () => {
      renderSecurity({ 'POST /api/admin/second-factor/reset': wrongCode });
      const dialog = await openDialog("Réinitialiser l'authentification à deux facteurs");
      within(dialog).getByText(/cesseront de fonctionner/);
      typeCode(dialog, '444444');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }));
      await within(dialog).findByText('Code invalide. Veuillez réessayer.');
      expect(assign).not.toHaveBeenCalled();
    });

    it('goes to the sign-in’s factor step once done', async () => {
      const api = renderSecurity({ 'POST /api/admin/second-factor/reset': () => ({ reset: true }) });
      const dialog = await openDialog("Réinitialiser l'authentification à deux facteurs");
      typeCode(dialog, '555555');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin?etape=verification'));
      expect(api.sent('POST', '/api/admin/second-factor/reset')).toEqual([{ code: '555555' }]);
    });
  });

  describe('open sessions', () => {
    it('lists each device with its dates, the one in use marked', async () => {
      renderSecurity();
      await screen.findByText('Chrome sur Windows');
      const rows = screen.getAllByRole('listitem').filter((item) => item.classList.contains('security-sessions__item'));
      expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['Chrome sur Windows', 'Safari sur iOS']);
      within(rows[0]!).getByText('Cette session');
      expect(within(rows[1]!).queryByText('Cette session')).toBeNull();
      expect(rows[1]!.textContent).toContain(`Ouverte le ${formatDateTime(new Date(phone.createdAt))}`);
      expect(rows[1]!.textContent).toContain(`Dernière utilisation le ${formatDateTime(new Date(phone.lastSeenAt))}`);
      expect(rows[1]!.textContent).toContain('Dernière utilisation le mardi 17 novembre 2026 à 18 h 05');
    });

    it('ends another session and shows the list the server now has', async () => {
      let listed = 0;
      const api = renderSecurity({
        'GET /api/admin/sessions': () => ({ sessions: ++listed === 1 ? [laptop, phone] : [laptop] }),
        'DELETE /api/admin/sessions/session-telephone': () => ({ ended: true, current: false }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Terminer la session Safari sur iOS' }));
      await screen.findByText('La session a été terminée.');
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Terminer la session Safari sur iOS' })).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sessions ouvertes' })));
      expect(api.sent('DELETE', '/api/admin/sessions/session-telephone')).toHaveLength(1);
      expect(assign).not.toHaveBeenCalled();
      screen.getByText('Aucune autre session ouverte.');
    });

    it('ending the session in use signs out, back to the sign-in page', async () => {
      renderSecurity({ 'DELETE /api/admin/sessions/session-portable': () => ({ ended: true, current: true }) });
      fireEvent.click(await screen.findByRole('button', { name: 'Terminer la session en cours' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin'));
    });

    it('says why a session could not be ended', async () => {
      renderSecurity({
        'DELETE /api/admin/sessions/session-telephone': () =>
          failure(404, { error: { code: 'NOT_FOUND', message: 'Cette session est introuvable ou déjà terminée.' } }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Terminer la session Safari sur iOS' }));
      await screen.findByText('Cette session est introuvable ou déjà terminée.');
      expect(assign).not.toHaveBeenCalled();
    });

    it('offers to try again when the list cannot be loaded', async () => {
      let listed = 0;
      renderSecurity({
        'GET /api/admin/sessions': () =>
          ++listed === 1
            ? failure(500, { error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' } })
            : { sessions: [laptop] },
      });
      await screen.findByRole('heading', { name: 'Erreur lors du chargement des sessions' });
      fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
      await screen.findByRole('button', { name: 'Terminer la session en cours' });
    });
  });
});
