import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClinicSection } from './ClinicSection';
import { refused, renderSettingsSection, saved, settingsPath, settingsView } from './settings-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('« Paramètres › Clinique »', () => {
  it('shows the clinic’s values, saves them and says what changed; the form starts again from what was kept', async () => {
    const api = renderSettingsSection(<ClinicSection />, {
      put: {
        '/clinic': ({ body }) => saved({ ...(body as object), phone: '514 555-0199' }, ['phone', 'email']),
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Clinique' });
    expect(((await screen.findByLabelText(/^Nom de la clinique/)) as HTMLInputElement).value).toBe(
      'Clinique chiropratique Émilie Tremblay',
    );
    expect(field('Code postal').value).toBe('H2J 2K8');
    expect((screen.getByLabelText(/^Fuseau horaire/) as HTMLSelectElement).value).toBe('America/Toronto');
    expect((screen.getByRole('switch', { name: 'Inscrite aux taxes (TPS/TVQ)' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.change(field('Téléphone'), { target: { value: '(514) 555-0199' } });
    fireEvent.change(field('Courriel'), { target: { value: 'accueil@clinique-tremblay.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('2 modifications enregistrées : Téléphone, Courriel');
    const [body] = api.sent('PUT', `${settingsPath}/clinic`) as Record<string, unknown>[];
    expect(body).toMatchObject({
      phone: '514 555-0199',
      email: 'accueil@clinique-tremblay.example',
      taxRegistered: false,
      gstNumber: null,
    });
    await waitFor(() => expect(field('Téléphone').value).toBe('514 555-0199'));
  });

  it('asks for the tax numbers once the clinic is registered, and sends nothing until they are right', async () => {
    const api = renderSettingsSection(<ClinicSection />, {
      put: { '/clinic': ({ body }) => saved(body, ['taxRegistered', 'gstNumber', 'qstNumber']) },
    });
    await screen.findByLabelText(/^Nom de la clinique/);
    fireEvent.click(screen.getByRole('switch', { name: 'Inscrite aux taxes (TPS/TVQ)' }));
    fireEvent.change(field('Numéro de TVQ'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Le numéro de TPS est requis quand la clinique est inscrite aux taxes');
    screen.getByText('Le numéro de TVQ a la forme 1234567890 TQ 0001');
    expect(api.sent('PUT', `${settingsPath}/clinic`)).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(field('Numéro de TPS')));

    fireEvent.change(field('Numéro de TPS'), { target: { value: '812345678rt0001' } });
    fireEvent.change(field('Numéro de TVQ'), { target: { value: '1234567890tq0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('3 modifications enregistrées : Inscrite aux taxes (TPS/TVQ), Numéro de TPS, Numéro de TVQ');
    expect(api.sent('PUT', `${settingsPath}/clinic`)).toEqual([
      expect.objectContaining({ taxRegistered: true, gstNumber: '812345678 RT 0001', qstNumber: '1234567890 TQ 0001' }),
    ]);
  });

  it('puts the server’s refusal beside its field, and says « Aucune modification » when nothing changed', async () => {
    let calls = 0;
    renderSettingsSection(<ClinicSection />, {
      put: {
        '/clinic': ({ body }) => {
          calls += 1;
          return calls === 1 ? refused({ email: 'Courriel doit être une adresse courriel valide' }) : saved(body, []);
        },
      },
    });
    await screen.findByLabelText(/^Nom de la clinique/);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Courriel doit être une adresse courriel valide');
    await waitFor(() => expect(document.activeElement).toBe(field('Courriel')));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Aucune modification');
    expect(settingsView().clinic.email).toBe(field('Courriel').value);
  });
});
