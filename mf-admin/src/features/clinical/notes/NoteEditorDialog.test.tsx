import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { noteMessages } from 'shared-domain/clinical/clinical-note';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { patientNotesKey } from './api/note-keys';
import { NoteEditorDialog, type NoteEditorDialogProps } from './NoteEditorDialog';
import { babyTemplate, lowBackTemplate, noteView } from './note-editor-test-data';
import { answerAdminApi, failure, json, type StubApi, type AdminStubRoutes } from '../../../test-support/admin-stub-api';

// The clock pinned (only `Date`: timers stay real for the queries): the form starts on the day it opens,
// and the test's own reading of today must not fall on the next day when a run crosses midnight.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Harness(props: Partial<NoteEditorDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <NoteEditorDialog open={open} onClose={() => setOpen(false)} patientId="pat-1" onSaved={() => undefined} {...props} />
    </>
  );
}

function renderEditor(routes: AdminStubRoutes = {}, props: Partial<NoteEditorDialogProps> = {}) {
  const api = answerAdminApi({
    'GET /api/admin/soap-templates': () => ({ templates: [lowBackTemplate, babyTemplate] }),
    'POST /api/admin/notes': ({ body }) =>
      json(201, { note: noteView({ id: 'note-new', status: (body as { sign: boolean }).sign ? 'signed' : 'draft' }) }),
    ...routes,
  });
  const client = renderAdminPage(<Harness {...props} />, api);
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  opener.focus();
  fireEvent.click(opener);
  return { api, client, opener };
}

const dialog = (name = 'Nouvelle note SOAP') => screen.getByRole('dialog', { name });
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const press = (name: string, scope = dialog()) => fireEvent.click(within(scope).getByRole('button', { name }));
const ready = () => screen.findByLabelText(/^Subjectif/);
const posted = (api: StubApi) => api.sent('POST', '/api/admin/notes') as Record<string, unknown>[];

describe('NoteEditorDialog', () => {
  it('opens on today, focus inside, and gives the focus back when closed', async () => {
    const { opener } = renderEditor();
    await ready();
    expect(field('Date de la visite').value).toBe(clinicDate(new Date()));
    await waitFor(() => expect(document.activeElement).toBe(field('Date de la visite')));
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    fireEvent.click(opener);
    expect(document.activeElement).toBe(field('Date de la visite'));
  });

  it('asks for at least one section, with the specification’s message, and sends nothing', async () => {
    const { api } = renderEditor();
    await ready();
    press('Enregistrer le brouillon');
    expect(within(dialog()).getAllByText(noteMessages.fillOneSection).length).toBeGreaterThan(0);
    expect(field('Subjectif').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Subjectif')));
    expect(posted(api)).toEqual([]);
  });

  it('saves a draft with the structured parts, announces it and refreshes the patient’s notes', async () => {
    const onSaved = vi.fn();
    const { api, client } = renderEditor({}, { onSaved });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await ready();
    type('Subjectif', 'Douleur au cou');
    type('Motif principal', 'Cervicalgie');
    type('Douleur actuelle', '6');
    type('Douleur au pire', '8');
    type('Diagnostic', 'Cervicalgie mécanique');
    type('Technique', 'Diversifiée');
    press('Enregistrer le brouillon');
    await within(dialog()).findByText(noteMessages.saved);
    expect(screen.getByRole('status', { name: '' }).textContent).toContain(noteMessages.saved);
    const [sent] = posted(api);
    expect(sent).toMatchObject({
      patientId: 'pat-1',
      sign: false,
      subjective: 'Douleur au cou',
      objective: null,
      structured: {
        chiefComplaint: 'Cervicalgie',
        pain: { now: 6, best: null, worst: 8 },
        diagnosis: 'Cervicalgie mécanique',
        technique: 'Diversifiée',
      },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'note-new' })));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: patientNotesKey('pat-1') });
    press('Fermer', within(dialog()).getByText(noteMessages.saved).closest('.note-editor') as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a pain outside 0–10 under its field', async () => {
    const { api } = renderEditor();
    await ready();
    type('Subjectif', 'Douleur');
    type('Douleur au mieux', '12');
    press('Enregistrer le brouillon');
    within(dialog()).getByText(noteMessages.painOutOfRange);
    expect(field('Douleur au mieux').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Douleur au mieux')));
    expect(posted(api)).toEqual([]);
  });

  it('fills the four sections and the re-exam date from a template, asking before replacing typed text', async () => {
    renderEditor();
    await ready();
    const picker = await waitFor(() => {
      const select = field('Modèle') as unknown as HTMLSelectElement;
      expect(select.disabled).toBe(false);
      return select;
    });
    type('Date de la visite', '2026-11-23');
    fireEvent.change(picker, { target: { value: lowBackTemplate.id } });
    expect(field('Subjectif').value).toBe(lowBackTemplate.subjective);
    expect(field('Objectif').value).toBe(lowBackTemplate.objective);
    expect(field('Évaluation').value).toBe(lowBackTemplate.assessment);
    expect(field('Plan').value).toBe(lowBackTemplate.plan);
    expect(field('Date de réexamen').value).toBe('2026-11-30');

    type('Subjectif', 'Texte tapé');
    fireEvent.change(picker, { target: { value: babyTemplate.id } });
    const confirm = within(dialog()).getByRole('group', { name: 'Remplacer le texte saisi ?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Remplacer' }));
    press('Annuler', confirm);
    expect(document.activeElement).toBe(picker);
    expect(field('Subjectif').value).toBe('Texte tapé');
    expect(picker.value).toBe(lowBackTemplate.id);

    fireEvent.change(picker, { target: { value: babyTemplate.id } });
    press('Remplacer', within(dialog()).getByRole('group', { name: 'Remplacer le texte saisi ?' }));
    expect(field('Subjectif').value).toBe(babyTemplate.subjective);
    expect(field('Objectif').value).toBe('');
    expect(field('Date de réexamen').value).toBe('2026-12-07');
    expect(picker.value).toBe(babyTemplate.id);
  });

  it('appends quick texts to Objectif and Plan, four shown until « Afficher plus »', async () => {
    renderEditor();
    await ready();
    const findings = within(dialog()).getByRole('group', { name: 'Constats (ajoutés à Objectif)' });
    expect(
      within(findings)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toHaveLength(5);
    fireEvent.click(within(findings).getByRole('button', { name: 'Sensibilité à la palpation' }));
    fireEvent.click(within(findings).getByRole('button', { name: 'Afficher plus' }));
    expect(within(findings).getByRole('button', { name: 'Afficher moins' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(findings).getByRole('button', { name: 'Spasme musculaire' }));
    expect(field('Objectif').value).toBe('Sensibilité à la palpation\nSpasme musculaire');
    const treatments = within(dialog()).getByRole('group', { name: 'Traitements (ajoutés au Plan)' });
    expect(within(treatments).queryByRole('button', { name: 'Technique Activator' })).toBeNull();
    fireEvent.click(within(treatments).getByRole('button', { name: 'Thérapie des tissus mous' }));
    expect(field('Plan').value).toBe('Thérapie des tissus mous');
  });

  it('toggles spinal segments in both columns and extremity joints, and sends them', async () => {
    const { api } = renderEditor();
    await ready();
    type('Subjectif', 'Douleur');
    const findings = within(dialog()).getByRole('group', { name: 'Niveaux avec constats' });
    const adjusted = within(dialog()).getByRole('group', { name: 'Segments ajustés' });
    const l4 = within(findings).getByRole('button', { name: 'L4' });
    expect(l4.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(l4);
    fireEvent.click(within(findings).getByRole('button', { name: 'L5' }));
    fireEvent.click(within(findings).getByRole('button', { name: /^SI-G/ }));
    fireEvent.click(within(findings).getByRole('button', { name: 'L5' }));
    expect(l4.getAttribute('aria-pressed')).toBe('true');
    expect(within(adjusted).getByRole('button', { name: 'L4' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(adjusted).getByRole('button', { name: /Occiput/ }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Épaule gauche' }));
    press('Enregistrer le brouillon');
    await within(dialog()).findByText(noteMessages.saved);
    expect(posted(api)[0]).toMatchObject({
      structured: { spinalLevels: ['L4', 'SI-G'], segmentsAdjusted: ['C0'], extremityJoints: ['epaule-G'] },
    });
  });

  it('adds, fills and removes test rows', async () => {
    const { api } = renderEditor();
    await ready();
    type('Subjectif', 'Douleur');
    press('Ajouter un test');
    press('Ajouter un test');
    const first = within(dialog()).getByRole('group', { name: 'Test 1' });
    fireEvent.change(within(first).getByLabelText('Nom du test'), { target: { value: 'Lasègue' } });
    fireEvent.change(within(first).getByLabelText('Résultat'), { target: { value: 'positive' } });
    fireEvent.change(within(first).getByLabelText('Côté'), { target: { value: 'left' } });
    const second = within(dialog()).getByRole('group', { name: 'Test 2' });
    fireEvent.change(within(second).getByLabelText('Nom du test'), { target: { value: 'Babinski' } });
    fireEvent.change(within(second).getByLabelText('Type'), { target: { value: 'neurological' } });
    press('Ajouter un test');
    press('Retirer le test 3');
    expect(within(dialog()).queryByRole('group', { name: 'Test 3' })).toBeNull();
    press('Enregistrer le brouillon');
    await within(dialog()).findByText(noteMessages.saved);
    expect((posted(api)[0] as { structured: { tests: unknown } }).structured.tests).toEqual([
      { name: 'Lasègue', kind: 'orthopaedic', result: 'positive', side: 'left' },
      { name: 'Babinski', kind: 'neurological', result: 'negative', side: null },
    ]);
  });

  it('an unnamed test is refused before sending', async () => {
    const { api } = renderEditor();
    await ready();
    type('Subjectif', 'Douleur');
    press('Ajouter un test');
    press('Enregistrer le brouillon');
    within(dialog()).getByText('Veuillez remplir le champ « Test »');
    expect(posted(api)).toEqual([]);
  });

  it('signs only after confirmation: cancelling sends nothing', async () => {
    const { api } = renderEditor();
    await ready();
    type('Subjectif', 'Douleur');
    press('Enregistrer et signer');
    const confirm = within(dialog()).getByRole('group', { name: 'Signer la note ?' });
    expect(confirm.textContent).toMatch(/ne pourra plus être modifiée/);
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Signer la note' })));
    press('Annuler', confirm);
    expect(posted(api)).toEqual([]);
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Enregistrer et signer' }));
    press('Enregistrer et signer');
    fireEvent.keyDown(within(dialog()).getByRole('button', { name: 'Signer la note' }), { key: 'Escape' });
    expect(within(dialog()).queryByRole('group', { name: 'Signer la note ?' })).toBeNull();
    screen.getByRole('dialog', { name: 'Nouvelle note SOAP' });
    press('Enregistrer et signer');
    press('Signer la note', within(dialog()).getByRole('group', { name: 'Signer la note ?' }));
    await within(dialog()).findByText(noteMessages.signed);
    expect(posted(api)).toMatchObject([{ sign: true, subjective: 'Douleur' }]);
  });

  it('signing an invalid note shows the errors first, without asking', async () => {
    renderEditor();
    await ready();
    press('Enregistrer et signer');
    expect(within(dialog()).queryByRole('group', { name: 'Signer la note ?' })).toBeNull();
    expect(within(dialog()).getAllByText(noteMessages.fillOneSection).length).toBeGreaterThan(0);
  });

  it('shows the server’s refusal and keeps the form as typed', async () => {
    renderEditor({
      'POST /api/admin/notes': () => failure(409, { error: { code: 'NOTE_001', message: noteMessages.locked } }),
    });
    await ready();
    type('Subjectif', 'Douleur');
    press('Enregistrer le brouillon');
    expect(await within(dialog()).findByRole('alert')).toHaveProperty('textContent', noteMessages.saveFailed(noteMessages.locked));
    expect(field('Subjectif').value).toBe('Douleur');
    expect(field('Subjectif').readOnly).toBe(false);
  });

  it('puts the server’s field messages back on the fields', async () => {
    renderEditor({
      'POST /api/admin/notes': () =>
        failure(422, {
          error: { code: 'VAL_001', message: 'Données invalides', fields: { 'structured.pain.now': noteMessages.painOutOfRange } },
        }),
    });
    await ready();
    type('Subjectif', 'Douleur');
    press('Enregistrer le brouillon');
    await waitFor(() => expect(field('Douleur actuelle').getAttribute('aria-invalid')).toBe('true'));
    within(dialog()).getByText(noteMessages.painOutOfRange);
  });

  it('edits a draft: its content is shown, saved with PATCH and signed with its own call', async () => {
    const draft = noteView({ subjective: 'Ancien texte', structured: { ...noteView().structured, spinalLevels: ['T4'] } });
    const { api } = renderEditor(
      {
        'PATCH /api/admin/notes/note-1': ({ body }) => ({ note: { ...draft, ...(body as object) } }),
        'POST /api/admin/notes/note-1/sign': () => ({ note: { ...draft, status: 'signed' } }),
      },
      { note: draft },
    );
    await screen.findByLabelText(/^Subjectif/);
    const edit = () => screen.getByRole('dialog', { name: 'Modifier le brouillon' });
    expect((within(edit()).getByLabelText(/^Subjectif/) as HTMLTextAreaElement).value).toBe('Ancien texte');
    expect(within(edit()).queryByLabelText(/^Modèle/)).toBeNull();
    const findings = within(edit()).getByRole('group', { name: 'Niveaux avec constats' });
    expect(within(findings).getByRole('button', { name: 'T4' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(within(edit()).getByLabelText(/^Subjectif/), { target: { value: 'Nouveau texte' } });
    press('Enregistrer et signer', edit());
    press('Signer la note', within(edit()).getByRole('group', { name: 'Signer la note ?' }));
    await within(edit()).findByText(noteMessages.signed);
    expect(api.sent('PATCH', '/api/admin/notes/note-1')).toMatchObject([{ subjective: 'Nouveau texte', visitDate: '2026-11-20' }]);
    expect(api.sent('POST', '/api/admin/notes/note-1/sign')).toHaveLength(1);
    expect(posted(api)).toEqual([]);
  });

  it('copies forward: a new note starts from the previous visit’s content', async () => {
    const { api } = renderEditor({}, { initial: { subjective: 'Suivi', plan: 'Même plan', episodeId: 'ep-1' } });
    await ready();
    expect(field('Plan').value).toBe('Même plan');
    expect(field('Date de la visite').value).toBe(clinicDate(new Date()));
    press('Enregistrer le brouillon');
    await within(dialog()).findByText(noteMessages.saved);
    expect(posted(api)[0]).toMatchObject({ subjective: 'Suivi', plan: 'Même plan', episodeId: 'ep-1' });
  });
});
