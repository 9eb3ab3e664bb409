import { act, cleanup, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnswerOf,
  answerAdminApi,
  refusal,
  type StubRequest,
  type TypedHandler,
  unreachable,
} from '../../../test-support/admin-stub-api';
import { errorsOf, field, formCalls } from '../../../test-support/sign-in-form';
import { backupCodesStatus } from './BackupCodes';
import { groupedSecret, SecondFactorSetupDialog, type SecondFactorSetupDialogProps } from './SecondFactorSetupDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const otpauthUri = `otpauth://totp/Clinique%20du%20Parc:admin%40clinique.test?secret=${secret}&period=30&digits=6&issuer=Clinique%20du%20Parc`;
const backupCodes = [
  '0a1b2c3d',
  '4e5f6071',
  '8293a4b5',
  'c6d7e8f9',
  '01234567',
  '89abcdef',
  'fedcba98',
  '76543210',
  'aabbccdd',
  '11223344',
];

type SetupKey = 'POST /api/auth/second-factor/setup';
type VerifyKey = 'POST /api/auth/second-factor/setup/verify';

/** The API of a staff member setting up: each step answered as `answers` says, else as a success; `calls` lists what was sent. */
function stubSetupApi(answers: { setup?: TypedHandler<SetupKey>; verify?: TypedHandler<VerifyKey> } = {}) {
  const api = answerAdminApi({
    'POST /api/auth/second-factor/setup': answers.setup ?? (() => ({ otpauthUri, secret })),
    'POST /api/auth/second-factor/setup/verify': answers.verify ?? (() => ({ backupCodes })),
  });
  vi.stubGlobal('fetch', vi.fn(api));
  return {
    get calls() {
      return formCalls(api);
    },
  };
}

function renderDialog(props: Partial<SecondFactorSetupDialogProps> = {}) {
  const handlers = { onAlreadyEnabled: vi.fn(), onSessionLost: vi.fn(), leave: vi.fn() };
  render(<SecondFactorSetupDialog open target="/admin/dashboard" {...handlers} {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'Authentification à deux facteurs' }) as HTMLDialogElement;
  return { dialog, ...handlers };
}

const press = async (name: string) => {
  await act(async () => void fireEvent.click(screen.getByRole('button', { name })));
};
const heading = () => document.activeElement?.textContent;
const codeField = () => field('Code à 6 chiffres');

async function toVerifyStep() {
  await press('Commencer la configuration');
  await press('Continuer');
}

async function toBackupStep() {
  await toVerifyStep();
  fireEvent.change(codeField(), { target: { value: '123456' } });
  await press('Vérifier');
}

describe('SecondFactorSetupDialog', () => {
  it('opens on its intro, focused on its heading, and cannot be dismissed', () => {
    const { dialog, onSessionLost, onAlreadyEnabled } = renderDialog();
    expect(dialog.open).toBe(true);
    within(dialog).getByText('Étape 1 sur 5');
    expect(heading()).toBe('Protégez votre compte');
    expect(within(dialog).queryByRole('button', { name: 'Fermer' })).toBeNull();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.click(dialog, { clientX: 500, clientY: 500 });
    expect(dialog.open).toBe(true);
    expect(heading()).toBe('Protégez votre compte');
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(onAlreadyEnabled).not.toHaveBeenCalled();
  });

  it('shows the QR code drawn here, the secret in groups of four, and copies the secret', async () => {
    const setup = stubSetupApi();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { dialog } = renderDialog();
    await press('Commencer la configuration');
    expect(setup.calls).toEqual([{ method: 'POST', path: '/api/auth/second-factor/setup', body: undefined }]);
    expect(heading()).toBe("Ajoutez votre compte à l'application");
    within(dialog).getByText('Étape 2 sur 5');

    const qr = within(dialog).getByRole('img', { name: /^Code QR à scanner avec votre application d'authentification/ });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    const modules = encode(otpauthUri, { ecc: 'M', border: 0 }).data;
    const side = modules.length + 8;
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${side} ${side}`);
    // One path; its runs cover exactly the dark modules.
    const paths = qr.querySelectorAll('path');
    expect(paths).toHaveLength(1);
    const runs = [...(paths[0]?.getAttribute('d') ?? '').matchAll(/h(\d+)v1/g)].map((run) => Number(run[1]));
    expect(runs.reduce((sum, run) => sum + run, 0)).toBe(modules.flat().filter(Boolean).length);
    // Nothing was fetched for it, and nothing in the dialog points elsewhere.
    expect(setup.calls).toHaveLength(1);
    expect(dialog.querySelector('img, image, [href], [src]')).toBeNull();
    expect(dialog.innerHTML).not.toContain('http');

    within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await press('Copier la clé');
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(within(dialog).getByText('Clé copiée dans le presse-papiers.').getAttribute('role')).toBe('status');
  });

  it('says it could not start the set-up, and tries again', async () => {
    let answer: () => AnswerOf<SetupKey> | Promise<never> = () => refusal(500, 'INTERNAL', 'Une erreur inattendue est survenue');
    stubSetupApi({ setup: () => answer() });
    renderDialog();
    await press('Commencer la configuration');
    const message = "Impossible de lancer la configuration de l'authentification à deux facteurs. Veuillez réessayer.";
    expect(screen.getByRole('alert').textContent).toBe(message);
    answer = unreachable;
    await press('Commencer la configuration');
    expect(screen.getByRole('alert').textContent).toBe(message);
    answer = () => ({ otpauthUri, secret });
    await press('Commencer la configuration');
    expect(heading()).toBe("Ajoutez votre compte à l'application");
  });

  it('hands back to the sign-in when the session ended, or when the factor is enabled already', async () => {
    stubSetupApi({ setup: () => refusal(401, 'AUTH_001', 'Veuillez vous connecter pour continuer.') });
    let view = renderDialog();
    await press('Commencer la configuration');
    expect(view.onSessionLost).toHaveBeenCalledOnce();
    cleanup();

    stubSetupApi({ setup: () => refusal(403, 'AUTH_002', m.alreadyEnabled) });
    view = renderDialog();
    await press('Commencer la configuration');
    expect(view.onAlreadyEnabled).toHaveBeenCalledOnce();
  });

  it('checks the first code: malformed, wrong, no answer, then right', async () => {
    let answer: (call: StubRequest) => AnswerOf<VerifyKey> | Promise<never> = () =>
      refusal(422, 'VAL_001', 'Certains champs sont invalides.', { code: m.wrongCode });
    const setup = stubSetupApi({ verify: (call) => answer(call) });
    const { dialog } = renderDialog();
    await toVerifyStep();
    within(dialog).getByText('Étape 3 sur 5');
    await waitFor(() => expect(document.activeElement).toBe(codeField()));
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');

    fireEvent.change(codeField(), { target: { value: '12345' } });
    await press('Vérifier');
    expect(errorsOf(codeField())).toEqual([m.invalidCodeFormat]);
    expect(setup.calls).toHaveLength(1);

    fireEvent.change(codeField(), { target: { value: '654 321' } });
    await press('Vérifier');
    expect(setup.calls.at(-1)).toEqual({ method: 'POST', path: '/api/auth/second-factor/setup/verify', body: { code: '654321' } });
    expect(errorsOf(codeField())).toEqual(['Code invalide. Veuillez réessayer.']);

    answer = unreachable;
    await press('Vérifier');
    expect(screen.getByRole('alert').textContent).toBe('La vérification a échoué. Veuillez réessayer.');

    answer = () => ({ backupCodes });
    await press('Vérifier');
    expect(heading()).toBe('Enregistrez vos codes de secours');
  });

  it('goes back to the QR code from the verify step', async () => {
    stubSetupApi();
    renderDialog();
    await toVerifyStep();
    await press('Revoir le code QR');
    expect(heading()).toBe("Ajoutez votre compte à l'application");
  });

  it('shows the 10 backup codes, and goes on only once they are saved', async () => {
    stubSetupApi();
    const { dialog, leave } = renderDialog({ target: '/admin/security' });
    await toBackupStep();
    within(dialog).getByText('Étape 4 sur 5');
    const list = within(dialog).getByRole('list', { name: 'Codes de secours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(backupCodes);

    const next = within(dialog).getByRole('button', { name: 'Continuer' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: "J'ai enregistré mes codes de secours" }));
    expect(next.disabled).toBe(false);
    await press('Continuer');
    within(dialog).getByText('Étape 5 sur 5');
    expect(heading()).toBe('Configuration terminée');
    expect(leave).not.toHaveBeenCalled();
    await press("Accéder à l'espace administrateur");
    expect(leave).toHaveBeenCalledWith('/admin/security');
  });

  it('reloads the page onto the target with its final button', async () => {
    stubSetupApi();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    render(<SecondFactorSetupDialog open target="/admin/dashboard" onAlreadyEnabled={vi.fn()} onSessionLost={vi.fn()} />);
    await toBackupStep();
    fireEvent.click(screen.getByRole('checkbox', { name: "J'ai enregistré mes codes de secours" }));
    await press('Continuer');
    await press("Accéder à l'espace administrateur");
    expect(assign).toHaveBeenCalledWith('/admin/dashboard');
  });

  it('copies the backup codes, or says the copy failed', async () => {
    stubSetupApi();
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDialog();
    await toBackupStep();
    await press('Copier les codes');
    expect(writeText).toHaveBeenCalledWith(backupCodes.join('\n'));
    expect(screen.getByText(backupCodesStatus.copied).getAttribute('role')).toBe('status');

    writeText.mockRejectedValueOnce(new DOMException('Refusé', 'NotAllowedError'));
    await press('Copier les codes');
    screen.getByText(backupCodesStatus.copyFailed);
  });

  it('downloads the backup codes as a text file named after the clinic and the date, and prints them', async () => {
    stubSetupApi();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    });
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderDialog();
    await toBackupStep();

    await press('Télécharger (.txt)');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.href).toBe('blob:codes');
    expect(clicked[0]?.download).toMatch(/^codes-de-secours-clinique-du-parc-\d{4}-\d{2}-\d{2}\.txt$/);
    // Clicked inside the dialog (the page behind is inert), then removed.
    expect(clicked[0]?.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    const text = await blobs[0]?.text();
    expect(text).toContain('Clinique du Parc — codes de secours');
    expect(text).toContain('Compte : admin@clinique.test');
    for (const code of backupCodes) expect(text).toContain(code);
    screen.getByText(backupCodesStatus.downloaded);

    await press('Imprimer');
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('groupedSecret', () => {
  it('groups by four, whatever the spacing given', () => {
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupedSecret('ABCD EFGH')).toBe('ABCD EFGH');
    expect(groupedSecret('')).toBe('');
  });
});
