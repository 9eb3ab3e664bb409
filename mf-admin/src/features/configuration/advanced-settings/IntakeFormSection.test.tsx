import { cleanup, fireEvent, screen } from '@testing-library/react';
import { buildIntakeForm, firstIntakeForm } from 'shared-domain/clinical/intake-form';
import { afterEach, describe, expect, it } from 'vitest';
import { answerAdminApi } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { AdvancedSettingsPage } from './AdvancedSettingsPage';

afterEach(cleanup);

const version1 = {
  introduction: firstIntakeForm.introduction,
  optionalSections: [...firstIntakeForm.optionalSections],
  version: 1,
  definition: buildIntakeForm(firstIntakeForm),
  versions: [{ version: 1, publishedAt: '2026-11-01T14:00:00.000Z', publishedBy: null }],
};

describe('« Paramètres avancés › Questionnaire d’accueil »', () => {
  it('edits the introduction and leaves out the birth, publishing version 2', async () => {
    const api = answerAdminApi({
      'GET /api/admin/intake-form': () => version1,
      'PUT /api/admin/intake-form': ({ body }) => {
        const sent = body as { introduction: string; optionalSections: ('pregnancy' | 'birth')[] };
        return {
          ...version1,
          ...sent,
          version: 2,
          definition: buildIntakeForm(sent),
          versions: [{ version: 2, publishedAt: '2026-11-20T14:00:00.000Z', publishedBy: 'Émilie Tremblay' }, ...version1.versions],
          changed: ['introduction', 'optionalSections'],
        };
      },
    });
    renderAdminPage(<AdvancedSettingsPage />, api, '/admin/advanced-settings?section=questionnaire-accueil');
    fireEvent.change(await screen.findByLabelText(/^Texte d’introduction/), { target: { value: 'Bienvenue à la clinique.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Naissance et alimentation du bébé' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await screen.findByText('2 modifications enregistrées : Texte d’introduction, Sections facultatives posées');
    expect(api.sent('PUT', '/api/admin/intake-form').at(-1)).toEqual({
      introduction: 'Bienvenue à la clinique.',
      optionalSections: ['pregnancy'],
    });
    screen.getByText(/^Version 2 — .*, par Émilie Tremblay$/);
  });
});
