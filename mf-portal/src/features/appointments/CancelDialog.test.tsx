import { act, cleanup, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking';
import { changeClosedText, selfServiceText } from 'shared-domain/scheduling/self-service-text';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, refusal, unreachable } from '../../test-support/portal-test-api';
import { cancelled, openAppointments, routes, upcoming } from '../../test-support/appointment-fixtures';
import { problemText } from 'shared-ui/problem-message';

// The routes load the page lazily: loaded once here, so the first test does not wait for it.
beforeAll(() => import('./AppointmentsPage'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const text = selfServiceText.cancel;
const nowCancelled = { ...cancelled, id: upcoming.id, scheduledDate: upcoming.scheduledDate, scheduledTime: upcoming.scheduledTime };

/** Opens « Annuler » on the upcoming appointment; returns the dialog and the button that opened it. */
async function openCancel() {
  const button = await screen.findByRole('button', { name: 'Annuler' });
  button.focus();
  fireEvent.click(button);
  return { dialog: await screen.findByRole('dialog', { name: text.title }), button };
}

const reasonOf = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Raison de l'annulation/ }) as HTMLTextAreaElement;

describe('« Annuler »', () => {
  it('asks first, with the date, the focus on the reason; needs a reason; then cancels, says so and shows the list as it now stands', async () => {
    const api = openAppointments([json(200, { appointments: [upcoming] }), json(200, { appointments: [nowCancelled] })], {
      [routes.cancel(upcoming.id)]: json(200, nowCancelled),
    });
    const { dialog } = await openCancel();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain('Voulez-vous vraiment annuler votre rendez-vous du lundi 30 novembre 2026 à 9 h 30 ?');
    await waitFor(() => expect(document.activeElement).toBe(reasonOf(dialog)));

    // Without a reason (spaces only): the spec's message on the field, nothing sent.
    fireEvent.change(reasonOf(dialog), { target: { value: '   ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: text.submit })));
    within(dialog).getByText(messages.reasonRequired);
    expect(reasonOf(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(api.to(routes.cancel(upcoming.id))).toHaveLength(0);

    fireEvent.change(reasonOf(dialog), { target: { value: ' Empêchement <b>au travail</b> ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: text.submit })));
    expect(api.to(routes.cancel(upcoming.id)).map((request) => request.body)).toEqual([{ reason: 'Empêchement au travail' }]);
    expect((await screen.findByRole('heading', { name: messages.cancelled })).closest('[role="status"]')).not.toBeNull();
    expect(dialog.hasAttribute('open')).toBe(false);
    // The « Annuler » button is gone with the change: the message has the focus.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(messages.cancelled));
    await screen.findByText(changeClosedText.cancelled);
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    expect(api.to(routes.list)).toHaveLength(2);
  });

  it("puts the server's field message back on the reason, and keeps the form as typed after a failure", async () => {
    openAppointments(json(200, { appointments: [upcoming] }), {
      [routes.cancel(upcoming.id)]: [
        refusal(422, 'VAL_001', 'Certains champs sont invalides.', { reason: messages.reasonRequired }),
        unreachable,
      ],
    });
    const { dialog } = await openCancel();
    fireEvent.change(reasonOf(dialog), { target: { value: 'Malade' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: text.submit })));
    await within(dialog).findByText(messages.reasonRequired);

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: text.submit })));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(messages.cancelFailed);
    expect(alert.textContent).toContain(problemText.unreachable);
    expect(reasonOf(dialog).value).toBe('Malade');
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('closes and says why when the API no longer allows it, then reads the list again', async () => {
    const api = openAppointments(json(200, { appointments: [upcoming] }), {
      [routes.cancel(upcoming.id)]: refusal(409, 'BOOK_003', messages.changeClosed),
    });
    const { dialog } = await openCancel();
    fireEvent.change(reasonOf(dialog), { target: { value: 'Malade' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: text.submit })));
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('heading', { name: messages.cancelFailed });
    expect(alert.textContent).toContain(messages.changeClosed);
    expect(dialog.hasAttribute('open')).toBe(false);
    await vi.waitFor(() => expect(api.to(routes.list)).toHaveLength(2));
  });

  it('« Garder mon rendez-vous » and Escape close it unsent, the focus back on « Annuler », the reason empty again', async () => {
    const api = openAppointments(json(200, { appointments: [upcoming] }));
    const { dialog, button } = await openCancel();
    fireEvent.change(reasonOf(dialog), { target: { value: 'Peut-être' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.keep }));
    expect(dialog.hasAttribute('open')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(button));

    const again = (await openCancel()).dialog;
    expect(reasonOf(again).value).toBe('');
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(again.hasAttribute('open')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(api.to(routes.cancel(upcoming.id))).toHaveLength(0);
  });
});
