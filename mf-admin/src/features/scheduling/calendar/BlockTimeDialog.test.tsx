import { calendarMessages } from 'shared-domain/scheduling/calendar-input';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLocation, louis, renderCalendar, restoreCalendarStubs } from './calendar-test-support';
import { failure, json } from '../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  restoreCalendarStubs();
});

const block = 'POST /api/admin/blocked-times';

async function openBlock(routes: Parameters<typeof renderCalendar>[1] = {}, address = '/admin/calendar?vue=jour&date=2026-11-26') {
  const api = renderCalendar(address, routes);
  fireEvent.click(await screen.findByRole('button', { name: 'Bloquer une période' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bloquer une période' });
  return { api, dialog };
}

const submit = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquer la période' })));

describe('« Bloquer une période »', () => {
  it('blocks the day shown as a whole day with its reason, then says the public booking stops offering it', async () => {
    const blockedTime = {
      id: 'bloc-1',
      startDate: '2026-11-26',
      endDate: '2026-11-26',
      startTime: null,
      endTime: null,
      reason: 'Vacances',
    };
    const { api, dialog } = await openBlock({ [block]: () => json(201, { blockedTime, overlapping: [] }) });
    expect((within(dialog).getByLabelText(/^Date de début/) as HTMLInputElement).value).toBe('2026-11-26');
    expect((within(dialog).getByLabelText(/^Date de fin/) as HTMLInputElement).value).toBe('2026-11-26');
    expect((within(dialog).getByRole('checkbox', { name: 'Toute la journée' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByLabelText(/^Heure de début/)).toBeNull();

    await submit(dialog);
    within(dialog).getByText('Veuillez remplir le champ « Motif »');
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: /Motif/ }));
    expect(api.sent('POST', '/api/admin/blocked-times')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Motif/ }), { target: { value: 'Vacances' } });
    await submit(dialog);
    expect(api.sent('POST', '/api/admin/blocked-times')).toEqual([
      { startDate: '2026-11-26', endDate: '2026-11-26', startTime: null, endTime: null, reason: 'Vacances' },
    ]);
    const heading = await within(dialog).findByRole('heading', { level: 3, name: /La période est bloquée/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(dialog.textContent).toContain('Vacances — jeudi 26 novembre 2026, toute la journée');
    expect(dialog.textContent).toContain('Aucun rendez-vous ne chevauche cette période.');
    await waitFor(() => expect(api.requests.filter((request) => request.url.pathname === '/api/admin/calendar')).toHaveLength(2));
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[1] as HTMLElement);
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('asks for the times when not the whole day, and refuses an end before the start', async () => {
    const { api, dialog } = await openBlock({
      [block]: () =>
        json(201, {
          blockedTime: {
            id: 'bloc-2',
            startDate: '2026-11-26',
            endDate: '2026-11-26',
            startTime: '13:00',
            endTime: '17:00',
            reason: 'Formation',
          },
          overlapping: [],
        }),
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Toute la journée' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Motif/ }), { target: { value: 'Formation' } });
    await submit(dialog);
    within(dialog).getByText('Veuillez remplir le champ « Heure de début »');
    within(dialog).getByText('Veuillez remplir le champ « Heure de fin »');

    fireEvent.change(within(dialog).getByLabelText(/^Heure de début/), { target: { value: '13:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Heure de fin/), { target: { value: '12:00' } });
    await submit(dialog);
    within(dialog).getByText(calendarMessages.timeOrder);
    fireEvent.change(within(dialog).getByLabelText(/^Date de fin/), { target: { value: '2026-11-25' } });
    fireEvent.change(within(dialog).getByLabelText(/^Heure de fin/), { target: { value: '17:00' } });
    await submit(dialog);
    within(dialog).getByText(calendarMessages.rangeOrder);
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Date de fin/));
    expect(api.sent('POST', '/api/admin/blocked-times')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Date de fin/), { target: { value: '2026-11-26' } });
    await submit(dialog);
    expect(api.sent('POST', '/api/admin/blocked-times')).toEqual([
      { startDate: '2026-11-26', endDate: '2026-11-26', startTime: '13:00', endTime: '17:00', reason: 'Formation' },
    ]);
  });

  it('lists the appointments the period overlaps, and opens one of them', async () => {
    const blockedTime = { id: 'bloc-3', startDate: '2026-11-26', endDate: '2026-11-27', startTime: null, endTime: null, reason: 'Congrès' };
    const { dialog } = await openBlock(
      { [block]: () => json(201, { blockedTime, overlapping: [louis] }) },
      '/admin/calendar?vue=semaine&date=2026-11-18',
    );
    // A week without today: it starts on its Monday.
    expect((within(dialog).getByLabelText(/^Date de début/) as HTMLInputElement).value).toBe('2026-11-16');
    fireEvent.change(within(dialog).getByLabelText(/^Date de début/), { target: { value: '2026-11-26' } });
    // A one-day period follows its start.
    expect((within(dialog).getByLabelText(/^Date de fin/) as HTMLInputElement).value).toBe('2026-11-26');
    fireEvent.change(within(dialog).getByLabelText(/^Date de fin/), { target: { value: '2026-11-27' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Motif/ }), { target: { value: 'Congrès' } });
    await submit(dialog);
    await within(dialog).findByText('Un rendez-vous chevauche cette période. Il reste au calendrier : déplacez-le ou annulez-le.');
    expect(dialog.textContent).toContain('du jeudi 26 novembre 2026 au vendredi 27 novembre 2026');
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'jeudi 26 novembre 2026, 14 h à 15 h, Louis Gagnon, Évaluation initiale, En attente' }),
    );
    expect(currentLocation()).toBe('/admin/calendar?vue=semaine&date=2026-11-26&rdv=rdv-louis');
    await screen.findByRole('dialog', { name: 'Rendez-vous — Louis Gagnon' });
  });

  it('shows the server’s refusal above the form, which stays as filled in', async () => {
    const { dialog } = await openBlock({
      [block]: () =>
        failure(422, {
          error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields: { endDate: 'Cette période est déjà passée.' } },
        }),
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Motif/ }), { target: { value: 'Formation' } });
    await submit(dialog);
    await within(dialog).findByText('Cette période est déjà passée.');
    expect((within(dialog).getByRole('combobox', { name: /Motif/ }) as HTMLInputElement).value).toBe('Formation');
  });
});
