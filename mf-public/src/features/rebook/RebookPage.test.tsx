import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from 'shared-domain/platform/paths';
import { rebookingMessages as messages } from 'shared-domain/scheduling/rebooking';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type PublicAnswer, type PublicStubRoutes, refusal, stubApi, unreachable } from '../../test-support/public-stub-api';
import { renderWithClinic } from '../../test-support/render';
import { RebookPage } from './RebookPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'rb_Zk9x-Abc123DEF456ghij' as const;
const base = `/api/links/rebooking/${token}` as const;

// In the clinic's display order, which is not the calendar's.
const slots = [
  { id: 'slot-b', date: '2026-11-25', time: '14:00', durationMinutes: 45, available: true },
  { id: 'slot-a', date: '2026-11-24', time: '09:30', durationMinutes: 45, available: false },
  { id: 'slot-c', date: '2026-11-26', time: '10:00', durationMinutes: 45, available: true },
];

type RebookingRequest = PublicAnswer<`GET ${typeof base}`>;

const request: RebookingRequest = { state: 'pending', patientName: 'Marie Tremblay', reason: 'La clinique sera fermée ce jour-là.', slots };

const api = (overrides: PublicStubRoutes = {}) =>
  stubApi({
    [`GET ${base}` as const]: () => json(200, request),
    [`POST ${base}/respond` as const]: ({ body }) => {
      const action = (body as { action: string }).action;
      const state = action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'callback_requested';
      const message = { accepted: messages.accepted, declined: messages.declined, callback_requested: messages.callbackRequested }[state];
      return json(200, { state, message });
    },
    ...overrides,
  });

const renderRebook = (search = '') =>
  renderWithClinic(
    <Routes>
      <Route path={paths.rebook.pattern} element={<RebookPage />} />
    </Routes>,
    { path: `${paths.rebook.build(token)}${search}` },
  );

const slotGroup = () => screen.getByRole('radiogroup', { name: /Créneaux proposés/ });
const actionGroup = () => screen.getByRole('radiogroup', { name: /Que souhaitez-vous faire/ });
const loaded = () => screen.findByRole('radiogroup', { name: /Que souhaitez-vous faire/ });

describe('the rebooking page', () => {
  it('shows the request and its slots in display order, the taken one disabled, accepting chosen', async () => {
    const stub = api();
    renderRebook();
    screen.getByRole('heading', { level: 1, name: 'Reprise de rendez-vous' });
    await loaded();
    screen.getByText('Marie Tremblay');
    screen.getByText('La clinique sera fermée ce jour-là.');
    const radios = within(slotGroup()).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.value)).toEqual(['slot-b', 'slot-a', 'slot-c']);
    expect(radios.map((radio) => radio.disabled)).toEqual([false, true, false]);
    screen.getByLabelText('mercredi 25 novembre 2026 à 14 h (45 min)');
    screen.getByLabelText('mardi 24 novembre 2026 à 9 h 30 (45 min) — indisponible');
    expect(within(actionGroup()).getByLabelText<HTMLInputElement>('Je choisis un des créneaux proposés').checked).toBe(true);
    screen.getByRole('button', { name: 'Confirmer ce créneau' });
    expect(stub.callsTo(`POST ${base}/respond`)).toHaveLength(0);
  });

  it('accepting without a slot says « Veuillez sélectionner un créneau », focuses the slots and sends nothing', async () => {
    const stub = api();
    renderRebook();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ce créneau' }));
    await screen.findByText(messages.slotRequired);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('mercredi 25 novembre 2026 à 14 h (45 min)')));
    expect(stub.callsTo(`POST ${base}/respond`)).toHaveLength(0);
  });

  it('accepts the chosen slot and shows the outcome, focused', async () => {
    const stub = api();
    renderRebook();
    await loaded();
    fireEvent.click(screen.getByLabelText('jeudi 26 novembre 2026 à 10 h (45 min)'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ce créneau' }));
    const outcome = await screen.findByRole('heading', { name: messages.accepted });
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(stub.callsTo(`POST ${base}/respond`).map((call) => call.body)).toEqual([{ action: 'accept', slotId: 'slot-c', notes: '' }]);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    // Which slot she now has.
    expect(outcome.closest('[role="status"]')?.textContent).toContain(
      'Votre rendez-vous : jeudi 26 novembre 2026 à 10 h (45 min). Un courriel de confirmation vous est envoyé.',
    );
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it.each([
    ['Je ne souhaite pas reprendre ce rendez-vous', 'Envoyer ma réponse', 'decline', messages.declined],
    ['Je préfère que la clinique me rappelle', 'Demander un rappel', 'request_callback', messages.callbackRequested],
  ])('« %s » needs no slot and sends the notes', async (label, button, action, outcome) => {
    const stub = api();
    renderRebook();
    await loaded();
    fireEvent.click(screen.getByLabelText('jeudi 26 novembre 2026 à 10 h (45 min)'));
    fireEvent.click(screen.getByLabelText(label));
    expect(screen.queryByRole('radiogroup', { name: /Créneaux proposés/ })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Notes/), { target: { value: 'Plutôt en soirée' } });
    fireEvent.click(screen.getByRole('button', { name: button }));
    await screen.findByRole('heading', { name: outcome });
    expect(stub.callsTo(`POST ${base}/respond`).map((call) => call.body)).toEqual([{ action, notes: 'Plutôt en soirée' }]);
  });

  it('?action= and ?slot= preselect the answer without sending it', async () => {
    const stub = api();
    renderRebook('?action=accept&slot=slot-c');
    await loaded();
    expect(screen.getByLabelText<HTMLInputElement>('jeudi 26 novembre 2026 à 10 h (45 min)').checked).toBe(true);
    expect(stub.callsTo(`POST ${base}/respond`)).toHaveLength(0);
    cleanup();
    api();
    renderRebook('?action=request_callback');
    await loaded();
    expect(screen.getByLabelText<HTMLInputElement>('Je préfère que la clinique me rappelle').checked).toBe(true);
    screen.getByRole('button', { name: 'Demander un rappel' });
    // The e-mail's (and the route table's) word for it.
    cleanup();
    api();
    renderRebook('?action=callback');
    await loaded();
    expect(screen.getByLabelText<HTMLInputElement>('Je préfère que la clinique me rappelle').checked).toBe(true);
  });

  it('does not preselect a taken slot or one not offered', async () => {
    for (const slot of ['slot-a', 'autre']) {
      api();
      renderRebook(`?action=accept&slot=${slot}`);
      await loaded();
      const checked = within(slotGroup())
        .getAllByRole<HTMLInputElement>('radio')
        .filter((radio) => radio.checked);
      expect(checked).toHaveLength(0);
      cleanup();
    }
  });

  it.each<[RebookingRequest['state'], string]>([
    ['accepted', messages.alreadyAccepted],
    ['declined', messages.alreadyDeclined],
    ['callback_requested', messages.callbackRequested],
    ['expired', messages.expired],
  ])('a %s request says « %s » and takes no answer', async (state, text) => {
    api({ [`GET ${base}` as const]: () => json(200, { ...request, state }) });
    renderRebook();
    await screen.findByRole('heading', { name: text });
    screen.getByText('Marie Tremblay');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it.each([
    [404, messages.notFound],
    [400, messages.invalidToken],
  ])('a %i on load says « %s »', async (status, text) => {
    api({ [`GET ${base}` as const]: () => refusal(status, 'X', 'Refusé') });
    renderRebook();
    await screen.findByRole('heading', { name: text });
    // Not a dead end: the way back to the site.
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('a failed load says so and reads again on « Réessayer »', async () => {
    let reads = 0;
    api({ [`GET ${base}` as const]: () => (++reads === 1 ? unreachable() : json(200, request)) });
    renderRebook();
    await screen.findByRole('heading', { name: messages.failed });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await loaded()).toBeTruthy();
  });

  it('a slot taken meanwhile (409) says so and shows the slots read again', async () => {
    let reads = 0;
    const taken = 'Ce créneau vient d’être réservé. Choisissez-en un autre.';
    const stub = api({
      [`GET ${base}` as const]: () =>
        json(200, ++reads === 1 ? request : { ...request, slots: slots.map((slot) => ({ ...slot, available: slot.id === 'slot-b' })) }),
      [`POST ${base}/respond` as const]: () => refusal(409, 'BOOK_001', taken),
    });
    renderRebook();
    await loaded();
    fireEvent.click(screen.getByLabelText('jeudi 26 novembre 2026 à 10 h (45 min)'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ce créneau' }));
    const failure = await screen.findByRole('heading', { name: messages.failed });
    await waitFor(() => expect(document.activeElement).toBe(failure));
    screen.getByText(taken);
    await waitFor(() => expect(stub.callsTo(`GET ${base}`)).toHaveLength(2));
    await screen.findByLabelText('jeudi 26 novembre 2026 à 10 h (45 min) — indisponible');
  });

  it('an answer past the deadline (410) says so and shows the request as it now stands', async () => {
    let reads = 0;
    api({
      [`GET ${base}` as const]: () => json(200, ++reads === 1 ? request : { ...request, state: 'expired' }),
      [`POST ${base}/respond` as const]: () => refusal(410, 'REBOOK_001', messages.expired),
    });
    renderRebook();
    await loaded();
    fireEvent.click(screen.getByLabelText('Je préfère que la clinique me rappelle'));
    fireEvent.click(screen.getByRole('button', { name: 'Demander un rappel' }));
    await waitFor(() => expect(screen.queryByRole('radiogroup')).toBeNull());
    expect(screen.getAllByText(messages.expired).length).toBeGreaterThan(0);
  });

  it('a 422 on the slot shows under the slots; a server failure above the form, which stays filled', async () => {
    let attempts = 0;
    api({
      [`POST ${base}/respond` as const]: () =>
        ++attempts === 1
          ? refusal(422, 'VAL_001', 'Données invalides', { slotId: messages.slotNotOffered })
          : refusal(500, 'SYS_001', 'Une erreur interne est survenue.'),
    });
    renderRebook();
    await loaded();
    fireEvent.click(screen.getByLabelText('mercredi 25 novembre 2026 à 14 h (45 min)'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ce créneau' }));
    await screen.findByText(messages.slotNotOffered);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ce créneau' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.failed);
    expect(alert.textContent).toContain('Une erreur interne est survenue.');
    expect(screen.getByLabelText<HTMLInputElement>('mercredi 25 novembre 2026 à 14 h (45 min)').checked).toBe(true);
  });
});
