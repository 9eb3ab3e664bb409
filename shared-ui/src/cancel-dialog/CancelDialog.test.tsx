// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ApiError } from 'shared-domain/platform/errors';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api-result';
import { CancelDialog, type CancelDialogProps } from './CancelDialog';
import { problemText } from '../problem-message';

afterEach(cleanup);

const appointment = { scheduledDate: '2026-11-24', scheduledTime: '09:30' };
const closed: ApiError = { status: 409, code: 'BOOK_003', message: 'Ce rendez-vous ne peut plus être modifié en ligne.' };

function renderDialog(cancel: CancelDialogProps<{ id: string }>['cancel'], open = true) {
  const props = {
    appointment,
    cancel,
    unreachable: problemText.unreachable,
    isFinal: (error: ApiError) => error.code === 'BOOK_003',
    onClose: vi.fn(),
    onRefused: vi.fn(),
    onCancelled: vi.fn(),
  };
  const view = render(<CancelDialog open={open} {...props} />);
  return { ...props, rerender: (next: boolean) => view.rerender(<CancelDialog open={next} {...props} />) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Annuler le rendez-vous' });
const reason = () => within(dialog()).getByLabelText(/^Raison de l'annulation/) as HTMLTextAreaElement;
const confirm = () => act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: "Confirmer l'annulation" })));

describe('CancelDialog', () => {
  it('asks for a reason, sends it trimmed, and hands the answer to the page', async () => {
    const cancel = vi.fn(async (): Promise<ApiResult<{ id: string }>> => ({ kind: 'ok', data: { id: 'rdv-1' } }));
    const page = renderDialog(cancel);
    expect(dialog().textContent).toContain('mardi 24 novembre 2026');
    await confirm();
    within(dialog()).getByText(messages.reasonRequired);
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.change(reason(), { target: { value: '  Empêchement ' } });
    await confirm();
    expect(cancel).toHaveBeenCalledWith({ reason: 'Empêchement' });
    expect(page.onCancelled).toHaveBeenCalledWith({ id: 'rdv-1' });
  });

  it('keeps the reason after a failure, and hands a final refusal to the page', async () => {
    const answers: ApiResult<{ id: string }>[] = [
      { kind: 'unreachable', reason: 'network', cause: new TypeError('Failed to fetch') },
      { kind: 'error', error: closed },
    ];
    const page = renderDialog(async () => answers.shift() as ApiResult<{ id: string }>);
    fireEvent.change(reason(), { target: { value: 'Empêchement' } });
    await confirm();
    const alert = within(dialog()).getByRole('alert');
    expect(alert.textContent).toContain(messages.cancelFailed);
    expect(alert.textContent).toContain(problemText.unreachable);
    expect(reason().value).toBe('Empêchement');
    expect(page.onRefused).not.toHaveBeenCalled();
    await confirm();
    expect(page.onRefused).toHaveBeenCalledWith(closed);
  });

  it('starts each opening from an empty reason, and « Garder mon rendez-vous » closes it', () => {
    const page = renderDialog(async () => ({ kind: 'ok', data: { id: 'rdv-1' } }));
    fireEvent.change(reason(), { target: { value: 'Empêchement' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Garder mon rendez-vous' }));
    expect(page.onClose).toHaveBeenCalled();
    page.rerender(false);
    page.rerender(true);
    expect(reason().value).toBe('');
  });
});
