import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminAnswer, answerAdminApi, failure, type RefusalAnswer } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { AdvancedSettingsPage } from './AdvancedSettingsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Numbering = AdminAnswer<'GET /api/admin/invoicing'>['numbering'];

function renderInvoicing(put: (body: Numbering) => AdminAnswer<'PUT /api/admin/invoicing'> | RefusalAnswer) {
  let numbering: Numbering = { invoicePrefix: 'F-', invoiceNextNumber: 42, accountingBasis: 'cash' };
  const api = answerAdminApi({
    'GET /api/admin/invoicing': () => ({ numbering }),
    'PUT /api/admin/invoicing': ({ body }) => {
      const answer = put(body as Numbering);
      if (!(answer instanceof Response)) numbering = { ...numbering, ...(body as Numbering) };
      return answer;
    },
  });
  renderAdminPage(<AdvancedSettingsPage />, api, '/admin/advanced-settings?section=facturation');
  return api;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('« Paramètres avancés › Facturation »', () => {
  it('shows the numbering with a preview of the next number, saves and says what changed', async () => {
    const api = renderInvoicing((body) => ({
      numbering: { ...body, invoicePrefix: 'F-2026-', invoiceNextNumber: 100 },
      changed: ['invoicePrefix', 'invoiceNextNumber'],
    }));
    await screen.findByRole('heading', { level: 2, name: 'Facturation' });
    await screen.findByLabelText(/^Préfixe des numéros de facture/);
    expect(field('Préfixe des numéros de facture').value).toBe('F-');
    screen.getByText('Prochaine facture : F-00042');
    fireEvent.change(field('Préfixe des numéros de facture'), { target: { value: 'f-2026-' } });
    fireEvent.change(field('Prochain numéro'), { target: { value: '100' } });
    screen.getByText('Prochaine facture : F-2026-00100');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('2 modifications enregistrées : Préfixe des numéros de facture, Prochain numéro');
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      invoicePrefix: 'F-2026-',
      invoiceNextNumber: 100,
      accountingBasis: 'cash',
    });
    // The form is remade from what the server kept.
    expect(field('Préfixe des numéros de facture').value).toBe('F-2026-');
  });

  it('puts the server’s refusal by its field with the focus on it, and checks the number before sending', async () => {
    const api = renderInvoicing(() =>
      failure(422, {
        error: {
          code: 'VAL_001',
          message: 'Certaines informations sont invalides',
          fields: { invoiceNextNumber: 'Le prochain numéro ne peut pas reculer : Choisissez 42 ou plus.' },
        },
      }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Facturation' });
    await screen.findByLabelText(/^Préfixe des numéros de facture/);
    fireEvent.change(field('Prochain numéro'), { target: { value: 'douze' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Le prochain numéro doit être un nombre entier');
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(field('Prochain numéro')));

    fireEvent.change(field('Prochain numéro'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Le prochain numéro ne peut pas reculer : Choisissez 42 ou plus.');
    await waitFor(() => expect(document.activeElement).toBe(field('Prochain numéro')));
  });
});
