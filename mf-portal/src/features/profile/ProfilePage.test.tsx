import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { correctionMessageMaxLength, correctionRequestMessages } from 'shared-domain/patients/correction-request';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  camille,
  json,
  type PortalAnswer,
  type PortalStubRoutes,
  refusal,
  renderPortal,
  stubApi,
  unreachable,
} from '../../test-support/portal-test-api';
import { excerpt, excerptLength } from './CorrectionRequestList';
import { profileText } from './profile-text';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const meRoute = 'GET /api/portal/me';
const requestsRoute = 'GET /api/portal/correction-requests';
const sendRoute = 'POST /api/portal/correction-requests';

const noRequests = json(200, { requests: [] });
const noConsents = json(200, { consents: [] });
type ListedRequest = PortalAnswer<typeof requestsRoute>['requests'][number];

const openRequest = {
  id: 'r-2',
  message: 'Mon numéro de téléphone a changé : 438 555-0199.',
  status: 'open',
  createdAt: '2026-11-20T15:00:00.000Z',
  answeredOn: null,
} satisfies ListedRequest;
const answeredRequest: ListedRequest = {
  id: 'r-1',
  message: 'Mon adresse est maintenant le 45, avenue du Parc.',
  status: 'answered',
  createdAt: '2026-10-01T14:00:00.000Z',
  answeredOn: '2026-10-03',
};

async function showProfile(patient: PortalAnswer<typeof meRoute>, routes: PortalStubRoutes = {}) {
  // « Mes consentements » (MyConsentsSection.test.tsx) loads below; none here.
  const api = stubApi({ [meRoute]: json(200, patient), [requestsRoute]: noRequests, 'GET /api/portal/consents': noConsents, ...routes });
  renderPortal('/patient-portal/profil');
  await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
  const record = document.querySelector('dl.profile') as HTMLElement;
  const values = Object.fromEntries(
    within(record)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling as HTMLElement]),
  );
  return { api, record, values: values as Record<string, HTMLElement> };
}

const correction = () => screen.getByRole('region', { name: profileText.correctionTitle });
const messageField = () => within(correction()).getByLabelText(new RegExp(profileText.correctionLabel)) as HTMLTextAreaElement;
const send = () => fireEvent.click(within(correction()).getByRole('button', { name: profileText.send }));
const type = (text: string) => fireEvent.change(messageField(), { target: { value: text } });
const count = new Intl.NumberFormat('fr-CA');
/** The live count, which describes the field after its hint. */
const counter = () => document.getElementById(messageField().getAttribute('aria-describedby')?.split(' ').at(-1) ?? '') as HTMLElement;

describe('« Mon profil »', () => {
  it('shows the clinic’s record read-only: full name, e-mail, phone (formatted, to call), address', async () => {
    const { record, values } = await showProfile(camille);
    expect(values['Nom complet']?.textContent).toBe('Camille Roy');
    expect(values.Courriel?.textContent).toBe('camille.roy@courriel.example');
    const phone = within(values.Téléphone as HTMLElement).getByRole('link');
    expect(phone.textContent).toBe('514 555-0142');
    expect(phone.getAttribute('href')).toBe('tel:5145550142');
    expect(values.Adresse?.textContent).toBe(camille.address);
    // Read-only, but for whether the phone is a mobile (her own word).
    expect(within(record).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /modifier/i })).toBeNull();
    screen.getByText('Pour modifier ces informations, communiquez avec votre clinique.');
  });

  it('lets her say her phone is a mobile that takes texts, saved at once', async () => {
    const { api, values } = await showProfile(camille, { 'PUT /api/portal/me/phone-mobile': json(200, { phoneMobile: true }) });
    const box = within(values.Téléphone as HTMLElement).getByRole('checkbox', { name: profileText.phoneMobile }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await screen.findByText(profileText.mobileSaved);
    expect(box.checked).toBe(true);
    expect(api.to('PUT /api/portal/me/phone-mobile').map((request) => request.body)).toEqual([{ phoneMobile: true }]);
  });

  it('says what the record does not hold rather than leaving a blank', async () => {
    const { values } = await showProfile({ ...camille, phone: null, address: null, email: null });
    expect(values.Courriel?.textContent).toBe('Non indiqué');
    expect(values.Téléphone?.textContent).toBe('Non indiqué');
    expect(values.Adresse?.textContent).toBe('Non indiqué');
  });
});

describe('« Mon profil »: asking for a correction (Law 25)', () => {
  it('offers a labelled message, says the clinic answers within 30 days, and counts the characters as they are typed', async () => {
    await showProfile(camille);
    const field = messageField();
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([profileText.correctionHint, `0 / ${count.format(correctionMessageMaxLength)} caractères`]);
    type('  Mon adresse a changé.  ');
    expect(counter().textContent).toBe(`21 / ${count.format(correctionMessageMaxLength)} caractères`);
  });

  it('refuses an empty message and one too long, on the field, sending nothing', async () => {
    const { api } = await showProfile(camille);
    send();
    await within(correction()).findByText(correctionRequestMessages.messageRequired);
    expect(messageField().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(messageField()));

    type('x'.repeat(correctionMessageMaxLength + 1));
    send();
    await within(correction()).findByText(correctionRequestMessages.messageTooLong);
    expect(counter().textContent).toBe(
      `${count.format(correctionMessageMaxLength + 1)} / ${count.format(correctionMessageMaxLength)} caractères`,
    );
    expect(counter().className).toContain('correction-form__count--over');
    expect(api.to(sendRoute)).toHaveLength(0);
  });

  it('sends the message trimmed, says it was sent, empties the form and lists the new request', async () => {
    const created = { ...openRequest, id: 'r-3', message: 'Mon adresse a changé.', createdAt: '2026-11-22T15:00:00.000Z' };
    const { api } = await showProfile(camille, {
      [requestsRoute]: [noRequests, json(200, { requests: [created] })],
      [sendRoute]: json(201, { request: { id: created.id, message: created.message, status: 'open', createdAt: created.createdAt } }),
    });
    await screen.findByText(profileText.requestsEmpty);
    type('  Mon adresse a changé.  ');
    send();
    await within(correction()).findByText(correctionRequestMessages.sent);
    expect(within(correction()).getByRole('status').textContent).toBe(correctionRequestMessages.sent);
    expect(api.to(sendRoute).map((request) => request.body)).toEqual([{ message: 'Mon adresse a changé.' }]);
    expect(messageField().value).toBe('');
    const list = await screen.findByRole('list', { name: profileText.requestsTitle });
    within(list).getByText('Mon adresse a changé.');
    expect(api.to(requestsRoute)).toHaveLength(2);
  });

  it('says in French when the clinic has had too many requests today (429), keeping the message', async () => {
    await showProfile(camille, {
      [sendRoute]: refusal(429, 'RATE_LIMITED', correctionRequestMessages.tooManyToday),
    });
    type('Mon adresse a changé.');
    send();
    const alert = await within(correction()).findByRole('alert');
    expect(alert.textContent).toContain(correctionRequestMessages.failed);
    // The server's words: the limit is per day, not the generic « réessayer dans quelques minutes ».
    expect(alert.textContent).toContain(correctionRequestMessages.tooManyToday);
    expect(messageField().value).toBe('Mon adresse a changé.');
    expect(within(correction()).getByRole('status').textContent).toBe('');
    // Typing again clears the failure.
    type('Mon adresse a changé hier.');
    await waitFor(() => expect(within(correction()).queryByRole('alert')).toBeNull());
  });

  it('says so when the server cannot be reached, keeping the message to send again', async () => {
    const { api } = await showProfile(camille, { [sendRoute]: [unreachable, json(201, { request: { ...openRequest, id: 'r-4' } })] });
    type('Mon adresse a changé.');
    send();
    const alert = await within(correction()).findByRole('alert');
    expect(alert.textContent).toContain(profileText.unreachable);
    send();
    await within(correction()).findByText(correctionRequestMessages.sent);
    expect(api.to(sendRoute)).toHaveLength(2);
  });

  it('puts the server’s refusal of the message (422) on the field', async () => {
    await showProfile(camille, {
      [sendRoute]: refusal(422, 'VAL_001', 'Certains champs sont invalides.', { message: correctionRequestMessages.messageTooLong }),
    });
    type('Mon adresse a changé.');
    send();
    await within(correction()).findByText(correctionRequestMessages.messageTooLong);
    expect(messageField().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('« Mon profil »: the requests already sent', () => {
  it('lists them with their date, the start of the message and whether the clinic answered', async () => {
    const long = { ...openRequest, id: 'r-9', message: `Plusieurs corrections : ${'a'.repeat(300)}` };
    await showProfile(camille, { [requestsRoute]: json(200, { requests: [long, answeredRequest] }) });
    const list = await screen.findByRole('list', { name: profileText.requestsTitle });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    within(first).getByText('Envoyée le vendredi 20 novembre 2026');
    within(first).getByText(excerpt(long.message));
    expect(excerpt(long.message)).toHaveLength(excerptLength);
    expect(excerpt(long.message).endsWith('…')).toBe(true);
    within(first).getByText(profileText.open);
    within(second).getByText(answeredRequest.message);
    within(second).getByText('Répondue le samedi 3 octobre 2026');
  });

  it('says when there is none', async () => {
    await showProfile(camille);
    await screen.findByText(profileText.requestsEmpty);
  });

  it('shows a load failure with « Réessayer », the form staying usable', async () => {
    const { api } = await showProfile(camille, {
      [requestsRoute]: [refusal(500, 'INTERNAL', 'Une erreur inattendue est survenue'), json(200, { requests: [openRequest] })],
    });
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('heading', { name: profileText.requestsFailed });
    expect(messageField()).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByText(profileText.open);
    expect(api.to(requestsRoute)).toHaveLength(2);
  });
});
