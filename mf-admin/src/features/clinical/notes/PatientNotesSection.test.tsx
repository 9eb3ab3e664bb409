import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { type AddendumView, type NoteView, noteMessages, noteStructureSchema } from 'shared-domain/clinical/clinical-note';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import {
  type AnswerOf,
  answerAdminApi,
  json,
  failure,
  signedIn,
  type StubApi,
  type AdminStubRoutes,
  type TypedHandler,
} from '../../../test-support/admin-stub-api';
import type { NoteEditorDialogProps } from './NoteEditorDialog';
import { noteView } from './note-editor-test-data';
import { PatientNotesSection } from './PatientNotesSection';

// The editor has its own tests: here, only what the history opens it with.
const editorOpenings = vi.hoisted(() => [] as { note?: unknown; initial?: unknown; patientId: string }[]);
vi.mock('./NoteEditorDialog', () => ({
  NoteEditorDialog: ({ open, note, initial, patientId, onClose }: NoteEditorDialogProps) => {
    if (!open) return null;
    editorOpenings.push({ note, initial, patientId });
    return (
      <div role="dialog" aria-label={note ? 'Modifier le brouillon' : 'Nouvelle note SOAP'}>
        <button type="button" onClick={onClose}>
          Fermer
        </button>
      </div>
    );
  },
}));

// The clock pinned (only `Date`: timers stay real for the queries): a note copied forward is dated the day it opens,
// and the test's own reading of today must not fall on the next day when a run crosses midnight.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  editorOpenings.length = 0;
  vi.useRealTimers();
});

const historyPath = '/api/admin/patients/pat-1/notes';
const other = { id: 'staff-2', name: 'Marc Roy' };

const signedNote = (overrides: Partial<NoteView> = {}) =>
  noteView({
    id: 'note-signed',
    visitDate: '2026-10-14',
    status: 'signed',
    signedAt: '2026-10-14T18:45:00.000Z',
    signedBy: { id: 'staff-1', name: 'Émilie Tremblay' },
    ...overrides,
  });

const addendum = (overrides: Partial<AddendumView> = {}): AddendumView => ({
  id: 'add-1',
  kind: 'correction',
  reason: 'Mauvais côté noté',
  text: 'Douleur à droite, pas à gauche.',
  author: { id: 'staff-1', name: 'Émilie Tremblay' },
  createdAt: '2026-10-15T13:05:00.000Z',
  ...overrides,
});

function renderSection(routes: AdminStubRoutes) {
  const api = answerAdminApi({ 'GET /api/admin/me': signedIn, ...routes });
  renderAdminPage(<PatientNotesSection patientId="pat-1" />, api);
  return api;
}

const history =
  (notes: NoteView[]): TypedHandler<'GET /api/admin/patients/pat-1/notes'> =>
  () =>
    json(200, { notes });
const section = () => screen.getByRole('region', { name: 'Notes cliniques' });
const card = (name: string | RegExp) => screen.getByRole('article', { name });
/** A note is folded to its summary: unfolds it, as « Afficher la note » does. */
const unfold = (note: HTMLElement) => fireEvent.click(within(note).getByRole('button', { name: /^Afficher la note/ }));
const reads = (api: StubApi) => api.requests.filter((request) => request.method === 'GET' && request.url.pathname === historyPath).length;

describe('PatientNotesSection', () => {
  it('waits, then says there is no note yet, offering a new one but nothing to copy forward', async () => {
    renderSection({ [`GET ${historyPath}` as const]: history([]) });
    expect(within(section()).getByRole('heading', { level: 2, name: 'Notes cliniques' }).id).toBe('dossier-notes-cliniques');
    screen.getByText('Chargement des notes cliniques…');
    await screen.findByText('Aucune note clinique pour ce patient.');
    screen.getByRole('button', { name: 'Nouvelle note' });
    expect(screen.queryByRole('button', { name: /Reprendre la dernière note/ })).toBeNull();
  });

  it('says when the history cannot be read, and reads it again on « Réessayer »', async () => {
    let calls = 0;
    renderSection({
      [`GET ${historyPath}` as const]: () =>
        ++calls === 1
          ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
          : json(200, { notes: [signedNote()] }),
    });
    const notice = await screen.findByRole('alert');
    within(notice).getByRole('heading', { name: 'Erreur lors du chargement des notes cliniques' });
    within(notice).getByText('La base de données est momentanément indisponible.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('article', { name: 'mercredi 14 octobre 2026' });
  });

  it('shows a note: date, status, author, signature, the sections filled in and the structured parts in words', async () => {
    const note = signedNote({
      subjective: 'Douleur lombaire depuis 3 jours',
      objective: null,
      assessment: 'Lombalgie mécanique',
      plan: 'Ajustement L4-L5',
      structured: noteStructureSchema.parse({
        chiefComplaint: 'Lombalgie',
        pain: { now: 6, best: 2, worst: 8 },
        part: { asymmetry: 'Bassin bas à gauche' },
        spinalLevels: ['L4', 'SI-G'],
        extremityJoints: ['hanche-G'],
        tests: [
          { name: 'Lasègue', kind: 'orthopaedic', result: 'negative', side: 'left' },
          { name: 'Babinski', kind: 'neurological', result: 'positive', side: null },
        ],
        diagnosis: 'Dysfonction sacro-iliaque',
        segmentsAdjusted: ['L5', 'C0'],
        technique: 'Diversifiée',
        recommendations: 'Glace 15 min',
        exercises: 'Chat-chameau',
        frequency: '2 fois par semaine',
        reexamOn: '2026-11-04',
      }),
    });
    renderSection({ [`GET ${historyPath}` as const]: history([note]) });
    const article = await screen.findByRole('article', { name: 'mercredi 14 octobre 2026' });
    unfold(article);
    const shown = within(article);
    expect(shown.getByRole('heading', { level: 3 }).textContent).toBe('mercredi 14 octobre 2026');
    shown.getByText('Signée', { selector: '.note-badge' });
    shown.getByText('Rédigée par Émilie Tremblay');
    shown.getByText('Signée le mercredi 14 octobre 2026 à 14 h 45 par Émilie Tremblay');
    expect(shown.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Subjectif',
      'Évaluation',
      'Plan',
      'Examen et traitement',
    ]);
    shown.getByText('Douleur lombaire depuis 3 jours');
    const lines = shown.getAllByRole('term').map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      'Motif principal = Lombalgie',
      'Douleur actuelle = 6/10',
      'Douleur au mieux = 2/10',
      'Douleur au pire = 8/10',
      'Asymétrie = Bassin bas à gauche',
      'Niveaux avec constats = L4, Sacro-iliaque gauche',
      'Articulations des extrémités = Hanche gauche',
      'Tests orthopédiques et neurologiques = Lasègue (orthopédique) : négatif, gaucheBabinski (neurologique) : positif',
      'Diagnostic = Dysfonction sacro-iliaque',
      'Segments ajustés = L5, Occiput (C0)',
      'Technique = Diversifiée',
      'Recommandations = Glace 15 min',
      'Exercices = Chat-chameau',
      'Fréquence = 2 fois par semaine',
      'Date de réexamen = mercredi 4 novembre 2026',
    ]);
  });

  it('folds each note to its summary — date, status, author, first line, addenda — and unfolds it on « Afficher la note »', async () => {
    const note = signedNote({
      subjective: 'Douleur lombaire depuis 3 jours\nIrradie vers la jambe gauche',
      plan: 'Ajustement L4-L5',
      addenda: [addendum()],
    });
    renderSection({
      [`GET ${historyPath}` as const]: history([note, noteView({ id: 'empty', visitDate: '2026-10-02', subjective: null })]),
    });
    const shown = await screen.findByRole('article', { name: 'mercredi 14 octobre 2026' });
    const folded = within(shown);
    folded.getByText('Signée', { selector: '.note-badge' });
    folded.getByText('Rédigée par Émilie Tremblay');
    folded.getByText('Signée le mercredi 14 octobre 2026 à 14 h 45 par Émilie Tremblay');
    folded.getByText('Douleur lombaire depuis 3 jours');
    folded.getByText('1 addenda');
    expect(folded.queryByText(/Irradie vers la jambe gauche/)).toBeNull();
    expect(folded.queryByText('Ajustement L4-L5')).toBeNull();
    expect(folded.queryByText('Mauvais côté noté')).toBeNull();
    expect(folded.queryAllByRole('heading', { level: 4 })).toEqual([]);
    expect(shown.className).not.toContain('note-card--with-addenda');
    // A note with nothing written yet says so.
    within(card('vendredi 2 octobre 2026')).getByText('Aucun texte saisi.');

    const toggle = folded.getByRole('button', { name: 'Afficher la note du mercredi 14 octobre 2026' });
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const controlled = (toggle.getAttribute('aria-controls') ?? '').split(' ').map((id) => document.getElementById(id));
    expect(controlled).toHaveLength(2);
    const [body, addenda] = controlled;
    if (!body || !addenda) throw new Error('the button controls the note’s text and its addenda');
    expect([body.hidden, addenda.hidden]).toEqual([true, true]);

    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Masquer la note du mercredi 14 octobre 2026');
    expect(document.activeElement).toBe(toggle);
    expect([body.hidden, addenda.hidden]).toEqual([false, false]);
    within(body).getByText(/Irradie vers la jambe gauche/);
    within(body).getByText('Ajustement L4-L5');
    within(addenda).getByText('Mauvais côté noté');
    // Unfolded, the first line is not said twice.
    expect(folded.queryByText('Douleur lombaire depuis 3 jours')).toBeNull();
    expect(folded.queryByText('1 addenda')).toBeNull();

    fireEvent.click(folded.getByRole('button', { name: 'Masquer la note du mercredi 14 octobre 2026' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect([body.hidden, addenda.hidden]).toEqual([true, true]);
    expect(folded.queryByText('Ajustement L4-L5')).toBeNull();
    folded.getByText('Douleur lombaire depuis 3 jours');
  });

  it('shows the addenda beside the note, whose text stays whole', async () => {
    const note = signedNote({
      subjective: 'Douleur à gauche',
      addenda: [addendum(), addendum({ id: 'add-2', kind: 'annotation', reason: null, text: 'Appel du patient : mieux.', author: other })],
    });
    renderSection({ [`GET ${historyPath}` as const]: history([note]) });
    const shown = await screen.findByRole('article', { name: 'mercredi 14 octobre 2026' });
    unfold(shown);
    expect(shown.className).toContain('note-card--with-addenda');
    within(shown).getByText('Douleur à gauche');
    const addenda = within(shown).getByRole('list', { name: 'Addenda à la note du mercredi 14 octobre 2026' });
    expect(addenda.closest('.note-card__addenda')?.parentElement).toBe(shown);
    expect(
      within(addenda)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'CorrectionÉmilie Tremblay, le jeudi 15 octobre 2026 à 9 h 05Raison : Mauvais côté notéDouleur à droite, pas à gauche.',
      'AnnotationMarc Roy, le jeudi 15 octobre 2026 à 9 h 05Appel du patient : mieux.',
    ]);
  });

  it('marks a note entered in error, seen and heard, and keeps it readable', async () => {
    const note = signedNote({
      subjective: 'Note du mauvais patient',
      enteredInError: true,
      addenda: [addendum({ kind: 'entered_in_error', reason: 'Mauvais dossier', text: null })],
    });
    renderSection({ [`GET ${historyPath}` as const]: history([note]) });
    const shown = await screen.findByRole('article', { name: 'mercredi 14 octobre 2026 (Saisie par erreur)' });
    expect(shown.className).toContain('note-card--error');
    within(shown).getByText('Saisie par erreur', { selector: '.note-badge' });
    const description = document.getElementById(shown.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/marquée comme saisie par erreur/);
    // The mark is part of the summary: seen before the note is unfolded.
    expect(shown.contains(description)).toBe(true);
    unfold(shown);
    within(shown).getByText('Note du mauvais patient');
    within(shown).getByText('Mauvais dossier');
    // An entered-in-error note is not what the next visit starts from.
    expect(screen.queryByRole('button', { name: /Reprendre la dernière note/ })).toBeNull();
  });

  it('offers a draft’s actions to its author only, named with the note’s date, and an addendum on a signed note', async () => {
    renderSection({
      [`GET ${historyPath}` as const]: history([
        noteView({ id: 'mine', visitDate: '2026-11-20' }),
        noteView({ id: 'theirs', visitDate: '2026-11-18', author: other }),
        signedNote(),
      ]),
    });
    const mine = within(await screen.findByRole('article', { name: 'vendredi 20 novembre 2026' }));
    mine.getByText('Brouillon', { selector: '.note-badge' });
    expect(mine.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Afficher la note du vendredi 20 novembre 2026',
      'Modifier la note du vendredi 20 novembre 2026',
      'Signer la note du vendredi 20 novembre 2026',
      'Supprimer le brouillon du vendredi 20 novembre 2026',
    ]);
    mine.getByRole('button', { name: 'Signer la note du vendredi 20 novembre 2026' });
    const theirs = within(card('mercredi 18 novembre 2026'));
    expect(theirs.getAllByRole('button').map((button) => button.textContent)).toEqual(['Afficher la note du mercredi 18 novembre 2026']);
    theirs.getByText(/seul son auteur peut le modifier/);
    const signed = within(card('mercredi 14 octobre 2026'));
    expect(signed.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Afficher la note du mercredi 14 octobre 2026',
      'Ajouter un addenda à la note du mercredi 14 octobre 2026',
    ]);
  });

  it('opens the editor on the author’s draft', async () => {
    const draft = noteView({ id: 'mine' });
    renderSection({ [`GET ${historyPath}` as const]: history([draft]) });
    const edit = await screen.findByRole('button', { name: /^Modifier la note/ });
    fireEvent.click(edit);
    screen.getByRole('dialog', { name: 'Modifier le brouillon' });
    expect(editorOpenings.at(-1)).toEqual({ note: draft, initial: undefined, patientId: 'pat-1' });
  });

  it('signs a draft once confirmed, says so, and reads the history again', async () => {
    let signed = false;
    const draft = noteView({ id: 'note-1', visitDate: '2026-11-20' });
    const api = renderSection({
      [`GET ${historyPath}` as const]: () =>
        json(200, {
          notes: [signed ? signedNote({ id: 'note-1', visitDate: '2026-11-20', signedAt: '2026-11-20T16:00:00.000Z' }) : draft],
        }),
      'POST /api/admin/notes/note-1/sign': () => {
        signed = true;
        return json(200, { note: signedNote({ id: 'note-1' }) });
      },
    });
    const sign = await screen.findByRole('button', { name: 'Signer la note du vendredi 20 novembre 2026' });
    sign.focus();
    fireEvent.click(sign);
    const confirm = screen.getByRole('dialog', { name: 'Signer la note ?' });
    within(confirm).getByText('Une note signée ne pourra plus être modifiée. Les corrections se feront par addenda.');
    expect(api.sent('POST', '/api/admin/notes/note-1/sign')).toEqual([]);
    // « Annuler » changes nothing.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(sign);
    fireEvent.click(sign);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Signer la note ?' })).getByRole('button', { name: 'Signer la note' }));
    await screen.findByText(noteMessages.signed);
    expect(screen.getByText(noteMessages.signed).getAttribute('role')).toBe('status');
    expect(api.sent('POST', '/api/admin/notes/note-1/sign')).toHaveLength(1);
    expect(reads(api)).toBe(2);
    const now = card('vendredi 20 novembre 2026');
    await waitFor(() => within(now).getByText('Signée', { selector: '.note-badge' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // « Signer » is gone with the draft: the focus is on the note.
    await waitFor(() => expect(document.activeElement).toBe(now));
  });

  it('discards a draft once confirmed, and the focus goes to the section', async () => {
    let gone = false;
    const api = renderSection({
      [`GET ${historyPath}` as const]: () => json(200, { notes: gone ? [] : [noteView({ id: 'note-1' })] }),
      'DELETE /api/admin/notes/note-1': () => {
        gone = true;
        return new Response(null, { status: 204 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Supprimer le brouillon/ }));
    const confirm = screen.getByRole('dialog', { name: 'Supprimer le brouillon ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer le brouillon' }));
    await screen.findByText('Brouillon supprimé');
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    await screen.findByText('Aucune note clinique pour ce patient.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Notes cliniques' })));
  });

  it('opens the confirmation on its action, and waits while signing: « Annuler », « Fermer » and Escape close nothing', async () => {
    let answer: (response: AnswerOf<'POST /api/admin/notes/note-1/sign'>) => void = () => undefined;
    const api = renderSection({
      [`GET ${historyPath}` as const]: history([noteView({ id: 'note-1' })]),
      'POST /api/admin/notes/note-1/sign': () =>
        new Promise<AnswerOf<'POST /api/admin/notes/note-1/sign'>>((resolve) => (answer = resolve)),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Signer la note/ }));
    const confirm = screen.getByRole('dialog', { name: 'Signer la note ?' });
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Signer la note' })));
    const cancel = within(confirm).getByRole('button', { name: 'Annuler' });
    expect(cancel.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Signer la note' }));
    const busy = await within(confirm).findByRole('button', { name: 'Signature…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cancel);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Fermer' }));
    fireEvent.keyDown(confirm, { key: 'Escape' });
    fireEvent.click(busy);
    screen.getByRole('dialog', { name: 'Signer la note ?' });
    expect(api.sent('POST', '/api/admin/notes/note-1/sign')).toHaveLength(1);
    answer(json(200, { note: signedNote({ id: 'note-1' }) }));
    await screen.findByText(noteMessages.signed);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal on the note, in its words', async () => {
    renderSection({
      [`GET ${historyPath}` as const]: history([noteView({ id: 'note-1' })]),
      'POST /api/admin/notes/note-1/sign': () => failure(403, { error: { code: 'NOTE_002', message: noteMessages.notAuthor } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Signer la note/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Signer la note ?' })).getByRole('button', { name: 'Signer la note' }));
    const refusal = await within(card('vendredi 20 novembre 2026')).findByRole('alert');
    expect(refusal.textContent).toBe(`Action refusée : ${noteMessages.notAuthor}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('addendum', () => {
    const dialog = () => screen.getByRole('dialog', { name: 'Ajouter un addenda' });
    const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    const send = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Ajouter l’addenda' }));
    const addendaPath = '/api/admin/notes/note-signed/addenda';

    async function openAddendum(routes: AdminStubRoutes = {}) {
      const api = renderSection({ [`GET ${historyPath}` as const]: history([signedNote()]), ...routes });
      const opener = await screen.findByRole('button', { name: 'Ajouter un addenda à la note du mercredi 14 octobre 2026' });
      opener.focus();
      fireEvent.click(opener);
      return { api, opener };
    }

    it('asks for what the kind requires, with the shared schema’s messages, and sends nothing', async () => {
      const { api } = await openAddendum();
      expect((within(dialog()).getByRole('radio', { name: 'Correction' }) as HTMLInputElement).checked).toBe(true);
      send();
      within(dialog()).getByText(noteMessages.reasonRequired);
      within(dialog()).getByText(noteMessages.addendumTextRequired);
      await waitFor(() => expect(document.activeElement).toBe(field('Raison')));
      // An annotation needs no reason; 'entered in error' needs no text.
      fireEvent.click(within(dialog()).getByRole('radio', { name: 'Annotation' }));
      send();
      expect(within(dialog()).queryByText(noteMessages.reasonRequired)).toBeNull();
      within(dialog()).getByText(noteMessages.addendumTextRequired);
      fireEvent.click(within(dialog()).getByRole('radio', { name: 'Saisie par erreur' }));
      send();
      within(dialog()).getByText(noteMessages.reasonRequired);
      expect(within(dialog()).queryByText(noteMessages.addendumTextRequired)).toBeNull();
      expect(api.sent('POST', addendaPath)).toEqual([]);
    });

    it('adds it, says so, reads the history again and gives the focus back', async () => {
      let added = false;
      const { api, opener } = await openAddendum({
        [`GET ${historyPath}` as const]: () =>
          json(200, {
            notes: [signedNote(added ? { enteredInError: true, addenda: [addendum({ kind: 'entered_in_error', text: null })] } : {})],
          }),
        [`POST ${addendaPath}` as const]: () => {
          added = true;
          return json(201, { note: signedNote({ enteredInError: true }) });
        },
      });
      fireEvent.click(within(dialog()).getByRole('radio', { name: 'Saisie par erreur' }));
      fireEvent.change(field('Raison'), { target: { value: '  Mauvais dossier ' } });
      send();
      await screen.findByText(noteMessages.addendumAdded);
      expect(screen.getByText(noteMessages.addendumAdded).getAttribute('role')).toBe('status');
      expect(api.sent('POST', addendaPath)).toEqual([{ kind: 'entered_in_error', reason: 'Mauvais dossier', text: null }]);
      expect(screen.queryByRole('dialog')).toBeNull();
      await screen.findByRole('article', { name: 'mercredi 14 octobre 2026 (Saisie par erreur)' });
      expect(reads(api)).toBe(2);
      await waitFor(() => expect(document.activeElement).toBe(opener));
    });

    it('shows the server’s refusal and keeps what was typed', async () => {
      await openAddendum({
        [`POST ${addendaPath}` as const]: () => failure(409, { error: { code: 'NOTE_001', message: noteMessages.draftHasNoAddendum } }),
      });
      fireEvent.change(field('Raison'), { target: { value: 'Erreur de date' } });
      fireEvent.change(field('Texte'), { target: { value: 'Visite du 13 octobre.' } });
      send();
      expect((await within(dialog()).findByRole('alert')).textContent).toBe(noteMessages.draftHasNoAddendum);
      expect(field('Texte').value).toBe('Visite du 13 octobre.');
    });
  });

  it('copies the latest note forward into a new note dated today, without its template', async () => {
    const latest = signedNote({
      id: 'latest',
      visitDate: '2026-11-18',
      templateId: 'tpl-lombaire',
      subjective: 'Mieux',
      plan: 'Ajustement',
      structured: noteStructureSchema.parse({ chiefComplaint: 'Lombalgie', pain: { now: 4 }, spinalLevels: ['L4'] }),
    });
    renderSection({
      [`GET ${historyPath}` as const]: history([
        signedNote({ id: 'error', visitDate: '2026-11-19', enteredInError: true }),
        latest,
        signedNote(),
      ]),
    });
    const copy = await screen.findByRole('button', { name: 'Reprendre la dernière note (mercredi 18 novembre 2026)' });
    fireEvent.click(copy);
    screen.getByRole('dialog', { name: 'Nouvelle note SOAP' });
    expect(editorOpenings.at(-1)).toEqual({
      patientId: 'pat-1',
      note: undefined,
      initial: {
        visitDate: clinicDate(new Date()),
        templateId: null,
        subjective: 'Mieux',
        objective: null,
        assessment: null,
        plan: 'Ajustement',
        structured: latest.structured,
      },
    });
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Nouvelle note SOAP' })).getByRole('button', { name: 'Fermer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle note' }));
    expect(editorOpenings.at(-1)).toEqual({ patientId: 'pat-1', note: undefined, initial: undefined });
  });

  it('shows the ten latest notes, and ten more on « Afficher plus »', async () => {
    const notes = Array.from({ length: 12 }, (_, index) =>
      signedNote({ id: `n-${index}`, visitDate: `2026-10-${String(28 - index).padStart(2, '0')}` }),
    );
    renderSection({ [`GET ${historyPath}` as const]: history(notes) });
    await screen.findByRole('article', { name: 'mercredi 28 octobre 2026' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    screen.getByText('10 notes sur 12 affichées.');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
    // The first note newly shown takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(card('dimanche 18 octobre 2026')));
  });
});
