import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildIntakeForm, firstIntakeForm, intakeMessages } from 'shared-domain/clinical/intake-form';
import { paths } from 'shared-domain/platform/paths';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type PublicAnswer, stubApi } from '../../test-support/public-stub-api';
import { renderWithClinic } from '../../test-support/render';
import { IntakePage, intakeAutosaveMs } from './IntakePage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const token = 'ik_Zk9x-Abc123DEF456ghij' as const;
const base = `/api/links/intake/${token}` as const;

const view: PublicAnswer<`GET ${typeof base}`> = {
  patientName: 'Léa Gagnon',
  visit: { date: '2026-11-25', time: '10:00' },
  status: 'draft',
  version: 1,
  form: buildIntakeForm(firstIntakeForm),
  answers: {},
  signedName: null,
  signedRelationship: null,
  signedAt: null,
};

const api = () =>
  stubApi({
    [`GET ${base}` as const]: () => json(200, view),
    [`PUT ${base}/draft` as const]: () => json(200, { status: 'draft' as const, savedAt: '2026-11-24T15:00:00.000Z' }),
    [`POST ${base}/signature` as const]: () =>
      json(200, {
        ...view,
        status: 'signed',
        signedName: 'Léa Gagnon',
        signedRelationship: 'Moi-même',
        signedAt: '2026-11-24T15:01:00.000Z',
      }),
  });

const renderIntake = () =>
  renderWithClinic(
    <Routes>
      <Route path={paths.intake.pattern} element={<IntakePage />} />
    </Routes>,
    { path: paths.intake.build(token) },
  );

describe("the intake form's page", () => {
  it('asks the pregnancy only once « Une femme enceinte » is chosen', async () => {
    api();
    renderIntake();
    const kind = await screen.findByRole('radiogroup', { name: /Ce questionnaire concerne/ });
    expect(screen.queryByRole('group', { name: 'Grossesse' })).toBeNull();
    fireEvent.click(within(kind).getByLabelText('Une femme enceinte'));
    screen.getByRole('group', { name: 'Grossesse' });
    screen.getByLabelText(/Semaines de grossesse/);
  });

  it('saves the draft once the typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stub = api();
    renderIntake();
    fireEvent.change(await screen.findByLabelText(/Pourquoi consultez-vous/), { target: { value: 'Douleur au dos' } });
    await act(() => vi.advanceTimersByTimeAsync(intakeAutosaveMs - 100));
    expect(stub.callsTo(`PUT ${base}/draft`)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() =>
      expect(stub.callsTo(`PUT ${base}/draft`).map((call) => call.body)).toEqual([{ answers: { complaint: 'Douleur au dos' } }]),
    );
    await screen.findByText(/Brouillon enregistré/);
  });

  it('signs only complete and with the consent, then says it was sent', async () => {
    const stub = api();
    renderIntake();
    await screen.findByRole('radiogroup', { name: /Ce questionnaire concerne/ });
    fireEvent.click(screen.getByRole('button', { name: 'Signer et envoyer' }));
    await screen.findByText('Cochez le consentement pour envoyer le questionnaire');
    screen.getByText('Répondez à « Pourquoi consultez-vous? »');
    expect(stub.callsTo(`POST ${base}/signature`)).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Un adulte'));
    fireEvent.change(screen.getByLabelText(/Pourquoi consultez-vous/), { target: { value: 'Douleur au dos' } });
    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: 'Marc Gagnon' } });
    fireEvent.change(screen.getByLabelText(/^Téléphone/), { target: { value: '514 555-0199' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Je consens/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Signer et envoyer' }));
    await screen.findByText(intakeMessages.signed);
    expect(stub.callsTo(`POST ${base}/signature`).map((call) => call.body)).toEqual([
      {
        answers: { patientKind: 'adult', complaint: 'Douleur au dos', emergencyName: 'Marc Gagnon', emergencyPhone: '514 555-0199' },
        signerName: 'Léa Gagnon',
        signerRelationship: 'Moi-même',
        healthConsent: true,
      },
    ]);
  });
});
