import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeesSection } from './FeesSection';
import { renderSettingsSection, saved, settingsPath } from './settings-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()$]/g, '\\$&')}`)) as HTMLInputElement;

describe('« Paramètres › Frais »', () => {
  it('shows the fees in dollars, reads « 45,50 $ » as cents and says what changed', async () => {
    const api = renderSettingsSection(<FeesSection />, { put: { '/fees': ({ body }) => saved(body, ['noShowFee']) } });
    await screen.findByRole('heading', { level: 2, name: 'Frais' });
    expect(((await screen.findByLabelText(/^Frais de rendez-vous manqué/)) as HTMLInputElement).value).toBe('40,00');
    expect(field("Frais d'annulation tardive ($)").value).toBe('25,00');
    fireEvent.change(field('Frais de rendez-vous manqué ($)'), { target: { value: '45,50 $' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('1 modification enregistrée : Frais de rendez-vous manqué');
    expect(api.sent('PUT', `${settingsPath}/fees`)).toEqual([
      { noShowFee: 4550, lateCancellationFee: 2500, timelyCancellationDeposit: 'refund' },
    ]);
    await waitFor(() => expect(field('Frais de rendez-vous manqué ($)').value).toBe('45,50'));
  });

  it('offers « Rembourser le dépôt » or « Garder en crédit au compte » for a visit cancelled in time, and saves the choice', async () => {
    const api = renderSettingsSection(<FeesSection />, { put: { '/fees': ({ body }) => saved(body, ['timelyCancellationDeposit']) } });
    const refund = (await screen.findByRole('radio', { name: 'Rembourser le dépôt' })) as HTMLInputElement;
    const credit = screen.getByRole('radio', { name: 'Garder en crédit au compte' }) as HTMLInputElement;
    expect([refund.checked, credit.checked]).toEqual([true, false]);
    fireEvent.click(credit);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('1 modification enregistrée : Dépôt d’un rendez-vous annulé dans les délais');
    expect(api.sent('PUT', `${settingsPath}/fees`)).toEqual([
      { noShowFee: 4000, lateCancellationFee: 2500, timelyCancellationDeposit: 'credit' },
    ]);
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Garder en crédit au compte' }) as HTMLInputElement).checked).toBe(true));
  });

  it('refuses what is not an amount or is above 1 000 $, and sends nothing', async () => {
    const api = renderSettingsSection(<FeesSection />);
    await screen.findByLabelText(/^Frais de rendez-vous manqué/);
    fireEvent.change(field('Frais de rendez-vous manqué ($)'), { target: { value: 'vingt' } });
    fireEvent.change(field("Frais d'annulation tardive ($)"), { target: { value: '1 500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Frais de rendez-vous manqué ($) doit être un montant en dollars, par exemple 25,00');
    screen.getByText(/^Frais d'annulation tardive \(\$\) doit être entre 0,00\s\$ et 1\s000,00\s\$$/);
    expect(api.sent('PUT', `${settingsPath}/fees`)).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(field('Frais de rendez-vous manqué ($)')));
  });
});
