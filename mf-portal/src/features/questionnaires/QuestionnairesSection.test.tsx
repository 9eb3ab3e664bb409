import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { outcomeMessages, questionnaireDefinitions } from 'shared-domain/clinical/outcome-measures';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Answer, json, type PortalAnswer, type PortalStubRoutes, refusal, unreachable } from '../../test-support/portal-test-api';
import { openAppointments } from '../../test-support/appointment-fixtures';
import { questionnairesText } from './questionnaires-text';
import { problemText } from 'shared-ui/problem-message';

// The routes load the page lazily: loaded once here, so the first test does not wait for it.
beforeAll(() => import('../appointments/AppointmentsPage'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = 'GET /api/portal/questionnaires';
const answers = <Id extends string>(id: Id) => `POST /api/portal/questionnaires/${id}/answers` as const;
type Pending = PortalAnswer<typeof list>['questionnaires'][number];
const pain: Pending = {
  id: 'q-pain',
  sentAt: '2026-11-16T14:00:00.000Z',
  appointmentDate: '2026-11-30',
  appointmentTime: '09:30',
  definition: questionnaireDefinitions.pain_nrs,
};
const oswestry: Pending = {
  id: 'q-odi',
  sentAt: '2026-11-16T14:00:00.000Z',
  appointmentDate: null,
  appointmentTime: null,
  definition: questionnaireDefinitions.oswestry,
};
const none = json(200, { questionnaires: [] });

type ListAnswer = Answer<PortalAnswer<typeof list>>;

const open = (questionnaires: ListAnswer | ListAnswer[], more: PortalStubRoutes = {}) =>
  openAppointments(json(200, { appointments: [] }), { [list]: questionnaires, ...more });

const pendingSection = () => screen.findByRole('region', { name: 'Questionnaires à remplir' });

describe('« Questionnaires à remplir »', () => {
  it('shows nothing when there is none to fill', async () => {
    const api = open(none);
    await screen.findByText('Aucun rendez-vous pour le moment');
    await waitFor(() => expect(api.to(list)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Questionnaires à remplir' })).toBeNull();
    expect(screen.queryByText('Questionnaires à remplir')).toBeNull();
  });

  it('lists the pending questionnaires, each with « Remplir » and when it is for', async () => {
    open(json(200, { questionnaires: [pain, oswestry] }));
    const section = await pendingSection();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Échelle numérique de la douleurAvant votre rendez-vous du lundi 30 novembre 2026 à 9 h 30Remplir',
      'Indice d’incapacité d’OswestryEnvoyé le lundi 16 novembre 2026Remplir',
    ]);
  });

  it('needs every item answered, in French, then sends and thanks', async () => {
    const api = open([json(200, { questionnaires: [pain] }), none], { [answers('q-pain')]: json(200, { completed: true }) });
    const section = await pendingSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Remplir : Échelle numérique de la douleur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Échelle numérique de la douleur' });
    // The kit's radio group: each answer a row of its own (44 px at least), inside the dialog's margins.
    const group = within(dialog).getByRole('radiogroup', { name: 'Douleur actuelle' });
    expect(within(group).getAllByRole('radio')).toHaveLength(11);
    const ten = within(group).getByRole('radio', { name: '10 — pire douleur imaginable' });
    expect(ten.closest('label')?.className).toBe('choice-group__choice');
    expect(dialog.querySelector('.ui-dialog__body')?.contains(group)).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer mes réponses' }));
    await within(group).findByText('Répondez à « Douleur actuelle »');
    expect(api.to(answers('q-pain'))).toEqual([]);

    fireEvent.click(within(group).getByRole('radio', { name: '4' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer mes réponses' }));
    // A success state: its heading takes the focus, its sentence says where the answers went.
    const thanks = await screen.findByRole('heading', { name: questionnairesText.thanks });
    expect(thanks.closest('[role="status"]')?.textContent).toContain(questionnairesText.thanksText);
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(api.to(answers('q-pain')).map((request) => request.body)).toEqual([{ answers: { pain: 4 } }]);
    // Asked again: nothing left to fill.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Questionnaires à remplir' })).toBeNull());
  });

  it('puts the server’s refusal on its item', async () => {
    open(json(200, { questionnaires: [pain] }), {
      [answers('q-pain')]: refusal(422, 'VAL_001', 'Certains champs sont invalides.', {
        'answers.pain': 'Choix invalide pour « Douleur actuelle »',
      }),
    });
    fireEvent.click(within(await pendingSection()).getByRole('button', { name: /^Remplir/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Échelle numérique de la douleur' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '3' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer mes réponses' }));
    await within(dialog).findByText('Choix invalide pour « Douleur actuelle »');
  });

  it('says when the questionnaire was already filled or withdrawn, and shows the list as it stands', async () => {
    const api = open([json(200, { questionnaires: [pain] }), none], {
      [answers('q-pain')]: refusal(409, 'QUEST_001', outcomeMessages.alreadyAnswered),
    });
    fireEvent.click(within(await pendingSection()).getByRole('button', { name: /^Remplir/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Échelle numérique de la douleur' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '3' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer mes réponses' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(outcomeMessages.alreadyAnswered);
    await waitFor(() => expect(api.to(list)).toHaveLength(2));
  });

  it('keeps an unreachable server’s failure in the form, to send again', async () => {
    const api = open(json(200, { questionnaires: [pain] }), { [answers('q-pain')]: [unreachable, json(200, { completed: true })] });
    fireEvent.click(within(await pendingSection()).getByRole('button', { name: /^Remplir/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Échelle numérique de la douleur' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '5' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer mes réponses' }));
    await within(dialog).findByText(problemText.unreachable);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer mes réponses' }));
    await screen.findByText(questionnairesText.thanks);
    expect(api.to(answers('q-pain'))).toHaveLength(2);
  });

  it('says when the list cannot be read, and tries again', async () => {
    open([refusal(503, 'DB_002', 'La base de données est momentanément indisponible.'), json(200, { questionnaires: [pain] })]);
    const notice = await screen.findByRole('alert');
    within(notice).getByRole('heading', { name: 'Erreur lors du chargement des questionnaires' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Réessayer' }));
    expect(await pendingSection()).toBeTruthy();
  });
});
