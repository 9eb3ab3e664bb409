import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { camille, json, type PortalAnswer, refusal, renderPortal, stubApi } from '../../test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Card = PortalAnswer<'GET /api/portal/payment-methods'>['cards'][number];

const card = (id: string, overrides: Partial<Card> = {}): Card => ({
  id,
  brand: 'Visa',
  lastFour: '4242',
  expiryMonth: 8,
  expiryYear: 2029,
  cardholderName: 'CAMILLE ROY',
  nickname: null,
  isPrimary: false,
  expiryState: 'valid',
  ...overrides,
});

const primary = card('c1', { isPrimary: true, lastFour: '1111', nickname: 'Carte perso' });
const soon = card('c2', { brand: 'Mastercard', lastFour: '4444', expiryMonth: 12, expiryYear: 2026, expiryState: 'expires-soon' });
const expired = card('c3', { lastFour: '0005', expiryMonth: 1, expiryYear: 2026, expiryState: 'expired' });

const list = (cards: Card[], sandbox = false) => json(200, { sandbox, cards });

function renderCards(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ 'GET /api/portal/me': json(200, camille), ...routes });
  renderPortal('/patient-portal/paiements');
  return api;
}

const tiles = async () => within(await screen.findByRole('list', { name: 'Vos cartes' })).getAllByRole('listitem');

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une carte' }));
  return screen.getByRole('dialog', { name: 'Ajouter une carte' });
}

/** The field whose label starts with `label` (its required marker follows). */
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(field(dialog, label), { target: { value } });

function fillCard(dialog: HTMLElement) {
  type(dialog, 'Numéro de carte', '4242424242424242');
  type(dialog, "Date d'expiration", '1230');
  type(dialog, 'CVV', '123');
  type(dialog, 'Nom du titulaire', 'camille roy');
  type(dialog, 'Adresse', '123, rue des Érables');
  type(dialog, 'Ville', 'Montréal');
  type(dialog, 'Code postal', 'h2x1y4');
}

describe('the saved cards', () => {
  it('shows them in the order the server sends, with brand, last four, expiry and badges', async () => {
    renderCards({ 'GET /api/portal/payment-methods': list([primary, soon, expired]) });
    const [first, second, third] = await tiles();
    expect(first?.getAttribute('aria-label')).toBe('Visa •••• 1111');
    within(first as HTMLElement).getByText('Principale');
    within(first as HTMLElement).getByText('Carte perso');
    within(first as HTMLElement).getByText('Expire fin 08/29');
    expect(within(first as HTMLElement).queryByRole('button', { name: 'Définir comme principale' })).toBeNull();
    within(second as HTMLElement).getByText('•••• 4444');
    within(second as HTMLElement).getByText('Expire bientôt');
    expect(within(second as HTMLElement).queryByText('Principale')).toBeNull();
    within(third as HTMLElement).getByText('Expirée');
    expect(within(third as HTMLElement).queryByText('Expire bientôt')).toBeNull();
    expect(screen.queryByText('Mode test')).toBeNull();
  });

  it('lists the four test numbers while the gateway is the sandbox', async () => {
    renderCards({ 'GET /api/portal/payment-methods': list([], true) });
    await screen.findByText('Mode test');
    screen.getByText('4242 4242 4242 4242 : acceptée');
    screen.getByText('4000 0000 0000 0002 : refusée');
    screen.getByText('4000 0000 0000 9995 : fonds insuffisants');
    screen.getByText('4000 0000 0000 0341 : acceptée à l’ajout, refusée au paiement');
    screen.getByText('Aucune méthode de paiement enregistrée');
  });

  it('deletes a card after the confirmation, and says so', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const api = renderCards({
      'GET /api/portal/payment-methods': [list([primary, soon]), list([primary])],
      'DELETE /api/portal/payment-methods/c2': json(200, { deleted: true }),
    });
    const [, second] = await tiles();
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Supprimer' }));
    expect(confirm).toHaveBeenCalledWith('Êtes-vous sûr de vouloir supprimer cette méthode de paiement ?');
    await screen.findByText('Méthode de paiement supprimée');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Méthodes de paiement' })));
    await waitFor(async () => expect(await tiles()).toHaveLength(1));
    expect(api.to('DELETE /api/portal/payment-methods/c2')).toHaveLength(1);
  });

  it('deletes nothing when the confirmation is refused, and says when a deletion fails', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const api = renderCards({
      'GET /api/portal/payment-methods': list([primary, soon]),
      'DELETE /api/portal/payment-methods/c2': refusal(404, 'NOT_FOUND', 'Introuvable'),
    });
    const [, second] = await tiles();
    const remove = within(second as HTMLElement).getByRole('button', { name: 'Supprimer' });
    fireEvent.click(remove);
    expect(api.to('DELETE /api/portal/payment-methods/c2')).toHaveLength(0);
    confirm.mockReturnValue(true);
    fireEvent.click(remove);
    await screen.findByText('Erreur lors de la suppression');
  });

  it('makes a card the primary one, and says when that fails', async () => {
    const api = renderCards({
      'GET /api/portal/payment-methods': list([primary, soon]),
      'POST /api/portal/payment-methods/c2/primary': [json(200, { ...soon, isPrimary: true }), refusal(404, 'NOT_FOUND', 'Introuvable')],
    });
    const [, second] = await tiles();
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Définir comme principale' }));
    await screen.findByText('Méthode de paiement principale mise à jour');
    expect(api.to('POST /api/portal/payment-methods/c2/primary')).toHaveLength(1);
    await waitFor(() => expect(api.to('GET /api/portal/payment-methods')).toHaveLength(2));
    fireEvent.click(within((await tiles())[1] as HTMLElement).getByRole('button', { name: 'Définir comme principale' }));
    await screen.findByText('Erreur lors de la mise à jour');
  });
});

describe('the add-card dialog', () => {
  // The form refuses an expiry already past on this device's clock: pinned (only `Date`), so the
  // card typed below (12/30) does not expire for the test in January 2031.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('formats as typed, previews the card, adds it, then closes after 1.5 s', async () => {
    const api = renderCards({
      'GET /api/portal/payment-methods': [list([]), list([card('c9', { isPrimary: true })])],
      'POST /api/portal/payment-methods': json(201, card('c9', { isPrimary: true })),
    });
    const dialog = await openDialog();
    expect(field(dialog, 'Province').value).toBe('QC');
    fillCard(dialog);
    const number = field(dialog, 'Numéro de carte');
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(number.autocomplete).toBe('cc-number');
    expect(number.inputMode).toBe('numeric');
    expect(field(dialog, 'CVV').autocomplete).toBe('cc-csc');
    expect(field(dialog, "Date d'expiration").value).toBe('12/30');
    expect(field(dialog, 'Code postal').value).toBe('H2X 1Y4');
    const preview = within(dialog).getByTestId('card-preview');
    expect(preview.textContent).toContain('Visa');
    expect(preview.textContent).toContain('4242 4242 4242 4242');
    expect(preview.textContent).toContain('CAMILLE ROY');
    expect(preview.textContent).toContain('12/30');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Définir comme méthode de paiement principale' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter la carte' }));

    // A success state, not bare text: a heading that takes the focus and the card it saved.
    const heading = await within(dialog).findByRole('heading', { name: 'Méthode de paiement ajoutée avec succès' });
    const success = heading.closest('[role="status"]') as HTMLElement;
    within(success).getByText('Visa •••• 4242 est enregistrée dans vos méthodes de paiement.');
    expect(success.querySelector('svg')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(api.to('POST /api/portal/payment-methods')[0]?.body).toEqual({
      number: '4242424242424242',
      expiry: '12/30',
      cvv: '123',
      cardholderName: 'CAMILLE ROY',
      addressLine1: '123, rue des Érables',
      addressLine2: '',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2X 1Y4',
      nickname: '',
      makePrimary: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect((await tiles()).map((tile) => tile.getAttribute('aria-label'))).toEqual(['Visa •••• 4242']);
  });

  it("goes back to the form with the server's message when the card is declined", async () => {
    renderCards({
      'GET /api/portal/payment-methods': list([], true),
      'POST /api/portal/payment-methods': refusal(422, 'VAL_001', 'Carte refusée par l’émetteur'),
    });
    const dialog = await openDialog();
    fillCard(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter la carte' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Erreur: Carte refusée par l’émetteur');
    expect(field(dialog, 'Numéro de carte').value).toBe('4242 4242 4242 4242');
    expect(within(dialog).queryByText('Méthode de paiement ajoutée avec succès')).toBeNull();
  });

  it('keeps its content inside the inner margins, and gives the CVV a hint as the expiry has (the two inputs on one line)', async () => {
    renderCards({ 'GET /api/portal/payment-methods': list([]) });
    const dialog = await openDialog();
    const body = dialog.querySelector('.ui-dialog__body');
    expect(body?.contains(within(dialog).getByTestId('card-preview'))).toBe(true);
    expect(body?.contains(within(dialog).getByRole('button', { name: 'Ajouter la carte' }))).toBe(true);
    const description = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(description(field(dialog, "Date d'expiration"))).toBe('MM/AA');
    expect(description(field(dialog, 'CVV'))).toBe('3 chiffres');
    type(dialog, 'Numéro de carte', '3782 822463 10005');
    expect(description(field(dialog, 'CVV'))).toBe('4 chiffres');
  });

  it('shows the field errors on an empty submission, and clears one when the field is corrected', async () => {
    const api = renderCards({ 'GET /api/portal/payment-methods': list([]) });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter la carte' }));
    await within(dialog).findByText('Numéro de carte invalide');
    within(dialog).getByText('Nom du titulaire requis');
    within(dialog).getByText('Code postal invalide');
    type(dialog, 'Numéro de carte', '4242 4242 4242 4241');
    within(dialog).getByText('Numéro de carte invalide');
    type(dialog, 'Numéro de carte', '4242424242424242');
    expect(within(dialog).queryByText('Numéro de carte invalide')).toBeNull();
    within(dialog).getByText('Nom du titulaire requis');
    expect(api.to('POST /api/portal/payment-methods')).toHaveLength(0);
  });
});
