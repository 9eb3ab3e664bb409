import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { paths } from 'shared-domain/platform/paths';
import { invitationMessages as messages } from 'shared-domain/scheduling/waitlist';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type PublicAnswer, type PublicStubRoutes, refusal, stubApi, unreachable } from '../../test-support/public-stub-api';
import { renderWithClinic } from '../../test-support/render';
import { InvitationPage } from './InvitationPage';
import { problemText } from 'shared-ui/problem-message';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'inv_Zk9x-Abc123DEF456ghij' as const;
const base = `/api/links/invitations/${token}` as const;

type Invitation = PublicAnswer<`GET ${typeof base}`>;

const invitation: Invitation = {
  state: 'pending',
  slot: { date: '2026-11-23', time: '09:00', durationMinutes: 60, serviceName: 'Suivi chiropratique' },
  firstName: 'Marie',
  expiresAt: '2026-11-20T16:00:00.000Z',
};

const thanks = {
  accept: 'Merci! Votre rendez-vous est réservé. Vérifiez votre courriel pour les détails.',
  decline: "Merci de votre réponse. Vous restez sur notre liste d'attente.",
  leave: "Vous avez été retiré(e) de notre liste d'attente. Merci!",
} as const;

const api = (overrides: PublicStubRoutes = {}) =>
  stubApi({
    [`GET ${base}` as const]: () => json(200, invitation),
    [`POST ${base}/accept` as const]: () => json(200, { message: thanks.accept }),
    [`POST ${base}/decline` as const]: () => json(200, { message: thanks.decline }),
    [`POST ${base}/leave` as const]: () => json(200, { message: thanks.leave }),
    ...overrides,
  });

const renderInvitation = (search = '') =>
  renderWithClinic(
    <Routes>
      <Route path={paths.invitation.pattern} element={<InvitationPage />} />
    </Routes>,
    { path: `${paths.invitation.build(token)}${search}` },
  );

const posts = (stub: ReturnType<typeof api>) => stub.calls.filter((call) => call.method === 'POST');

describe('the invitation page', () => {
  it('shows the offered slot with its date, time, length and service, and the answers, without answering', async () => {
    const stub = api();
    renderInvitation();
    screen.getByRole('heading', { level: 1, name: "Invitation de la liste d'attente" });
    const slot = await screen.findByRole('region', { name: 'Le créneau offert' });
    for (const text of ['Suivi chiropratique', 'lundi 23 novembre 2026', '9 h', '60 min']) expect(slot.textContent).toContain(text);
    expect(screen.getByText(/Bonjour Marie/).textContent).toContain('vendredi 20 novembre 2026 à 11 h');
    for (const name of ['Accepter', 'Refuser', "Quitter la liste d'attente"]) screen.getByRole('button', { name });
    expect(posts(stub)).toHaveLength(0);
  });

  it('leaves the service out when the slot has none', async () => {
    api({ [`GET ${base}` as const]: () => json(200, { ...invitation, slot: { ...invitation.slot, serviceName: null } }) });
    renderInvitation();
    const slot = await screen.findByRole('region', { name: 'Le créneau offert' });
    expect(slot.textContent).not.toContain('Service');
  });

  it.each([
    ['Accepter', 'accept'],
    ['Refuser', 'decline'],
  ] as const)('« %s » answers and shows the server’s thank-you, focused', async (button, answer) => {
    const stub = api();
    renderInvitation();
    fireEvent.click(await screen.findByRole('button', { name: button }));
    const message = await screen.findByRole('heading', { name: thanks[answer] });
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(stub.callsTo(`POST ${base}/${answer}`)).toHaveLength(1);
    expect(posts(stub)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
  });

  it('asks before leaving the waitlist, and can go back', async () => {
    const stub = api();
    renderInvitation();
    fireEvent.click(await screen.findByRole('button', { name: "Quitter la liste d'attente" }));
    const question = screen.getByRole('heading', { name: /Voulez-vous quitter la liste d'attente/ });
    await waitFor(() => expect(document.activeElement).toBe(question));
    fireEvent.click(screen.getByRole('button', { name: 'Voir les autres choix' }));
    screen.getByRole('button', { name: 'Accepter' });
    fireEvent.click(screen.getByRole('button', { name: "Quitter la liste d'attente" }));
    fireEvent.click(screen.getByRole('button', { name: "Oui, quitter la liste d'attente" }));
    await screen.findByRole('heading', { name: thanks.leave });
    expect(stub.callsTo(`POST ${base}/leave`)).toHaveLength(1);
  });

  it.each([
    ['accept', 'Voulez-vous accepter ce rendez-vous ?', 'Oui, accepter ce rendez-vous'],
    ['decline', 'Voulez-vous refuser ce rendez-vous ?', 'Oui, refuser ce rendez-vous'],
  ] as const)('?action=%s asks to confirm that answer and posts nothing until confirmed', async (answer, question, confirm) => {
    const stub = api();
    renderInvitation(`?action=${answer}`);
    const heading = await screen.findByRole('heading', { name: question });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    screen.getByRole('region', { name: 'Le créneau offert' });
    expect(posts(stub)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: confirm }));
    await screen.findByRole('heading', { name: thanks[answer] });
    expect(stub.callsTo(`POST ${base}/${answer}`)).toHaveLength(1);
  });

  it('?action=leave asks to confirm leaving the waitlist, even once the offer is over', async () => {
    const stub = api({ [`GET ${base}` as const]: () => json(200, { ...invitation, state: 'expired' }) });
    renderInvitation('?action=leave');
    await screen.findByRole('heading', { name: messages.expired });
    screen.getByRole('heading', { name: /Voulez-vous quitter la liste d'attente/ });
    expect(posts(stub)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: "Oui, quitter la liste d'attente" }));
    await screen.findByRole('heading', { name: thanks.leave });
    expect(stub.callsTo(`POST ${base}/leave`)).toHaveLength(1);
  });

  it('ignores an unknown ?action', async () => {
    api();
    renderInvitation('?action=tout');
    await screen.findByRole('button', { name: 'Accepter' });
    expect(screen.queryByRole('button', { name: /^Oui/ })).toBeNull();
  });

  it.each<[Invitation['state'], string]>([
    ['accepted', messages.alreadyAccepted],
    ['expired', messages.expired],
    ['taken', messages.taken],
    ['invalid', messages.notValid],
  ])('a %s invitation says « %s » and offers no answer', async (state, text) => {
    api({ [`GET ${base}` as const]: () => json(200, { ...invitation, state }) });
    renderInvitation('?action=accept');
    await screen.findByRole('heading', { name: text });
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Oui/ })).toBeNull();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it.each([
    [404, 'NOT_FOUND', messages.notFound],
    [400, 'VAL_003', messages.invalidLink],
  ])('a %i (%s) on load says the link is unknown', async (status, code, text) => {
    api({ [`GET ${base}` as const]: () => refusal(status, code, 'Refusé') });
    renderInvitation();
    await screen.findByRole('heading', { name: text });
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('a failed load says so and reads again on « Réessayer »', async () => {
    let calls = 0;
    api({ [`GET ${base}` as const]: () => (++calls === 1 ? unreachable() : json(200, invitation)) });
    renderInvitation();
    await screen.findByRole('heading', { name: messages.loadFailed });
    screen.getByText(problemText.unreachable);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('button', { name: 'Accepter' });
  });

  it.each<[string, number, string, Invitation['state']]>([
    ['OFFER_001', 409, messages.taken, 'taken'],
    ['OFFER_002', 410, messages.expired, 'expired'],
    ['OFFER_003', 409, messages.notValid, 'invalid'],
  ])('a refused answer (%s) says why and reads the invitation again', async (code, status, text, state) => {
    let reads = 0;
    const stub = api({
      [`GET ${base}` as const]: () => json(200, ++reads === 1 ? invitation : { ...invitation, state }),
      [`POST ${base}/accept` as const]: () => refusal(status, code, text),
    });
    renderInvitation();
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter' }));
    const failure = await screen.findByRole('heading', { name: messages.answerFailed });
    await waitFor(() => expect(document.activeElement).toBe(failure));
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    await waitFor(() => expect(stub.callsTo(`GET ${base}`)).toHaveLength(2));
    await screen.findByRole('heading', { name: text });
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
  });

  it('after OFFER_001 the answers disappear even if the invitation read again still says pending', async () => {
    api({ [`POST ${base}/accept` as const]: () => refusal(409, 'OFFER_001', messages.taken) });
    renderInvitation();
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter' }));
    await screen.findByRole('heading', { name: messages.answerFailed });
    await screen.findByRole('heading', { name: messages.taken });
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuser' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Le créneau offert' })).toBeNull();
  });

  it('never promises the slot: the first to accept gets it, as the e-mail says', async () => {
    api();
    renderInvitation();
    await screen.findByRole('region', { name: 'Le créneau offert' });
    expect(document.body.textContent).not.toMatch(/réservé/);
    screen.getByText(/la première qui l'accepte obtient le rendez-vous/);
  });

  it('an answer that gets no reply says so and lets the visitor answer again', async () => {
    let attempts = 0;
    const stub = api({
      [`POST ${base}/accept` as const]: () => (++attempts === 1 ? unreachable() : json(200, { message: thanks.accept })),
    });
    renderInvitation();
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter' }));
    await screen.findByRole('heading', { name: messages.answerFailed });
    screen.getByText(problemText.unreachable);
    expect(stub.callsTo(`GET ${base}`)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    await screen.findByRole('heading', { name: thanks.accept });
  });
});
