import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyRefusal, json, refusal, stubApi, unreachable } from '../../test-support/public-stub-api';
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

const route = 'POST /api/public/manage-link-requests';
const sent = () => json(202, { sent: true as const });

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
    const stub = stubApi({ [route]: sent });
    renderWithClinic(<Harness />);
    const { dialog, input } = openDialog();
    submit(dialog, input, ' camille@exemple.ca ');
    await within(dialog).findByText(manageDialogText.sent);
    expect(manageDialogText.sent).toBe(
      "Si un rendez-vous est associé à cette adresse, un courriel contenant le lien de gestion vient d'être envoyé.",
    );
    expect(stub.calls.map((call) => `${call.method} ${call.path}`)).toEqual([route]);
    expect(stub.callsTo(route)[0]?.body).toEqual({ email: 'camille@exemple.ca' });
  });

  it('shows a French field error for anything else, without calling the API', () => {
    const stub = stubApi({ [route]: sent });
    renderWithClinic(<Harness />);
    const { dialog, input } = openDialog();
    submit(dialog, input, 'mardi prochain');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(within(dialog).getByText(manageDialogText.invalid).id);
    submit(dialog, input, '   ');
    within(dialog).getByText(manageDialogText.empty);
    expect(stub.calls).toHaveLength(0);
  });

  it("shows the server's message for an address it refuses", async () => {
    stubApi({
      [route]: () =>
        refusal(422, 'VAL_001', 'Certains champs sont invalides.', { email: 'Courriel doit être une adresse courriel valide' }),
    });
    renderWithClinic(<Harness />);
    const { dialog, input } = openDialog();
    submit(dialog, input, 'camille@exemple.ca');
    await within(dialog).findByText('Courriel doit être une adresse courriel valide');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  });

  it('says so when rate-limited, and gives the phone number when sending fails', async () => {
    stubApi({ [route]: () => emptyRefusal(429) });
    renderWithClinic(<Harness />);
    const { dialog, input } = openDialog();
    submit(dialog, input, 'camille@exemple.ca');
    expect((await within(dialog).findByRole('alert')).textContent).toContain(manageDialogText.rateLimited);

    stubApi({ [route]: unreachable });
    submit(dialog, input, 'camille@exemple.ca');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain(manageDialogText.failed));
    expect(within(dialog).getByRole('alert').textContent).toContain('Si le problème persiste, contactez-nous au 514 555-0100.');
  });

  it('starts again from an empty form when reopened', async () => {
    stubApi({ [route]: sent });
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
