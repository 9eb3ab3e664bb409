import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClinicProfileProvider } from '../../lib/clinic/ClinicProfileProvider';
import { clinicProfile, testClinicProfile } from '../../test-support/clinic-profile';
import { json, type PublicAnswer, refusal } from '../../test-support/public-stub-api';
import { validRequestValues } from '../../test-support/request-values';
import { useBookingRequest } from '../../lib/cta/booking-request-context';
import { BookingRequestProvider } from './BookingRequestProvider';
import { RequestModal } from './RequestModal';
import type { SubmitAppointmentRequest } from './send-request';
import { problemText } from 'shared-ui/problem-message';

type Received = PublicAnswer<'POST /api/public/appointment-requests'>;
const received = (kind: Received['kind'] = 'appointment') => json<Received>(201, { received: true, kind });

function OpenButton() {
  const { openRequest } = useBookingRequest();
  return (
    <button type="button" onClick={openRequest}>
      Prendre RDV
    </button>
  );
}

function renderPage({
  agendaFull = false,
  submit = async () => received(),
}: {
  agendaFull?: boolean;
  submit?: SubmitAppointmentRequest;
} = {}) {
  render(
    <ClinicProfileProvider initial={clinicProfile({ agendaFull })}>
      <BookingRequestProvider submit={submit}>
        <OpenButton />
      </BookingRequestProvider>
    </ClinicProfileProvider>,
  );
}

/** Opens the modal as a person would (the button has the focus) and waits for its form. */
async function openModal() {
  const opener = screen.getByRole('button', { name: 'Prendre RDV' });
  opener.focus();
  fireEvent.click(opener);
  await screen.findByRole('textbox', { name: 'Nom complet' });
  return { opener, dialog: document.querySelector('dialog') as HTMLDialogElement };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

function fillValidForm() {
  type('Nom complet', validRequestValues.name);
  type('Courriel', validRequestValues.email);
  type('Téléphone', validRequestValues.phone);
  type('Raison de la consultation', validRequestValues.reason);
  type('Âge du patient', validRequestValues.patient_age);
  fireEvent.change(field('Moment préféré'), {
    target: { value: validRequestValues.preferred_time },
  });
}

const sendButton = () => screen.getByRole('button', { name: /Envoyer la demande|Envoi…/ });

/** Lets the send (promises, and timers when they are fake) run, inside act. */
const flush = (ms = 0) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

let consoleError: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  // The modal's content is loaded on demand: have the module ready so tests do not wait on it.
  await import('./RequestContent');
});
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  consoleError.mockRestore();
});

describe('the appointment request modal', () => {
  it('opens as a modal dialog named by its title, with the focus in the first field', async () => {
    renderPage();
    const { dialog } = await openModal();
    expect(dialog.open).toBe(true);
    const titled = screen.getByRole('dialog', { name: 'Prendre rendez-vous' });
    expect(titled).toBe(dialog);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Prendre rendez-vous');
    // The form arrives with its chunk and takes the focus then: on a busy machine, a moment later.
    await waitFor(() => expect(document.activeElement).toBe(field('Nom complet')));
  });

  it('is titled Liste d’attente when the agenda is full', async () => {
    renderPage({ agendaFull: true });
    await openModal();
    screen.getByRole('dialog', { name: "Liste d'attente" });
  });

  it('has labelled fields of the right types, the age hint and the preferred-time choices', async () => {
    renderPage();
    await openModal();
    expect(field('Courriel').type).toBe('email');
    expect(field('Courriel').autocomplete).toBe('email');
    expect(field('Téléphone').type).toBe('tel');
    expect(field('Raison de la consultation').tagName).toBe('TEXTAREA');
    const age = field('Âge du patient');
    expect(document.getElementById(age.getAttribute('aria-describedby') ?? '')?.textContent).toBe('ex. 4 mois, 35 ans');
    const options = within(field('Moment préféré') as unknown as HTMLElement).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', '— Aucune préférence —'],
      ['Matin', 'Matin'],
      ['Après-midi', 'Après-midi'],
      ['Fin de journée', 'Fin de journée'],
      ['Flexible', 'Flexible'],
    ]);
  });

  it('closes on Escape and on its close button, giving the focus back to the button that opened it', async () => {
    renderPage();
    const { opener, dialog } = await openModal();
    fireEvent.keyDown(field('Nom complet'), { key: 'Escape' });
    expect(dialog.open).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));

    opener.focus();
    fireEvent.click(opener);
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(field('Nom complet'));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps what was typed when closed and opened again', async () => {
    renderPage();
    const { opener } = await openModal();
    type('Nom complet', 'Marie');
    fireEvent.keyDown(field('Nom complet'), { key: 'Escape' });
    fireEvent.click(opener);
    expect(field('Nom complet').value).toBe('Marie');
  });
});

describe('validation in the modal (specification section 5)', () => {
  it('checks a field when it is left, showing its first error under it', async () => {
    renderPage();
    await openModal();
    const name = field('Nom complet');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Veuillez remplir le champ « Nom complet »');
    expect(field('Courriel').getAttribute('aria-invalid')).toBeNull();
  });

  it('does not check as the person types until the field has an error, then checks live', async () => {
    renderPage();
    await openModal();
    type('Courriel', 'marie@');
    expect(screen.queryByText('Courriel doit être une adresse courriel valide')).toBeNull();
    fireEvent.blur(field('Courriel'));
    screen.getByText('Courriel doit être une adresse courriel valide');
    type('Courriel', 'marie@example.com');
    expect(screen.queryByText('Courriel doit être une adresse courriel valide')).toBeNull();
    expect(field('Courriel').getAttribute('aria-invalid')).toBeNull();
    expect(field('Courriel').getAttribute('aria-describedby')).toBeNull();
  });

  it('on submit checks every field, sends nothing, and moves the focus to the first invalid one', async () => {
    const submit = vi.fn<SubmitAppointmentRequest>(async () => received());
    renderPage({ submit });
    await openModal();
    type('Nom complet', 'Marie Tremblay');
    fireEvent.click(sendButton());
    expect(submit).not.toHaveBeenCalled();
    screen.getByText('Veuillez remplir le champ « Courriel »');
    screen.getByText('Veuillez remplir le champ « Téléphone »');
    screen.getByText('Veuillez remplir le champ « Raison de la consultation »');
    expect(screen.queryByText(/Âge du patient/, { selector: 'p' })).toBeNull();
    expect(document.activeElement).toBe(field('Courriel'));
  });
});

describe('sending the request', () => {
  it('sends the sanitised values and shows Envoi… on a disabled button meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const submit = vi.fn<SubmitAppointmentRequest>(() => new Promise((resolve) => (answer = resolve)));
    renderPage({ submit });
    await openModal();
    fillValidForm();
    type('Nom complet', '  Marie <script>x</script>Tremblay ');
    fireEvent.click(sendButton());
    expect(sendButton().textContent).toBe('Envoi…');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => undefined);
    expect(submit).toHaveBeenCalledOnce();
    expect(submit.mock.calls[0]?.[0]).toEqual(validRequestValues);
    await act(async () => answer(received()));
    await screen.findByText('Demande envoyée !');
  });

  it('shows Demande envoyée ! for exactly 3000 ms, then closes and resets the form', async () => {
    renderPage();
    const { opener, dialog } = await openModal();
    fillValidForm();
    vi.useFakeTimers();
    fireEvent.click(sendButton());
    await flush();
    screen.getByRole('heading', { name: 'Demande envoyée !' });
    screen.getByText(/Nous vous rappellerons sous peu pour confirmer l'heure/);
    await flush(2999);
    expect(dialog.open).toBe(true);
    screen.getByText('Demande envoyée !');
    await flush(1);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    expect(screen.queryByText('Demande envoyée !')).toBeNull();
    expect(field('Nom complet').value).toBe('');
    expect(field('Raison de la consultation').value).toBe('');
  });

  it('says the person is on the waitlist when the clinic took a waitlist entry', async () => {
    renderPage({
      agendaFull: true,
      submit: async () => received('waitlist'),
    });
    await openModal();
    fillValidForm();
    fireEvent.click(sendButton());
    await screen.findByText(/Vous êtes maintenant sur notre liste d'attente/);
  });

  it('after 3 network failures shows the error panel with the clinic phone, then Réessayer gives the filled form back', async () => {
    const submit = vi.fn<SubmitAppointmentRequest>(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage({ submit });
    await openModal();
    fillValidForm();
    vi.useFakeTimers();
    fireEvent.click(sendButton());
    await flush();
    expect(submit).toHaveBeenCalledTimes(1);
    await flush(1000);
    expect(submit).toHaveBeenCalledTimes(2);
    await flush(2000);
    expect(submit).toHaveBeenCalledTimes(3);

    const panel = screen.getByRole('alert');
    within(panel).getByRole('heading', { name: "Erreur lors de l'envoi" });
    expect(panel.textContent).toContain(problemText.unreachable);
    expect(panel.textContent).toContain('Si le problème persiste, contactez-nous au 514 555-0100');
    expect(within(panel).getByRole('link', { name: '514 555-0100' }).getAttribute('href')).toBe('tel:5145550100');
    expect(panel.textContent).toMatch(/Référence de l'erreur : ERR-/);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^\[NET_001\] ERR-/), expect.any(TypeError));

    fireEvent.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    expect(field('Nom complet').value).toBe('Marie Tremblay');
    expect(field('Raison de la consultation').value).toBe('Coliques de mon bébé');
    expect(document.activeElement).toBe(sendButton());
  });

  it('shows the API’s French message when the server answers with an error', async () => {
    const message = 'La base de données est momentanément indisponible.';
    renderPage({ submit: async () => refusal(503, 'DB_002', message) });
    await openModal();
    fillValidForm();
    fireEvent.click(sendButton());
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain(message);
    expect(panel.textContent).toContain('Si le problème persiste, contactez-nous au 514 555-0100');
  });

  it('puts a 422’s field messages back on the form, with the focus on the first of them', async () => {
    renderPage({
      submit: async () =>
        refusal(422, 'VAL_001', 'Certains champs sont invalides.', {
          phone: 'Téléphone doit être un numéro de téléphone valide',
          reason: 'Raison refusée',
        }),
    });
    await openModal();
    fillValidForm();
    fireEvent.click(sendButton());
    await screen.findByText('Téléphone doit être un numéro de téléphone valide');
    screen.getByText('Raison refusée');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Téléphone').getAttribute('aria-invalid')).toBe('true');
    expect(field('Nom complet').value).toBe('Marie Tremblay');
    await waitFor(() => expect(document.activeElement).toBe(field('Téléphone')));
  });
});

describe('RequestModal when its content cannot be loaded', () => {
  it('says so with the clinic phone, and loads it again on Réessayer', async () => {
    let failing = true;
    const loadContent = () =>
      failing ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./RequestContent');
    render(
      <ClinicProfileProvider initial={testClinicProfile}>
        <RequestModal open onClose={() => undefined} loadContent={loadContent} />
      </ClinicProfileProvider>,
    );
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain("Le formulaire n'a pas pu être chargé");
    expect(panel.textContent).toContain('Si le problème persiste, contactez-nous au 514 555-0100');
    failing = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('textbox', { name: 'Nom complet' });
  });
});
