import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrivacySection } from './PrivacySection';
import { refused, renderSettingsSection, saved, settingsPath } from './settings-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('« Paramètres › Confidentialité »', () => {
  it('shows the person in charge, saves and says what changed', async () => {
    const api = renderSettingsSection(<PrivacySection />, {
      put: { '/privacy': ({ body }) => saved({ ...(body as object), privacyOfficerPhone: '514 555-0150' }, ['privacyOfficerPhone']) },
    });
    await screen.findByRole('heading', { level: 2, name: 'Confidentialité' });
    expect(((await screen.findByLabelText(/^Nom de la personne responsable/)) as HTMLInputElement).value).toBe('Dre Émilie Tremblay');
    screen.getByRole('group', { name: 'Responsable de la protection des renseignements personnels' });
    fireEvent.change(field('Téléphone'), { target: { value: '514.555.0150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('1 modification enregistrée : Téléphone');
    expect(api.sent('PUT', `${settingsPath}/privacy`)).toEqual([
      {
        privacyOfficerName: 'Dre Émilie Tremblay',
        privacyOfficerTitle: 'Propriétaire',
        privacyOfficerEmail: 'emilie.tremblay@clinique-tremblay.example',
        privacyOfficerPhone: '514 555-0150',
      },
    ]);
    await waitFor(() => expect(field('Téléphone').value).toBe('514 555-0150'));
  });

  it('requires a name, and shows the server’s refusal by its field', async () => {
    const api = renderSettingsSection(<PrivacySection />, {
      put: { '/privacy': () => refused({ privacyOfficerEmail: 'Courriel doit être une adresse courriel valide' }) },
    });
    await screen.findByLabelText(/^Nom de la personne responsable/);
    fireEvent.change(field('Nom de la personne responsable'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Veuillez remplir le champ « Nom de la personne responsable »');
    expect(api.sent('PUT', `${settingsPath}/privacy`)).toEqual([]);
    fireEvent.change(field('Nom de la personne responsable'), { target: { value: 'Chantal Bergeron' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Courriel doit être une adresse courriel valide');
    await waitFor(() => expect(document.activeElement).toBe(field('Courriel')));
  });
});
