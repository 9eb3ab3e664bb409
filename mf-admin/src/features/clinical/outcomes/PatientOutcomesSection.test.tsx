import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describeScore, outcomeMessages, questionnaireDefinitions, questionnaireList } from 'shared-domain/clinical/outcome-measures';
import type { QuestionnaireId } from 'shared-domain/clinical/clinical-lists';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { type AdminAnswer, type AdminStubRoutes, answerAdminApi, failure, json } from '../../../test-support/admin-stub-api';
import { PatientOutcomesSection } from './PatientOutcomesSection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const outcomesPath = '/api/admin/patients/pat-1/outcomes';
const requestsPath = '/api/admin/patients/pat-1/questionnaire-requests';
const episode = { id: 'ep-1', reason: 'Lombalgie', startedOn: '2026-10-01', endedOn: null };

type Outcome = AdminAnswer<`GET /api/admin/patients/${string}/outcomes`>['outcomes'][number];
type SentRequest = AdminAnswer<`GET /api/admin/patients/${string}/questionnaire-requests`>['requests'][number];

function outcome(id: string, questionnaire: QuestionnaireId, score: number, recordedOn: string, fields: Partial<Outcome> = {}): Outcome {
  const definition = questionnaireDefinitions[questionnaire];
  return {
    id,
    questionnaire,
    questionnaireName: definition.name,
    score,
    ...describeScore(definition, score),
    recordedOn,
    episodeId: 'ep-1',
    appointmentId: null,
    source: 'staff',
    recordedBy: 'Émilie Tremblay',
    answers: {},
    ...fields,
  };
}

const measures = [
  outcome('o-1', 'pain_nrs', 7, '2026-10-02'),
  outcome('o-2', 'oswestry', 44, '2026-10-02'),
  outcome('o-3', 'pain_nrs', 5, '2026-10-20'),
  outcome('o-4', 'pain_nrs', 3, '2026-11-10', { source: 'patient', recordedBy: null }),
];

function sentRequest(id: string, status: SentRequest['status'], fields: Partial<SentRequest> = {}): SentRequest {
  return {
    id,
    questionnaire: 'oswestry',
    questionnaireName: 'Indice d’incapacité d’Oswestry',
    status,
    appointmentId: null,
    appointmentDate: null,
    appointmentTime: null,
    episodeId: null,
    requestedBy: 'Émilie Tremblay',
    sentAt: '2026-11-16T14:00:00.000Z',
    completedAt: status === 'completed' ? '2026-11-17T13:00:00.000Z' : null,
    outcomeId: null,
    ...fields,
  };
}

function renderSection(routes: AdminStubRoutes = {}) {
  const api = answerAdminApi({
    'GET /api/admin/questionnaires': () => ({ questionnaires: questionnaireList }),
    'GET /api/admin/patients/pat-1/outcomes': () => ({ outcomes: measures, episodes: [episode] }),
    'GET /api/admin/patients/pat-1/questionnaire-requests': () => ({
      requests: [sentRequest('q-1', 'pending'), sentRequest('q-2', 'completed')],
    }),
    ...routes,
  });
  renderAdminPage(<PatientOutcomesSection patientId="pat-1" />, api);
  return api;
}

const section = () => screen.getByRole('region', { name: 'Mesures de résultats' });
const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('PatientOutcomesSection', () => {
  it('graphs each questionnaire over the episode, with a text summary and the same values in a table', async () => {
    renderSection();
    const pain = await screen.findByRole('region', { name: 'Échelle numérique de la douleur' });
    const chart = within(pain).getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Échelle numérique de la douleur : de 7/10 le vendredi 2 octobre 2026 à 3/10 le mardi 10 novembre 2026 (3 mesures, dernière interprétation : douleur légère). Épisode de soins « Lombalgie » du jeudi 1 octobre 2026, en cours.',
    );
    // Three dots joined by a line, the episode as a range, French axis labels.
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(chart.querySelector('.outcome-chart__episode rect')).toBeTruthy();
    within(chart).getByText('Date de la visite');
    within(chart).getByText('Score (/10)');
    within(chart).getByText('1 oct.');
    const rows = within(within(pain).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Date de la visiteScoreInterprétationSaisie par',
      'vendredi 2 octobre 20267/10Douleur sévèreÉmilie Tremblay',
      'mardi 20 octobre 20265/10Douleur modéréeÉmilie Tremblay',
      'mardi 10 novembre 20263/10Douleur légèreLe patient (portail)',
    ]);
    const oswestry = screen.getByRole('region', { name: 'Indice d’incapacité d’Oswestry' });
    within(within(oswestry).getByRole('img')).getByText('Score (%)');
    expect(oswestry.querySelector('.outcomes__latest')?.textContent).toBe('44\u00a0% — Incapacité sévère (vendredi 2 octobre 2026)');
  });

  it('lists the questionnaires sent with their state, and withdraws a pending one', async () => {
    let withdrawn = false;
    const api = renderSection({
      'GET /api/admin/patients/pat-1/questionnaire-requests': () => ({
        requests: [sentRequest('q-1', withdrawn ? 'cancelled' : 'pending'), sentRequest('q-2', 'completed')],
      }),
      'POST /api/admin/questionnaire-requests/q-1/cancel': () => {
        withdrawn = true;
        return { request: { id: 'q-1', status: 'cancelled' } };
      },
    });
    const sent = await screen.findByRole('region', { name: 'Questionnaires envoyés au portail' });
    await waitFor(() => expect(within(sent).getAllByRole('listitem')).toHaveLength(2));
    const [pending, filled] = within(sent).getAllByRole('listitem');
    expect(pending?.textContent).toContain('En attente');
    expect(filled?.textContent).toContain('Remplie');
    expect(within(filled!).queryByRole('button')).toBeNull();
    fireEvent.click(within(pending!).getByRole('button', { name: 'Retirer : Indice d’incapacité d’Oswestry' }));
    await within(section()).findByText(outcomeMessages.cancelled);
    await waitFor(() => expect(within(sent).getAllByRole('listitem')[0]?.textContent).toContain('Retirée'));
    expect(api.sent('POST', '/api/admin/questionnaire-requests/q-1/cancel')).toHaveLength(1);
  });

  it('says why a withdrawal was refused', async () => {
    renderSection({
      'POST /api/admin/questionnaire-requests/q-1/cancel': () =>
        failure(409, { error: { code: 'QUEST_001', message: outcomeMessages.requestNotPending } }),
    });
    const sent = await screen.findByRole('region', { name: 'Questionnaires envoyés au portail' });
    fireEvent.click(await within(sent).findByRole('button', { name: /^Retirer/ }));
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toBe(`Le questionnaire n’a pas été retiré : ${outcomeMessages.requestNotPending}`);
  });

  it('records a measure: radio groups, the live score, only the answers sent', async () => {
    let recorded = false;
    const api = renderSection({
      'GET /api/admin/patients/pat-1/outcomes': () => ({
        outcomes: recorded ? [...measures, outcome('o-5', 'pain_nrs', 2, '2026-11-18')] : measures,
        episodes: [episode],
      }),
      'POST /api/admin/patients/pat-1/outcomes': () => {
        recorded = true;
        return json(201, { outcome: outcome('o-5', 'pain_nrs', 2, '2026-11-18') });
      },
    });
    await screen.findByRole('region', { name: 'Échelle numérique de la douleur' });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer une mesure' }));
    const form = within(dialog('Enregistrer une mesure'));
    expect((form.getByLabelText(/^Questionnaire/) as HTMLSelectElement).value).toBe('pain_nrs');
    // The open episode is chosen to start with.
    await waitFor(() => expect((form.getByLabelText(/^Épisode de soins/) as HTMLSelectElement).value).toBe('ep-1'));
    fireEvent.change(form.getByLabelText(/^Date de la visite/), { target: { value: '2026-11-18' } });
    form.getByText('Score : répondez aux questions pour le calculer');

    // Nothing chosen: the item says so, in French, and nothing is sent.
    fireEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    const group = form.getByRole('radiogroup', { name: 'Douleur actuelle' });
    await within(group).findByText('Répondez à « Douleur actuelle »');
    expect(
      within(group)
        .getAllByRole('radio')
        .every((radio) => radio.getAttribute('aria-invalid') === 'true'),
    ).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(within(group).getAllByRole('radio')[0]));
    expect(api.sent('POST', outcomesPath)).toEqual([]);

    fireEvent.click(within(group).getByRole('radio', { name: '2' }));
    expect(within(group).queryByText('Répondez à « Douleur actuelle »')).toBeNull();
    form.getByText('Score : 2/10 — Douleur légère');
    fireEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await within(section()).findByText(outcomeMessages.recorded);
    expect(api.sent('POST', outcomesPath)).toEqual([
      { questionnaire: 'pain_nrs', recordedOn: '2026-11-18', episodeId: 'ep-1', appointmentId: null, answers: { pain: 2 } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getAllByText('2/10').length).toBeGreaterThan(0));
  });

  it('scores the Oswestry as a percentage, one section left blank, and shows the licence note', async () => {
    const api = renderSection({
      'POST /api/admin/patients/pat-1/outcomes': () => json(201, { outcome: outcome('o-5', 'oswestry', 20, '2026-11-18') }),
    });
    await screen.findByRole('region', { name: 'Échelle numérique de la douleur' });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer une mesure' }));
    const form = within(dialog('Enregistrer une mesure'));
    fireEvent.change(form.getByLabelText(/^Questionnaire/), { target: { value: 'oswestry' } });
    form.getByText(/exemplaire sous licence/);
    const groups = form.getAllByRole('radiogroup');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual(
      questionnaireDefinitions.oswestry.items.map((item) => item.text),
    );
    for (const group of groups.slice(0, 9)) fireEvent.click(within(group).getByRole('radio', { name: '1 — difficulté légère' }));
    expect(dialog('Enregistrer une mesure').querySelector('output')?.textContent).toBe('Score : 20\u00a0% — Incapacité minimale');
    fireEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await within(section()).findByText(outcomeMessages.recorded);
    const [sent] = api.sent('POST', outcomesPath) as { answers: Record<string, number> }[];
    expect(Object.keys(sent?.answers ?? {})).toHaveLength(9);
    expect(sent).not.toHaveProperty('score');
  });

  it('sends a questionnaire to the portal, and says when the patient has no e-mail', async () => {
    let refuse = true;
    const api = renderSection({
      'POST /api/admin/patients/pat-1/questionnaire-requests': () =>
        refuse
          ? failure(422, { error: { code: 'VAL_001', message: outcomeMessages.noEmail } })
          : json(201, { request: { id: 'q-3', status: 'pending' } }),
    });
    const send = await screen.findByRole('button', { name: 'Envoyer au portail' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    const form = within(dialog('Envoyer un questionnaire au portail'));
    await waitFor(() => expect((form.getByLabelText(/^Questionnaire/) as HTMLSelectElement).value).toBe('pain_nrs'));
    fireEvent.change(form.getByLabelText(/^Questionnaire/), { target: { value: 'ndi' } });
    fireEvent.click(form.getByRole('button', { name: 'Envoyer' }));
    await form.findByText(outcomeMessages.noEmail);
    refuse = false;
    fireEvent.click(form.getByRole('button', { name: 'Envoyer' }));
    await within(section()).findByText(outcomeMessages.sent);
    expect(api.sent('POST', requestsPath)).toEqual([
      { questionnaire: 'ndi', appointmentId: null, episodeId: null },
      { questionnaire: 'ndi', appointmentId: null, episodeId: null },
    ]);
  });

  it('says when there is no measure yet', async () => {
    renderSection({ 'GET /api/admin/patients/pat-1/outcomes': () => ({ outcomes: [], episodes: [] }) });
    await within(section()).findByText('Aucune mesure enregistrée.');
    expect(within(section()).queryByRole('img')).toBeNull();
  });

  it('says when the measures cannot be read, and tries again', async () => {
    let calls = 0;
    renderSection({
      'GET /api/admin/patients/pat-1/outcomes': () =>
        ++calls === 1
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : { outcomes: measures, episodes: [episode] },
    });
    const notice = await within(section()).findByRole('alert');
    within(notice).getByText('La base de données est momentanément indisponible.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('region', { name: 'Échelle numérique de la douleur' });
  });
});
