import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogueMessages } from 'shared-domain/clinic/clinic-catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminAnswer, type AdminStubRoutes, answerAdminApi, failure, json } from '../../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../../test-support/render-admin-page';
import { ServicesSection } from './ServicesSection';
import { servicesText as text } from './services-text';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Service = AdminAnswer<'GET /api/admin/services'>['services'][number];

const service = (id: string, name: string, fields: Partial<Service>, displayOrder: number): Service => ({
  id,
  name,
  description: '',
  priceCents: 6500,
  durationMinutes: 30,
  color: '#2563eb',
  isActive: true,
  allowOnlineBooking: true,
  requiresDeposit: false,
  depositCents: 0,
  taxCode: 'exempt',
  visitKind: 'follow_up',
  displayOrder,
  ...fields,
});

const path = '/api/admin/services';

/** A stubbed API that keeps the services as the server would, so a change shows after the refresh. */
function renderServices(overrides: AdminStubRoutes = {}) {
  let services = [
    service('initial', 'Évaluation initiale', { priceCents: 9500, durationMinutes: 60, visitKind: 'first_visit', color: '#0f766e' }, 0),
    service('suivi', 'Suivi chiropratique', {}, 1),
    service('neuro', 'Neurologie fonctionnelle', { priceCents: 12000, requiresDeposit: true, depositCents: 3000, color: '#ca8a04' }, 2),
    service('prenatal', 'Chiropratique prénatale', { isActive: false, allowOnlineBooking: false }, 3),
  ];
  const sorted = () => [...services].sort((a, b) => a.displayOrder - b.displayOrder);
  const patch = (id: string, body: Partial<Service>) => {
    services = services.map((row) => (row.id === id ? { ...row, ...body } : row));
    return { service: services.find((row) => row.id === id)! };
  };
  const api = answerAdminApi({
    'GET /api/admin/services': () => ({ services: sorted() }),
    'POST /api/admin/services': ({ body }) => {
      const { price, depositAmount, ...rest } = body as { price: number; depositAmount: number };
      const created = service('nouveau', '', { ...rest, priceCents: price, depositCents: depositAmount }, services.length);
      services = [...services, created];
      return json(201, { service: created });
    },
    'PATCH /api/admin/services/suivi': ({ body }) => patch('suivi', body as Partial<Service>),
    'PATCH /api/admin/services/prenatal': ({ body }) => patch('prenatal', body as Partial<Service>),
    'POST /api/admin/services/initial/move': () => {
      services = services.map((row) =>
        row.id === 'initial' ? { ...row, displayOrder: 1 } : row.id === 'suivi' ? { ...row, displayOrder: 0 } : row,
      );
      return { services: sorted() };
    },
    ...overrides,
  });
  renderAdminPage(<ServicesSection />, api, '/admin/settings?section=services');
  return api;
}

const list = () => screen.getByRole('list', { name: 'Services' });
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);
const item = (name: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((row) => row.querySelector('strong')?.textContent === name)!;
const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (name: string, label: string) =>
  within(dialog(name)).getByLabelText(new RegExp(`^${label.replace(/[()$]/g, '\\$&')}`)) as HTMLInputElement;

describe('ServicesSection', () => {
  it('lists every service in the clinic’s order with its length, price, kind, tax, online offer, deposit and state', async () => {
    renderServices();
    await screen.findByText('Évaluation initiale');
    expect(names()).toEqual(['Évaluation initiale', 'Suivi chiropratique', 'Neurologie fonctionnelle', 'Chiropratique prénatale']);
    const initial = item('Évaluation initiale');
    within(initial).getByText('60 min');
    within(initial).getByText('95,00 $');
    within(initial).getByText('Première visite');
    within(initial).getByText('Soins exonérés');
    within(initial).getByText('En ligne');
    within(initial).getByText('Actif');
    within(item('Neurologie fonctionnelle')).getByText('Dépôt 30,00 $');
    within(item('Chiropratique prénatale')).getByText('Inactif');
    within(item('Chiropratique prénatale')).getByText('Pas en ligne');
    screen.getByRole('button', { name: 'Réactiver le service Chiropratique prénatale' });
    // Never a delete: only deactivation.
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
  });

  it('says when the services cannot be loaded, and tries again', async () => {
    let calls = 0;
    renderServices({
      'GET /api/admin/services': () => {
        calls += 1;
        return calls === 1
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : { services: [service('suivi', 'Suivi chiropratique', {}, 0)] };
      },
    });
    await screen.findByText(text.failed);
    screen.getByText('La base de données est momentanément indisponible.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByText('Suivi chiropratique');
  });

  it('checks a new service on the shared schema (French messages, focus on the first), then creates it with the dollars in cents', async () => {
    const api = renderServices();
    await screen.findByText('Évaluation initiale');
    fireEvent.click(screen.getByRole('button', { name: text.newService }));
    const title = text.newService;
    fireEvent.change(field(title, 'Prix'), { target: { value: 'quatre-vingts' } });
    fireEvent.change(field(title, 'Durée'), { target: { value: '300' } });
    fireEvent.click(within(dialog(title)).getByRole('button', { name: text.create }));
    within(dialog(title)).getByText('Veuillez remplir le champ « Nom »');
    within(dialog(title)).getByText(catalogueMessages.moneyInvalid('Prix ($)'));
    within(dialog(title)).getByText(catalogueMessages.durationInvalid);
    await waitFor(() => expect(document.activeElement).toBe(field(title, 'Nom')));
    expect(api.sent('POST', path)).toEqual([]);

    fireEvent.change(field(title, 'Nom'), { target: { value: ' Massothérapie ' } });
    fireEvent.change(field(title, 'Prix'), { target: { value: '85,50 $' } });
    fireEvent.change(field(title, 'Durée'), { target: { value: '50' } });
    fireEvent.change(field(title, 'Couleur'), { target: { value: '#15803d' } });
    // A deposit asked needs an amount, never above the price.
    fireEvent.click(field(title, 'Dépôt exigé'));
    fireEvent.change(field(title, 'Montant du dépôt'), { target: { value: '90' } });
    fireEvent.click(within(dialog(title)).getByRole('button', { name: text.create }));
    within(dialog(title)).getByText(catalogueMessages.depositAbovePrice);
    expect(api.sent('POST', path)).toEqual([]);
    fireEvent.change(field(title, 'Montant du dépôt'), { target: { value: '20' } });
    fireEvent.click(within(dialog(title)).getByRole('button', { name: text.create }));

    await screen.findByText(`${text.created} : Massothérapie`);
    expect(api.sent('POST', path)).toEqual([
      {
        name: 'Massothérapie',
        description: '',
        price: 8550,
        durationMinutes: 50,
        visitKind: 'follow_up',
        taxCode: 'exempt',
        color: '#15803d',
        allowOnlineBooking: true,
        requiresDeposit: true,
        depositAmount: 2000,
      },
    ]);
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits a service from its values and shows the server’s refusal beside its field', async () => {
    const api = renderServices({
      'PATCH /api/admin/services/neuro': () =>
        failure(422, {
          error: { code: 'VAL_001', message: 'Certains champs sont invalides.', fields: { name: catalogueMessages.serviceNameTaken } },
        }),
    });
    await screen.findByText('Neurologie fonctionnelle');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le service Neurologie fonctionnelle' }));
    const title = text.editService;
    expect(field(title, 'Nom').value).toBe('Neurologie fonctionnelle');
    expect(field(title, 'Prix').value).toBe('120,00');
    expect(field(title, 'Durée').value).toBe('30');
    expect((field(title, 'Dépôt exigé') as HTMLInputElement).checked).toBe(true);
    expect(field(title, 'Montant du dépôt').value).toBe('30,00');
    // A colour from before the palette is still offered, named by its code.
    expect(field(title, 'Couleur').value).toBe('#ca8a04');
    within(dialog(title)).getByRole('option', { name: 'Couleur actuelle (#ca8a04)' });
    fireEvent.change(field(title, 'Couleur'), { target: { value: '#a16207' } });
    fireEvent.change(field(title, 'Nom'), { target: { value: 'Évaluation initiale' } });
    fireEvent.click(within(dialog(title)).getByRole('button', { name: 'Enregistrer' }));
    await within(dialog(title)).findByText(catalogueMessages.serviceNameTaken);
    expect(api.sent('PATCH', `${path}/neuro`)).toEqual([
      expect.objectContaining({ name: 'Évaluation initiale', price: 12000, color: '#a16207' }),
    ]);
    expect(field(title, 'Nom').value).toBe('Évaluation initiale');
  });

  it('saves an edit and says what changed', async () => {
    const api = renderServices();
    await screen.findByText('Suivi chiropratique');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le service Suivi chiropratique' }));
    const title = text.editService;
    fireEvent.change(field(title, 'Prix'), { target: { value: '70' } });
    fireEvent.change(field(title, 'Durée'), { target: { value: '45' } });
    fireEvent.click(field(title, 'Offert en réservation en ligne'));
    fireEvent.click(within(dialog(title)).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(
      'Suivi chiropratique : 3 modifications enregistrées : Prix ($), Durée (minutes), Offert en réservation en ligne',
    );
    expect(api.sent('PATCH', `${path}/suivi`)).toEqual([
      expect.objectContaining({ price: 7000, durationMinutes: 45, allowOnlineBooking: false }),
    ]);
    await waitFor(() => within(item('Suivi chiropratique')).getByText('Pas en ligne'));
  });

  it('deactivates and reactivates a service, never deletes it', async () => {
    const api = renderServices();
    await screen.findByText('Suivi chiropratique');
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver le service Suivi chiropratique' }));
    await screen.findByText(`${text.deactivated} : Suivi chiropratique`);
    expect(api.sent('PATCH', `${path}/suivi`)).toEqual([{ isActive: false }]);
    await waitFor(() => within(item('Suivi chiropratique')).getByText('Inactif'));

    fireEvent.click(screen.getByRole('button', { name: 'Réactiver le service Chiropratique prénatale' }));
    await screen.findByText(`${text.activated} : Chiropratique prénatale`);
    expect(api.sent('PATCH', `${path}/prenatal`)).toEqual([{ isActive: true }]);
  });

  it('moves a service with the keyboard and keeps the focus on it', async () => {
    const api = renderServices();
    await screen.findByText('Évaluation initiale');
    expect((screen.getByRole('button', { name: 'Monter le service Évaluation initiale' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Descendre le service Chiropratique prénatale' }) as HTMLButtonElement).disabled).toBe(true);
    const down = screen.getByRole('button', { name: 'Descendre le service Évaluation initiale' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['Suivi chiropratique', 'Évaluation initiale']));
    expect(api.sent('POST', `${path}/initial/move`)).toEqual([{ direction: 'down' }]);
    screen.getByText('« Évaluation initiale » déplacé');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descendre le service Évaluation initiale' })),
    );
  });
});
