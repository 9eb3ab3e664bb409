import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { formatDateTime } from 'shared-domain/platform/format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminAnswer, type AnswerOf, answerAdminApi, json, failure, type AdminStubRoutes } from '../../../test-support/admin-stub-api';
import { testDays } from '../../../test-support/availability';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { servicesList } from '../../../test-support/services';
import { WaitlistPage } from './WaitlistPage';

// The clock pinned (only `Date`: timers stay real for the queries): the slot picker asks from the day it opens,
// and the test's own reading of today must not fall on the next day when a run crosses midnight.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A waitlist entry and a slot offer as the API lists them. */
type Entry = AdminAnswer<'GET /api/admin/waitlist'>['entries'][number];
type Offer = AdminAnswer<'GET /api/admin/slot-offers'>['offers'][number];

const julie: Entry = {
  id: 'entree-julie',
  fullName: 'Julie Gagnon',
  email: 'julie@courriel.example',
  phone: '5145550142',
  preferredDays: ['Lundi', 'Mercredi'],
  preferredTimes: ['Matin (8h-12h)'],
  notes: 'Préfère les débuts de semaine.\nBébé de 3 mois.',
  notesOnFile: true,
  status: 'waiting',
  source: 'site',
  contactConsentAt: '2026-11-10T14:00:00.000Z',
  createdAt: '2026-11-10T14:00:00.000Z',
  position: 1,
};
const marc: Entry = {
  id: 'entree-marc',
  fullName: 'Marc Roy',
  email: 'marc@courriel.example',
  phone: '+1 438 555 0199',
  preferredDays: [],
  preferredTimes: [],
  notes: null,
  notesOnFile: false,
  status: 'invited',
  source: 'site',
  contactConsentAt: '2026-11-11T15:30:00.000Z',
  createdAt: '2026-11-11T15:30:00.000Z',
  position: null,
};

const invitation = (
  id: string,
  fullName: string,
  status: Offer['invitations'][number]['status'],
  extra: Partial<Offer['invitations'][number]> = {},
): Offer['invitations'][number] => ({
  id,
  status,
  expiresAt: '2026-11-30T18:00:00.000Z',
  respondedAt: null,
  entryId: `entree-${id}`,
  fullName,
  ...extra,
});

const openOffer: Offer = {
  id: 'offre-1',
  date: '2026-12-01',
  time: '10:00',
  durationMinutes: 45,
  status: 'open',
  serviceName: 'Suivi bébé',
  createdAt: '2026-11-29T13:00:00.000Z',
  invitations: [
    invitation('i1', 'Marc Roy', 'pending'),
    invitation('i2', 'Ana Roy', 'declined', { respondedAt: '2026-11-29T15:00:00.000Z' }),
    invitation('i3', 'Béa Roy', 'expired'),
    invitation('i4', 'Céline Roy', 'cancelled'),
  ],
};
const filledOffer: Offer = {
  id: 'offre-2',
  date: '2026-11-27',
  time: '14:00',
  durationMinutes: 30,
  status: 'filled',
  serviceName: null,
  createdAt: '2026-11-26T13:00:00.000Z',
  invitations: [invitation('i5', 'Dora Roy', 'accepted', { respondedAt: '2026-11-26T14:05:00.000Z' })],
};
const quietOffer: Offer = { ...filledOffer, id: 'offre-3', date: '2026-11-20', status: 'expired', invitations: [] };

function renderWaitlist(routes: AdminStubRoutes = {}) {
  const api = answerAdminApi({
    'GET /api/admin/waitlist': () => json(200, { entries: [julie, marc] }),
    'GET /api/admin/slot-offers': () => json(200, { offers: [openOffer, filledOffer, quietOffer] }),
    'GET /api/admin/services': () => json(200, servicesList()),
    'GET /api/admin/availability': () => json(200, { days: testDays }),
    ...routes,
  });
  renderAdminPage(<WaitlistPage />, api);
  return api;
}

const cards = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('follow-up-card'));

const details = (card: HTMLElement) =>
  Object.fromEntries(Array.from(card.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent]));

async function openOfferDialog() {
  const opener = screen.getByRole('button', { name: 'Offrir un créneau' });
  // A click focuses the button in a browser; the dialog gives the focus back to it.
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Offrir un créneau' });
  await within(dialog).findByRole('combobox', { name: /Service/ });
  return dialog;
}

async function chooseSlot(dialog: HTMLElement, service = 'svc-bebe', day = /mardi 1 décembre/, time = '10 h') {
  fireEvent.change(within(dialog).getByRole('combobox', { name: /Service/ }), { target: { value: service } });
  fireEvent.click(await within(dialog).findByRole('button', { name: day }));
  fireEvent.click(within(dialog).getByRole('button', { name: time }));
}

describe('WaitlistPage', () => {
  it('lists the people waiting in order: place, contact, preferences, notes, state and sign-up date', async () => {
    renderWaitlist();
    screen.getByRole('heading', { level: 1, name: "Liste d'attente" });
    expect(screen.getByText("Chargement de la liste d'attente…").getAttribute('role')).toBe('status');
    screen.getByText('Chargement des offres…');
    await screen.findByRole('heading', { level: 3, name: 'Julie Gagnon' });
    const [first, second] = cards('Personnes en attente') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading').textContent).toBe('Julie Gagnon');
    expect(first.querySelector('.follow-up-badges')?.textContent).toBe('Position : 1État : En attente');
    expect(details(first)).toEqual({
      Courriel: 'julie@courriel.example',
      Téléphone: '514 555-0142',
      'Jours préférés': 'Lundi, Mercredi',
      'Moments préférés': 'Matin (8h-12h)',
      Notes: 'Préfère les débuts de semaine.\nBébé de 3 mois.',
      Inscription: 'mardi 10 novembre 2026',
    });
    expect(within(first).getByRole('link', { name: 'julie@courriel.example' }).getAttribute('href')).toBe('mailto:julie@courriel.example');
    expect(within(first).getByRole('link', { name: '514 555-0142' }).getAttribute('href')).toBe('tel:5145550142');
    // Holding an invitation: no place; no preference means any day or moment; no notes, no line.
    expect(second.querySelector('.follow-up-badges')?.textContent).toBe('Invitation en coursÉtat : Invitation envoyée');
    expect(details(second)).toEqual({
      Courriel: 'marc@courriel.example',
      Téléphone: '438 555-0199',
      'Jours préférés': 'Tous les jours',
      'Moments préférés': 'Tous les moments',
      Inscription: 'mercredi 11 novembre 2026',
    });
    within(second).getByRole('button', { name: 'Retirer Marc Roy' });
  });

  it('lists the offers with each invitation’s state in French and when it expires or was answered', async () => {
    renderWaitlist();
    await screen.findByRole('heading', { level: 3, name: 'mardi 1 décembre 2026 à 10 h' });
    const [open, filled, quiet] = cards('Offres de créneaux') as [HTMLElement, HTMLElement, HTMLElement];
    expect(open.querySelector('.follow-up-badges')?.textContent).toBe('Offre : Ouverte');
    expect(details(open)).toEqual({ Service: 'Suivi bébé', Durée: '45 min', 'Créée le': formatDateTime(new Date(openOffer.createdAt)) });
    const invitations = within(open).getByRole('list', { name: 'Invitations pour le créneau du mardi 1 décembre 2026 à 10 h' });
    expect(
      within(invitations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Marc Roy — Envoyée, expire le lundi 30 novembre 2026 à 13 h',
      `Ana Roy — Refusée, le ${formatDateTime(new Date('2026-11-29T15:00:00.000Z'))}`,
      'Béa Roy — Expirée, le lundi 30 novembre 2026 à 13 h',
      'Céline Roy — Annulée',
    ]);
    expect(filled.querySelector('.follow-up-badges')?.textContent).toBe('Offre : Pourvue');
    expect(details(filled).Service).toBe('Tout service');
    expect(within(filled).getByRole('listitem').textContent).toBe('Dora Roy — Acceptée, le jeudi 26 novembre 2026 à 9 h 05');
    expect(quiet.querySelector('.follow-up-badges')?.textContent).toBe('Offre : Expirée');
    within(quiet).getByText("Aucune invitation n'a été envoyée pour cette offre.");
  });

  it('says when nobody is waiting and no slot was offered yet', async () => {
    renderWaitlist({
      'GET /api/admin/waitlist': () => json(200, { entries: [] }),
      'GET /api/admin/slot-offers': () => json(200, { offers: [] }),
    });
    await screen.findByText("Personne n'est en attente pour le moment.");
    await screen.findByText("Aucun créneau n'a encore été offert.");
  });

  it('offers to try again when a list cannot be read', async () => {
    let asked = 0;
    renderWaitlist({
      'GET /api/admin/waitlist': () =>
        ++asked === 1
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : json(200, { entries: [julie] }),
      'GET /api/admin/slot-offers': () => failure(500, { error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' } }),
    });
    await screen.findByRole('heading', { name: "Erreur lors du chargement de la liste d'attente" });
    screen.getByText('La base de données est momentanément indisponible.');
    await screen.findByRole('heading', { name: 'Erreur lors du chargement des offres' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Réessayer' })[0] as HTMLElement);
    await screen.findByRole('heading', { level: 3, name: 'Julie Gagnon' });
  });

  describe('removing someone', () => {
    it('asks first: « Annuler » changes nothing', async () => {
      const api = renderWaitlist();
      fireEvent.click(await screen.findByRole('button', { name: 'Retirer Julie Gagnon' }));
      const dialog = screen.getByRole('dialog', { name: "Retirer de la liste d'attente" });
      within(dialog).getByText("Retirer Julie Gagnon de la liste d'attente ?");
      await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuler' })));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.sent('DELETE', '/api/admin/waitlist/entree-julie')).toEqual([]);
    });

    it('shows the removal on its way, and ignores a second press meanwhile', async () => {
      let answer: (response: AnswerOf<'DELETE /api/admin/waitlist/entree-julie'>) => void = () => undefined;
      const api = renderWaitlist({
        'DELETE /api/admin/waitlist/entree-julie': () =>
          new Promise<AnswerOf<'DELETE /api/admin/waitlist/entree-julie'>>((resolve) => (answer = resolve)),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Retirer Julie Gagnon' }));
      const dialog = screen.getByRole('dialog', { name: "Retirer de la liste d'attente" });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
      const busy = await within(dialog).findByRole('button', { name: 'Retrait en cours…' });
      expect(busy.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(busy);
      expect(api.sent('DELETE', '/api/admin/waitlist/entree-julie')).toHaveLength(1);
      answer(json(200, { removed: true }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('removes on confirmation, says so, shows the new list and puts the focus on its heading', async () => {
      let listed = 0;
      const api = renderWaitlist({
        'GET /api/admin/waitlist': () => json(200, { entries: ++listed === 1 ? [julie, marc] : [marc] }),
        'DELETE /api/admin/waitlist/entree-julie': () => json(200, { removed: true }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Retirer Julie Gagnon' }));
      const dialog = screen.getByRole('dialog', { name: "Retirer de la liste d'attente" });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
      await screen.findByText("Julie Gagnon a été retiré(e) de la liste d'attente.");
      expect(screen.getByText("Julie Gagnon a été retiré(e) de la liste d'attente.").getAttribute('role')).toBe('status');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.queryByRole('heading', { name: 'Julie Gagnon' })).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Personnes en attente' })));
      expect(api.sent('DELETE', '/api/admin/waitlist/entree-julie')).toHaveLength(1);
      // Their invitation, if any, was cancelled: the offers are read again too.
      expect(api.sent('GET', '/api/admin/slot-offers')).toHaveLength(2);
    });

    it('says why a removal failed, and reads the list again when the person is gone already', async () => {
      let listed = 0;
      renderWaitlist({
        'GET /api/admin/waitlist': () => json(200, { entries: ++listed === 1 ? [julie, marc] : [marc] }),
        'DELETE /api/admin/waitlist/entree-julie': () =>
          failure(404, { error: { code: 'NOT_FOUND', message: "Cette inscription n'existe pas." } }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Retirer Julie Gagnon' }));
      const dialog = screen.getByRole('dialog', { name: "Retirer de la liste d'attente" });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
      const problem = await within(dialog).findByRole('alert');
      expect(problem.textContent).toBe("Erreur lors du retraitCette inscription n'existe pas.");
      await waitFor(() => expect(listed).toBe(2));
      screen.getByRole('dialog', { name: "Retirer de la liste d'attente" });
    });
  });

  describe('offering a slot', () => {
    it('offers a free slot of a service; the first matching people are invited, and the lists are read again', async () => {
      const api = renderWaitlist({
        'POST /api/admin/slot-offers': () => json(201, { offer: { id: 'offre-9', invited: 3 } }),
      });
      await screen.findByRole('heading', { level: 3, name: 'Julie Gagnon' });
      const dialog = await openOfferDialog();
      const service = within(dialog).getByRole('combobox', { name: /Service/ });
      await waitFor(() => expect(document.activeElement).toBe(service));
      expect(
        within(service)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choisir un service', 'Ajustement adulte (30 min)', 'Suivi bébé (45 min)']);
      await chooseSlot(dialog);
      const asked = api.requests
        .filter((request) => request.url.pathname === '/api/admin/availability')
        .map((request) => request.url.searchParams);
      expect(Object.fromEntries(asked[0] ?? [])).toEqual({ serviceTypeId: 'svc-bebe', from: clinicDate(new Date()), days: '14' });
      expect(within(dialog).getByRole('button', { name: '9 h 30 (indisponible)' })).toHaveProperty('disabled', true);
      expect(within(dialog).getByRole('button', { name: '10 h' }).getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'offre" }));
      await screen.findByText('Offre créée : 3 invitations envoyées par courriel.');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Offrir un créneau' })));
      expect(api.sent('POST', '/api/admin/slot-offers')).toEqual([
        { date: '2026-12-01', time: '10:00', durationMinutes: 45, serviceTypeId: 'svc-bebe' },
      ]);
      await waitFor(() => expect(api.sent('GET', '/api/admin/waitlist')).toHaveLength(2));
      expect(api.sent('GET', '/api/admin/slot-offers')).toHaveLength(2);
    });

    it('asks for a service, then a day, then a time, before sending anything', async () => {
      const api = renderWaitlist();
      const dialog = await openOfferDialog();
      const send = within(dialog).getByRole('button', { name: "Envoyer l'offre" });
      fireEvent.click(send);
      const service = within(dialog).getByRole('combobox', { name: /Service/ });
      await within(dialog).findByText('Veuillez remplir le champ « Service »');
      expect(service.getAttribute('aria-invalid')).toBe('true');
      await waitFor(() => expect(document.activeElement).toBe(service));

      fireEvent.change(service, { target: { value: 'svc-adulte' } });
      await within(dialog).findByRole('button', { name: /mardi 1 décembre/ });
      fireEvent.click(send);
      within(dialog).getByText('Veuillez remplir le champ « Date »');
      expect(document.activeElement?.getAttribute('name')).toBe('date');

      fireEvent.click(within(dialog).getByRole('button', { name: /mercredi 2 décembre/ }));
      expect(within(dialog).queryByText('Veuillez remplir le champ « Date »')).toBeNull();
      fireEvent.click(send);
      within(dialog).getByText('Veuillez remplir le champ « Heure »');
      expect(document.activeElement?.getAttribute('name')).toBe('time');
      expect(api.sent('POST', '/api/admin/slot-offers')).toEqual([]);
    });

    it('a new service or day clears the time chosen', async () => {
      const api = renderWaitlist({ 'POST /api/admin/slot-offers': () => json(201, { offer: { id: 'o', invited: 1 } }) });
      const dialog = await openOfferDialog();
      await chooseSlot(dialog);
      fireEvent.click(within(dialog).getByRole('button', { name: /mercredi 2 décembre/ }));
      expect(within(dialog).getByRole('button', { name: '14 h' }).getAttribute('aria-pressed')).toBe('false');
      fireEvent.change(within(dialog).getByRole('combobox', { name: /Service/ }), { target: { value: 'svc-adulte' } });
      await within(dialog).findByRole('button', { name: /mardi 1 décembre/ });
      expect(within(dialog).queryByRole('button', { name: '14 h' })).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'offre" }));
      within(dialog).getByText('Veuillez remplir le champ « Date »');
      expect(api.sent('POST', '/api/admin/slot-offers')).toEqual([]);
    });

    it('says a slot taken meanwhile, and brings fresh slots to choose again', async () => {
      const api = renderWaitlist({
        'POST /api/admin/slot-offers': () =>
          failure(409, { error: { code: 'BOOK_001', message: "Ce créneau n'est plus disponible. Veuillez en choisir un autre." } }),
      });
      const dialog = await openOfferDialog();
      await chooseSlot(dialog);
      fireEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'offre" }));
      const problem = await within(dialog).findByRole('alert');
      expect(problem.textContent).toBe("Erreur lors de l'envoi de l'offreCe créneau n'est plus disponible. Veuillez en choisir un autre.");
      await waitFor(() => expect(api.sent('GET', '/api/admin/availability')).toHaveLength(2));
      expect(within(dialog).getByRole('button', { name: '10 h' }).getAttribute('aria-pressed')).toBe('false');
      screen.getByRole('dialog', { name: 'Offrir un créneau' });
    });

    it('shows the server’s field message for a slot already past', async () => {
      renderWaitlist({
        'POST /api/admin/slot-offers': () =>
          failure(422, {
            error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields: { time: 'Ce créneau est déjà passé' } },
          }),
      });
      const dialog = await openOfferDialog();
      await chooseSlot(dialog);
      fireEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'offre" }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain('Ce créneau est déjà passé');
    });

    it('says when nobody waiting matches the slot', async () => {
      renderWaitlist({ 'POST /api/admin/slot-offers': () => json(201, { offer: { id: 'offre-9', invited: 0 } }) });
      const dialog = await openOfferDialog();
      await chooseSlot(dialog);
      fireEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'offre" }));
      await screen.findByText("Offre créée, mais aucune personne en attente ne correspond à ce créneau pour l'instant.");
    });

    it('says when the services or the slots cannot be loaded, and tries again', async () => {
      let servicesDown = true;
      let slots = 0;
      renderWaitlist({
        'GET /api/admin/services': () =>
          servicesDown
            ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
            : json(200, servicesList()),
        'GET /api/admin/availability': () =>
          ++slots === 1
            ? failure(500, { error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' } })
            : json(200, { days: [] }),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Offrir un créneau' }));
      const dialog = screen.getByRole('dialog', { name: 'Offrir un créneau' });
      expect((await within(dialog).findByRole('alert')).textContent).toContain('Erreur lors du chargement des services');
      servicesDown = false;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
      fireEvent.change(await within(dialog).findByRole('combobox', { name: /Service/ }), { target: { value: 'svc-adulte' } });
      expect((await within(dialog).findByRole('alert')).textContent).toContain('Erreur lors du chargement des créneaux disponibles');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
      await within(dialog).findByText("Aucune journée d'ouverture dans les deux prochaines semaines.");
    });

    it('says when no service is set up', async () => {
      renderWaitlist({ 'GET /api/admin/services': () => json(200, servicesList([])) });
      fireEvent.click(screen.getByRole('button', { name: 'Offrir un créneau' }));
      await screen.findByText("Aucun service actif n'est configuré.");
    });
  });
});
