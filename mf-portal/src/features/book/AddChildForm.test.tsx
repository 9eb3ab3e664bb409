// « Ajouter un enfant » in the booking dialog: a guardian adds her baby (names, birth date, her
// relationship), the server's refusals land beside their fields, and once added the booking goes on
// for the child (« Pour qui ? » names her, the booking request acts for her).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { childMessages } from 'shared-domain/patients/family';
import { selfServiceText } from 'shared-domain/scheduling/self-service-text';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setActingFor } from '../../lib/acting-for/acting-for';
import { freeSlots, openAppointments, routes, services, upcoming } from '../../test-support/appointment-fixtures';
import { json, type PortalAnswer, refusal } from '../../test-support/portal-test-api';
import { expectNoAxeViolations } from 'shared-ui/test-support/axe';
import { addChildText } from './book-text';

beforeAll(() => import('../appointments/AppointmentsPage'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setActingFor(null);
});

const familyRoute = 'GET /api/portal/family';
const addRoute = 'POST /api/portal/family/children';
const camilleAlone = {
  people: [{ patientId: 'p-camille', firstName: 'Camille', lastName: 'Roy', relationship: null }],
  ownConsentNotice: null,
};
const withRose = {
  people: [...camilleAlone.people, { patientId: 'p-rose', firstName: 'Rose', lastName: 'Roy', relationship: 'mere' as const }],
  ownConsentNotice: null,
};
const rose = { patientId: 'p-rose', firstName: 'Rose', lastName: 'Roy', relationship: 'mere' as const, access: 'child' as const };

async function openAddChild() {
  fireEvent.click(await screen.findByRole('button', { name: 'Prendre rendez-vous' }));
  const dialog = await screen.findByRole('dialog', { name: 'Prendre rendez-vous' });
  fireEvent.click(await within(dialog).findByRole('button', { name: addChildText.open }));
  await within(dialog).findByRole('heading', { name: addChildText.title });
  return dialog;
}

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
const birthDate = (dialog: HTMLElement) => within(dialog).getByLabelText(/Date de naissance/) as HTMLInputElement;
const submitChild = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: addChildText.submit })));

describe('« Ajouter un enfant » while booking', () => {
  it('adds her baby, then books for her: « Pour qui ? » names the baby and the booking acts for her', async () => {
    const booked = { ...upcoming, id: 'a-rose', scheduledDate: '2026-11-24', scheduledTime: '10:30' };
    const api = openAppointments(json(200, { appointments: [] }), {
      [familyRoute]: [json(200, camilleAlone), json(200, withRose)],
      [routes.services]: json(200, services),
      [routes.serviceAvailability]: json(200, freeSlots),
      [addRoute]: json(201, { child: rose }),
      [routes.book]: json(201, { appointment: booked }),
    });
    const dialog = await openAddChild();
    const firstName = field(dialog, /Prénom de l’enfant/);
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    await expectNoAxeViolations(dialog);

    fireEvent.change(firstName, { target: { value: 'Rose' } });
    fireEvent.change(field(dialog, /^Nom de l’enfant/), { target: { value: 'Roy' } });
    fireEvent.change(birthDate(dialog), { target: { value: '2026-06-01' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Votre lien avec l’enfant/ }), { target: { value: 'mere' } });
    await submitChild(dialog);

    expect(api.to(addRoute).map((request) => [request.body, request.actingFor])).toEqual([
      [{ firstName: 'Rose', lastName: 'Roy', dateOfBirth: '2026-06-01', relationship: 'mere' }, null],
    ]);
    // Back to the booking, for her.
    await within(dialog).findByText(addChildText.added('Rose Roy'));
    await within(dialog).findByText('Rose Roy (mère)');
    const service = (await within(dialog).findByRole('combobox', { name: /Service/ })) as HTMLSelectElement;
    // A service asking a deposit: no card is saved on her record yet (her mother's are not hers).
    fireEvent.change(service, { target: { value: 's-neuro' } });
    await within(dialog).findByText(/Aucune carte valide n’est enregistrée/);
    expect(api.to('GET /api/portal/payment-methods')).toHaveLength(0);
    fireEvent.change(service, { target: { value: 's-suivi' } });
    await within(dialog).findByRole('list', { name: 'Date' });
    fireEvent.click(within(within(dialog).getByRole('list', { name: 'Date' })).getAllByRole('button')[1]!);
    fireEvent.click(within(dialog).getByRole('button', { name: '10 h 30' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: selfServiceText.book.submit })));
    await waitFor(() => expect(api.to(routes.book)).toHaveLength(1));
    expect(api.to(routes.book)[0]?.actingFor).toBe('p-rose');
    // « Pour qui ? » offers her from now on.
    expect(api.to(familyRoute)).toHaveLength(2);
    await within(await screen.findByRole('combobox', { name: 'Pour qui ?' })).findByRole('option', { name: 'Rose Roy (mère)' });
  });

  it('asks for each field in French and sends nothing; shows the server’s refusal beside the birth date', async () => {
    const api = openAppointments(json(200, { appointments: [] }), {
      [familyRoute]: json(200, camilleAlone),
      [routes.services]: json(200, services),
      [addRoute]: refusal(422, 'VAL_001', 'Certains champs sont invalides.', { dateOfBirth: childMessages.notAChild }),
    });
    const dialog = await openAddChild();
    await submitChild(dialog);
    within(dialog).getByText('Veuillez remplir le champ « Prénom de l’enfant »');
    within(dialog).getByText('Veuillez remplir le champ « Nom de l’enfant »');
    within(dialog).getByText('Veuillez remplir le champ « Date de naissance »');
    expect(api.to(addRoute)).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, /Prénom de l’enfant/)));

    fireEvent.change(field(dialog, /Prénom de l’enfant/), { target: { value: 'Ado' } });
    fireEvent.change(field(dialog, /^Nom de l’enfant/), { target: { value: 'Roy' } });
    fireEvent.change(birthDate(dialog), { target: { value: '2000-01-01' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Votre lien avec l’enfant/ }), { target: { value: 'mere' } });
    await submitChild(dialog);
    await within(dialog).findByText(childMessages.notAChild);
    expect(birthDate(dialog).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(dialog);

    // « Retour à la réservation »: the booking form again, nobody added.
    fireEvent.click(within(dialog).getByRole('button', { name: addChildText.back }));
    await within(dialog).findByRole('combobox', { name: /Service/ });
    expect(within(dialog).queryByText('Ado Roy (mère)')).toBeNull();
  });
});
