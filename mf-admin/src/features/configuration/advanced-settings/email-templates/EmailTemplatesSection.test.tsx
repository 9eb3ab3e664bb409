import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emailTemplates as catalogue, templateFields } from 'shared-domain/clinic/email-templates';
import { problemText } from 'shared-ui/problem-message';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../../test-support/render-admin-page';
import { AdvancedSettingsPage } from '../AdvancedSettingsPage';
import { answerAdminApi, failure, type AdminStubRoutes } from '../../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = '/api/admin/email-templates';

function view(key: 'rappel' | 'confirmation', changes: { subject?: string; body?: string } = {}) {
  const original = { subject: catalogue[key].subject, body: catalogue[key].body };
  const current = { ...original, ...changes };
  return {
    key,
    name: catalogue[key].name,
    description: catalogue[key].description,
    fields: Object.entries(templateFields(key)).map(([name, field]) => ({ name, description: field.description, kind: field.kind })),
    ...current,
    customised: current.subject !== original.subject || current.body !== original.body,
    original,
    updatedAt: current === original ? null : '2026-11-18T15:00:00.000Z',
  };
}

function renderTemplates(routes: AdminStubRoutes = {}) {
  const api = answerAdminApi({
    [`GET ${path}`]: () => ({ templates: [view('confirmation'), view('rappel', { subject: 'Rappel pour demain – {clinique}' })] }),
    ...routes,
  });
  renderAdminPage(<AdvancedSettingsPage />, api, '/admin/advanced-settings?section=courriels');
  return api;
}

async function openReminder() {
  await screen.findByRole('heading', { level: 2, name: 'Modèles de courriels' });
  const list = await screen.findByRole('list', { name: 'Courriels de la clinique' });
  const reminder = within(list).getByText('Rappel de rendez-vous').closest('li') as HTMLElement;
  within(reminder).getByText('Personnalisé');
  fireEvent.click(within(reminder).getByRole('button', { name: /^Modifier/ }));
  await screen.findByRole('heading', { level: 3, name: 'Rappel de rendez-vous' });
}

const subject = () => screen.getByLabelText(/^Objet/) as HTMLInputElement;
const body = () => screen.getByLabelText(/^Message/) as HTMLTextAreaElement;

describe('« Paramètres avancés › Modèles de courriels »', () => {
  it('is the first section, lists the templates with the customised ones marked, and edits one', async () => {
    const api = renderTemplates({
      [`PUT ${path}/rappel`]: ({ body: sent }) => ({
        template: view('rappel', sent as { subject: string; body: string }),
        changed: ['subject'],
      }),
    });
    const menu = await screen.findByRole('navigation', { name: /Paramètres avancés/ });
    expect(within(menu).getAllByRole('link')[0]?.textContent).toBe('Modèles de courriels');
    const list = await screen.findByRole('list', { name: 'Courriels de la clinique' });
    within(within(list).getByText('Confirmation de réservation').closest('li') as HTMLElement).getByText('Modèle d’origine');

    await openReminder();
    expect(subject().value).toBe('Rappel pour demain – {clinique}');
    fireEvent.change(subject(), { target: { value: 'Rappel : demain à {heure}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modèle enregistré : Rappel de rendez-vous');
    expect(api.sent('PUT', `${path}/rappel`)).toEqual([{ subject: 'Rappel : demain à {heure}', body: catalogue.rappel.body }]);
  });

  it('refuses an unknown field beside its field before sending, and shows the server’s refusal the same way', async () => {
    const api = renderTemplates({
      [`PUT ${path}/rappel`]: () =>
        failure(422, {
          error: { code: 'VAL_001', message: 'Certaines informations sont invalides', fields: { body: 'Le message est refusé.' } },
        }),
    });
    await openReminder();
    fireEvent.change(subject(), { target: { value: 'Rappel {xyz}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(/^Le champ \{xyz\} n'existe pas pour ce courriel\. Champs offerts : \{nom\}/);
    await waitFor(() => expect(document.activeElement).toBe(subject()));
    expect(api.sent('PUT', `${path}/rappel`)).toEqual([]);

    fireEvent.change(subject(), { target: { value: 'Rappel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Le message est refusé.');
    await waitFor(() => expect(document.activeElement).toBe(body()));
  });

  it('inserts a field at the cursor, a block on a line of its own', async () => {
    renderTemplates();
    await openReminder();
    fireEvent.change(body(), { target: { value: 'Bonjour ,\n\nFin' } });
    body().focus();
    body().setSelectionRange(8, 8);
    fireEvent.click(screen.getByRole('button', { name: 'Insérer {nom}' }));
    expect(body().value).toBe('Bonjour {nom},\n\nFin');
    await waitFor(() => expect(document.activeElement).toBe(body()));
    expect(body().selectionStart).toBe(13);

    body().setSelectionRange(body().value.length, body().value.length);
    fireEvent.click(screen.getByRole('button', { name: 'Insérer {détails}' }));
    expect(body().value).toBe('Bonjour {nom},\n\nFin\n{détails}');
  });

  it('previews the HTML in a sandboxed frame and the text version, without saving', async () => {
    const api = renderTemplates({
      [`POST ${path}/preview`]: () => ({
        preview: { subject: 'Rappel : demain', html: '<!doctype html><p>Bonjour Julie</p>', text: 'Bonjour Julie,\n\n— Clinique' },
      }),
    });
    await openReminder();
    fireEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    const frame = (await screen.findByTitle('Aperçu du courriel « Rappel de rendez-vous »')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<!doctype html><p>Bonjour Julie</p>');
    screen.getByText('Rappel : demain');
    expect(screen.getByText(/^Bonjour Julie,/).tagName).toBe('PRE');
    expect(api.sent('POST', `${path}/preview`)).toEqual([
      { key: 'rappel', subject: 'Rappel pour demain – {clinique}', body: catalogue.rappel.body },
    ]);
    expect(api.sent('PUT', `${path}/rappel`)).toEqual([]);
  });

  it('restores the original after a confirmation', async () => {
    const api = renderTemplates({ [`DELETE ${path}/rappel`]: () => ({ template: view('rappel'), changed: ['subject'] }) });
    await openReminder();
    fireEvent.click(screen.getByRole('button', { name: 'Rétablir le modèle d’origine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rétablir le modèle d’origine?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.sent('DELETE', `${path}/rappel`)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Rétablir le modèle d’origine' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Rétablir le modèle d’origine?' })).getByRole('button', { name: 'Rétablir' }),
    );
    await screen.findByText('Modèle d’origine rétabli : Rappel de rendez-vous');
    expect(api.sent('DELETE', `${path}/rappel`)).toHaveLength(1);
    await waitFor(() => expect(subject().value).toBe(catalogue.rappel.subject));
    expect(screen.queryByRole('button', { name: 'Rétablir le modèle d’origine' })).toBeNull();
  });

  it('says a failed restore in the confirmation, and a reopened confirmation starts without it', async () => {
    const failure = problemText.unreachable;
    const api = renderTemplates({
      [`DELETE ${path}/rappel`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await openReminder();
    const ask = () => fireEvent.click(screen.getByRole('button', { name: 'Rétablir le modèle d’origine' }));
    const dialog = () => screen.getByRole('dialog', { name: 'Rétablir le modèle d’origine?' });
    ask();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Rétablir' }));
    await within(dialog()).findByText(failure);
    expect(api.sent('DELETE', `${path}/rappel`)).toHaveLength(1);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Annuler' }));

    ask();
    within(dialog()).getByRole('button', { name: 'Rétablir' });
    expect(within(dialog()).queryByText(failure)).toBeNull();
    expect(subject().value).toBe('Rappel pour demain – {clinique}');
  });

  it('says the server’s own refusal of a preview and of a restore', async () => {
    const previewRefusal = 'Le modèle ne peut pas être affiché.';
    const restoreRefusal = 'Ce modèle n’existe plus.';
    renderTemplates({
      [`POST ${path}/preview`]: () => failure(422, { error: { code: 'VAL_001', message: previewRefusal } }),
      [`DELETE ${path}/rappel`]: () => failure(404, { error: { code: 'NOT_FOUND', message: restoreRefusal } }),
    });
    await openReminder();
    fireEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    await screen.findByText(previewRefusal);
    fireEvent.click(screen.getByRole('button', { name: 'Rétablir le modèle d’origine' }));
    const dialog = screen.getByRole('dialog', { name: 'Rétablir le modèle d’origine?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rétablir' }));
    await within(dialog).findByText(restoreRefusal);
  });
});
