import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminAnswer, answerAdminApi, failure, type TypedHandler } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { AdvancedSettingsPage } from './AdvancedSettingsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = '/api/admin/configuration';
const changes: AdminAnswer<'POST /api/admin/configuration/preview'>['changes'] = [
  { part: 'clinic', title: 'Clinique', lines: ['Nom de la clinique : Clinique A → Clinique B'] },
  { part: 'services', title: 'Services', lines: ['Nouveau service « Bilan postural »', 'Ordre de la liste modifié'] },
];
const refusal = (message: string) => failure(422, { error: { code: 'VAL_001', message } });

function renderConfiguration(answers: {
  preview: TypedHandler<'POST /api/admin/configuration/preview'>;
  import?: TypedHandler<'POST /api/admin/configuration/import'>;
}) {
  const api = answerAdminApi({
    'POST /api/admin/configuration/preview': answers.preview,
    'POST /api/admin/configuration/import': answers.import ?? (() => ({ changes })),
  });
  renderAdminPage(<AdvancedSettingsPage />, api, '/admin/advanced-settings?section=configuration');
  return api;
}

const chooseFile = async (content: string) => {
  const input = (await screen.findByLabelText(/^Fichier de configuration/)) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], 'configuration.json', { type: 'application/json' })] } });
};

describe('« Paramètres avancés › Configuration »', () => {
  it('previews what a file would change, part by part, and applies it only when asked', async () => {
    const api = renderConfiguration({ preview: () => ({ changes }) });
    await chooseFile('{"format":"clinique-chiropratique/configuration"}');
    const heading = await screen.findByRole('heading', { name: 'Changements qui seront appliqués' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      within(screen.getByRole('region', { name: 'Services' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nouveau service « Bilan postural »', 'Ordre de la liste modifié']);
    expect(api.sent('POST', `${path}/preview`)).toEqual([{ content: '{"format":"clinique-chiropratique/configuration"}' }]);
    expect(api.sent('POST', `${path}/import`)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Appliquer ces changements' }));
    const done = await screen.findByText('Configuration importée : 3 changements appliqués.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(api.sent('POST', `${path}/import`)).toEqual([{ content: '{"format":"clinique-chiropratique/configuration"}' }]);
    expect(screen.queryByRole('heading', { name: 'Changements qui seront appliqués' })).toBeNull();
  });

  it('says when a file changes nothing, and offers nothing to apply', async () => {
    renderConfiguration({ preview: () => ({ changes: [] }) });
    await chooseFile('{}');
    await screen.findByText('Ce fichier décrit la configuration actuelle : rien ne changerait.');
    expect(screen.queryByRole('button', { name: 'Appliquer ces changements' })).toBeNull();
  });

  it('shows the server’s refusal of a file, in view and focused', async () => {
    const api = renderConfiguration({ preview: () => refusal('Services › n° 1 : Prix doit être supérieur ou égal à 0') });
    await chooseFile('{}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Services › n° 1 : Prix doit être supérieur ou égal à 0');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(api.sent('POST', `${path}/import`)).toEqual([]);
  });
});
