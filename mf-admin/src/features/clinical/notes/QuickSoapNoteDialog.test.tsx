import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { noteMessages } from 'shared-domain/clinical/clinical-note';

import { searchRule } from 'shared-domain/platform/search-rule';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientNotesKey } from './api/note-keys';
import { patientOfPath } from './QuickNoteEditor';
import { lowBackTemplate, noteView, pickerPatients } from './note-editor-test-data';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { patientRecord } from '../../../test-support/patients';
import { QuickSoapNoteDialog } from './QuickSoapNoteDialog';
import { answerAdminApi, failure, json, type StubApi, type AdminStubRoutes } from '../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Harness() {
  const [open, setOpen] = useState(true);
  return <QuickSoapNoteDialog open={open} onClose={() => setOpen(false)} />;
}

const searchOf = (q: string) =>
  pickerPatients.filter((patient) => `${patient.firstName} ${patient.lastName}`.toLowerCase().includes(q.toLowerCase()));

function renderQuick(routes: AdminStubRoutes = {}, path = '/admin/dashboard') {
  const api = answerAdminApi({
    'GET /api/admin/note-patients': ({ url }) => ({ patients: searchOf(url.searchParams.get('q') ?? '') }),
    'GET /api/admin/soap-templates': () => ({ templates: [lowBackTemplate] }),
    'POST /api/admin/notes': ({ body }) =>
      json(201, {
        note: noteView({
          id: 'note-new',
          patientId: (body as { patientId: string }).patientId,
          status: (body as { sign: boolean }).sign ? 'signed' : 'draft',
        }),
      }),
    ...routes,
  });
  const client = renderAdminPage(<Harness />, api, path);
  return { api, client };
}

const dialog = () => screen.getByRole('dialog', { name: 'Note SOAP rapide' });
const search = () => within(dialog()).getByRole('combobox', { name: 'Rechercher un patient' }) as HTMLInputElement;
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const press = (name: string, scope = dialog()) => fireEvent.click(within(scope).getByRole('button', { name }));
const findOptions = async () => within(await within(dialog()).findByRole('listbox')).findAllByRole('option');
const asked = (api: StubApi) =>
  api.requests.filter((request) => request.url.pathname === '/api/admin/note-patients').map((request) => request.url.searchParams.get('q'));
const posted = (api: StubApi) => api.sent('POST', '/api/admin/notes') as Record<string, unknown>[];

describe('QuickSoapNoteDialog', () => {
  it('lists the ten patients seen last, with phone and last visit, the search box focused', async () => {
    renderQuick();
    const options = await findOptions();
    expect(options).toHaveLength(10);
    expect(options[0]?.textContent).toContain('Zoé Lavoie');
    expect(options[0]?.textContent).toMatch(/514.555.0100/);
    expect(options[0]?.textContent).toMatch(/Dernière visite : .*2026/);
    expect(options[1]?.textContent).toContain('Aucune visite');
    await waitFor(() => expect(document.activeElement).toBe(search()));
    const groups = [...dialog().querySelectorAll('details')];
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toContain('Motif et douleur');
    expect(groups.filter((group) => group.open)).toEqual([]);
  });

  it('searches 300 ms after the last keystroke, once', async () => {
    const { api } = renderQuick();
    await findOptions();
    vi.useFakeTimers();
    fireEvent.change(search(), { target: { value: 'l' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(search(), { target: { value: 'lé' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(search(), { target: { value: 'léa' } });
    await act(() => vi.advanceTimersByTimeAsync(searchRule.delayMs - 1));
    expect(asked(api)).toEqual(['']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(asked(api)).toEqual(['', 'léa']);
    await vi.waitFor(() => expect(within(within(dialog()).getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
    expect(asked(api)).toEqual(['', 'léa']);
  });

  it('chooses with the arrows and Enter; « Changer de patient » goes back to the search', async () => {
    const { api } = renderQuick();
    await findOptions();
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'ArrowUp' });
    const active = search().getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toContain('Louis Lavoie');
    expect(document.getElementById(active ?? '')?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search(), { key: 'Enter' });
    within(dialog()).getByText('Louis Lavoie');
    expect(within(dialog()).queryByRole('combobox', { name: 'Rechercher un patient' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Changer de patient' }));
    fireEvent.change(field('Subjectif'), { target: { value: 'Douleur' } });
    press('Enregistrer le brouillon');
    await within(dialog()).findByText(noteMessages.saved);
    expect(posted(api)).toMatchObject([{ patientId: 'pat-2', subjective: 'Douleur', sign: false }]);
  });

  it('asks for a patient before saving', async () => {
    const { api } = renderQuick();
    await findOptions();
    fireEvent.change(field('Subjectif'), { target: { value: 'Douleur' } });
    press('Enregistrer le brouillon');
    within(dialog()).getByText(noteMessages.selectPatient);
    expect(search().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(search()));
    expect(posted(api)).toEqual([]);
  });

  it('opens the closed group of an invalid field and puts the focus on it', async () => {
    const { api } = renderQuick();
    fireEvent.click((await findOptions())[0] as HTMLElement);
    fireEvent.change(field('Subjectif'), { target: { value: 'Douleur' } });
    fireEvent.change(field('Douleur actuelle'), { target: { value: '11' } });
    press('Enregistrer le brouillon');
    within(dialog()).getByText(noteMessages.painOutOfRange);
    expect(field('Douleur actuelle').closest('details')?.open).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field('Douleur actuelle')));
    expect(posted(api)).toEqual([]);
  });

  it('says when the patients cannot be loaded, and tries again', async () => {
    let calls = 0;
    renderQuick({
      'GET /api/admin/note-patients': () => {
        calls += 1;
        return calls === 1 ? failure(500, { error: { code: 'INTERNAL', message: 'Erreur' } }) : { patients: pickerPatients };
      },
    });
    await within(dialog()).findByText(noteMessages.patientsFailed);
    press('Réessayer');
    expect(await findOptions()).toHaveLength(10);
    expect(within(dialog()).queryByText(noteMessages.patientsFailed)).toBeNull();
  });

  it('on a patient’s file, the note is for that patient', async () => {
    const { api } = renderQuick(
      {
        'GET /api/admin/patients/pat-7': () => ({
          patient: patientRecord('pat-7', { firstName: 'Léa', lastName: 'Roy' }),
          upcoming: [],
          past: [],
        }),
      },
      '/admin/patients/pat-7',
    );
    await within(dialog()).findByText('Léa Roy');
    expect(within(dialog()).queryByRole('combobox', { name: 'Rechercher un patient' })).toBeNull();
    fireEvent.change(field('Subjectif'), { target: { value: 'Suivi' } });
    press('Enregistrer le brouillon');
    await within(dialog()).findByText(noteMessages.saved);
    expect(posted(api)).toMatchObject([{ patientId: 'pat-7' }]);
    expect(asked(api)).toEqual([]);
  });

  it('a template fills it, it is signed after confirmation, and « Nouvelle note » starts again', async () => {
    const { api, client } = renderQuick();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click((await findOptions())[0] as HTMLElement);
    const picker = field('Modèle') as unknown as HTMLSelectElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    fireEvent.change(picker, { target: { value: lowBackTemplate.id } });
    expect(field('Plan').value).toBe(lowBackTemplate.plan);
    press('Enregistrer et signer');
    press('Signer la note', within(dialog()).getByRole('group', { name: 'Signer la note ?' }));
    await within(dialog()).findByText(noteMessages.signed);
    expect(posted(api)).toMatchObject([
      { patientId: 'pat-1', templateId: lowBackTemplate.id, sign: true, subjective: lowBackTemplate.subjective },
    ]);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: patientNotesKey('pat-1') }));
    press('Nouvelle note');
    await within(dialog()).findByRole('combobox', { name: 'Rechercher un patient' });
    expect(field('Plan').value).toBe('');
  });
});

describe('patientOfPath', () => {
  it('reads the patient of a patient file only', () => {
    expect(patientOfPath('/admin/patients/pat-7')).toBe('pat-7');
    expect(patientOfPath('/admin/patients/pat-7/')).toBe('pat-7');
    expect(patientOfPath('/admin/patients')).toBeUndefined();
    expect(patientOfPath('/admin/patients/pat-7/x')).toBeUndefined();
    expect(patientOfPath('/admin/dashboard')).toBeUndefined();
  });
});
