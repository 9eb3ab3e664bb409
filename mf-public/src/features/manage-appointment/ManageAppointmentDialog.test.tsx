import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClinic } from '../../test-support/render';
import { ManageAppointmentDialog, manageDialogText } from './ManageAppointmentDialog';

const token = 'q3Zk9_x-Abc123DEF456ghij';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <ManageAppointmentDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', {
    name: 'Modifier mon rendez-vous',
  }) as HTMLDialogElement;
  const input = within(dialog).getByLabelText('Lien reçu par courriel ou votre adresse courriel') as HTMLInputElement;
  return { opener, dialog, input };
}

function submit(dialog: HTMLElement, input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
}

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ManageAppointmentDialog', () => {
  it('opens as a labelled modal with the focus in the field, and closes back to its opener', () => {
    renderWithClinic(<Harness />);
    const { opener, dialog, input } = openDialog();
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(input);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape', () => {
    renderWithClinic(<Harness />);
    const { dialog } = openDialog();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.open).toBe(false);
  });

  it('goes to the management page for a pasted link', () => {
    const onClose = vi.fn();
    renderWithClinic(<Harness onClose={onClose} />);
    const { dialog, input } = openDialog();
    submit(dialog, input, `https://clinique.example/appointment/confirm/${token}`);
    expect(screen.getByTestId('location').textContent).toBe(`/appointment/manage/${token}`);
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(false);
  });

  it('asks for the link again for an e-mail address', async () => {
    const fetchMock = stubFetch(() => Response.json({ sent: true }, { status: 202 }));
    renderWithClinic(<Harness />);
    const { dialog, input } = openDialog();
    submit(dialog, input, ' camille@exemple.ca ');
    await within(dialog).findByText(manageDialogText.sent);
    expect(manageDialogText.sent).toBe(
      "Si un rendez-vous est associé à cette adresse, un courriel contenant le lien de gestion vient d'être envoyé.",
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/public\/manage-link-requests$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'camille@exemple.ca' });
  });

  it('shows a French field error for anything else, without calling the API', () => {
    const fetchMock = stubFetch(() => Response.json({ sent: true }, { status: 202 }));
    renderWithClinic(<Harness />);
    const { dialog, input } = openDialog();
    submit(dialog, input, 'mardi prochain');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(within(dialog).getByText(manageDialogText.invalid).id);
    submit(dialog, input, '   ');
    within(dialog).getByText(manageDialogText.empty);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for an address it refuses", async () => {
    stubFetch(() =>
      Response.json(
        {
          error: {
            code: 'VAL_001',
            message: 'Certains champs sont invalides.',
            fields: { email: 'Courriel doit être une adresse email valide' },
          },
        },
        { status: 422 },
      ),
    );
    renderWithClinic(<Harness />);
    const { dialog, input } = openDialog();
    submit(dialog, input, 'camille@exemple.ca');
    await within(dialog).findByText('Courriel doit être une adresse email valide');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  });

  it('says so when rate-limited, and gives the phone number when sending fails', async () => {
    stubFetch(() => new Response(null, { status: 429 }));
    renderWithClinic(<Harness />);
    const { dialog, input } = openDialog();
    submit(dialog, input, 'camille@exemple.ca');
    expect((await within(dialog).findByRole('alert')).textContent).toContain(manageDialogText.rateLimited);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    submit(dialog, input, 'camille@exemple.ca');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain(manageDialogText.failed));
    expect(within(dialog).getByRole('alert').textContent).toContain('Si le problème persiste, contactez-nous au 514 555-0100.');
  });

  it('starts again from an empty form when reopened', async () => {
    stubFetch(() => Response.json({ sent: true }, { status: 202 }));
    renderWithClinic(<Harness />);
    let { dialog, input } = openDialog();
    submit(dialog, input, 'camille@exemple.ca');
    await within(dialog).findByText(manageDialogText.sent);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[1] as HTMLElement);
    ({ dialog, input } = openDialog());
    expect(input.value).toBe('');
    expect(within(dialog).queryByText(manageDialogText.sent)).toBeNull();
  });
});
