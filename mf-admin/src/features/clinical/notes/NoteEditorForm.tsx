// The note editor (issue 14), shared by the patient file's dialog and the quick SOAP note: the
// visit date, a template, the four SOAP sections with quick texts, then the structured parts of a
// chiropractic visit in groups that open and close. One form on the shared draft schema
// (note-editor-values.ts maps its flat fields); « Enregistrer le brouillon » saves a draft,
// « Enregistrer et signer » asks first, since a signed note is locked for good. A refusal keeps
// the form as typed, with the server's words.
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { addDays, clinicDate } from 'shared-domain/clinic-time';
import {
  type NoteDraft,
  type NoteDraftInput,
  type NoteView,
  noteMessages,
  soapSectionLabels,
  soapSections,
} from 'shared-domain/clinical-note';
import { isCalendarDate } from 'shared-domain/text-fields';
import { isRetryableError } from 'shared-domain/retry';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { ErrorReference } from 'shared-ui/ErrorReference';
import { reportError } from 'shared-ui/error-log';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { type FormOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { patientNotesKey } from './api/note-keys';
import { createNote, type SavedNote, signNote, updateNote } from './api/save-note';
import { ConfirmPanel } from './ConfirmPanel';
import { ExamTests } from './ExamTests';
import { NoteTextField } from './NoteTextField';
import { noteEditorText as t, techniqueSuggestions } from './note-editor-text';
import {
  type NoteFormField,
  noteFieldMessages,
  noteFormErrors,
  noteFormFields,
  noteFormSchema,
  noteFormValues,
} from './note-editor-values';
import { PainScales } from './PainScales';
import { QuickTexts } from './QuickTexts';
import { SpineDiagram } from './SpineDiagram';
import { type NoteTemplate, TemplatePicker } from './TemplatePicker';
import './note-editor.css';

/** What the quick note's patient picker receives to drive the form's patient. */
export interface PatientControl {
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange(patientId: string): void;
}

export interface NoteEditorFormProps {
  /** The patient the note is for; '' until the quick note's picker chooses one. */
  patientId: string;
  /** A draft being edited. */
  note?: NoteView;
  /** A new note's starting content (copy forward from the previous visit). */
  initial?: Partial<NoteDraftInput>;
  /** The structured groups start closed (the quick note). */
  collapsed?: boolean;
  /** Shown first: the quick note's patient picker. */
  renderPatient?(control: PatientControl): ReactNode;
  onSaved(note: SavedNote): void;
  onClose(): void;
  /** After a success, « Nouvelle note » starts again (the quick note). */
  onAnother?(): void;
}

/** The structured groups and the fields each holds (an invalid field opens its group). */
const groups = {
  complaint: ['chiefComplaint', 'painNow', 'painBest', 'painWorst'],
  part: ['partPain', 'partAsymmetry', 'partRangeOfMotion', 'partTissueTone'],
  spine: ['spinalLevels', 'segmentsAdjusted', 'extremityJoints'],
  tests: ['tests'],
  treatment: ['diagnosis', 'technique', 'recommendations', 'exercises', 'frequency', 'reexamOn'],
} as const satisfies Record<string, readonly NoteFormField[]>;
type Group = keyof typeof groups;

const appended = (current: string, text: string) => (current.trim() ? `${current.replace(/\s+$/, '')}\n${text}` : text);

async function saveOutcome(run: () => Promise<SavedNote>): Promise<FormOutcome<NoteFormField, SavedNote>> {
  try {
    return { type: 'received', result: await run() };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      const errors = error.status === 422 ? noteFieldMessages(error.apiError.fields) : {};
      if (Object.keys(errors).length > 0) return { type: 'rejected', errors };
      return { type: 'failed', message: noteMessages.saveFailed(error.message) };
    }
    if (isRetryableError(error)) return { type: 'failed', message: noteMessages.saveFailed(t.unreachable) };
    const entry = reportError(error, { context: { feature: 'admin-clinical-notes' } });
    return { type: 'failed', message: noteMessages.saveFailed(t.unexpected), errorId: entry.id };
  }
}

export function NoteEditorForm({
  patientId,
  note,
  initial,
  collapsed = false,
  renderPatient,
  onSaved,
  onClose,
  onAnother,
}: NoteEditorFormProps) {
  const queryClient = useQueryClient();
  const intent = useRef<'draft' | 'sign'>('draft');
  const [pendingTemplate, setPendingTemplate] = useState<NoteTemplate | null>(null);
  const [confirmSign, setConfirmSign] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const signButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const techniqueList = `${id}-techniques`;
  const groupRefs = useRef<Partial<Record<Group, HTMLDetailsElement | null>>>({});

  const form = useSchemaForm<NoteFormField, NoteDraft, SavedNote>({
    schema: noteFormSchema,
    fields: noteFormFields,
    editableAfterFailure: true,
    send: (data) =>
      saveOutcome(async () => {
        const sign = intent.current === 'sign';
        if (!note)
          return createNote({ ...data, appointmentId: initial?.appointmentId ?? null, episodeId: initial?.episodeId ?? null, sign });
        const { visitDate, subjective, objective, assessment, plan, structured } = data;
        const saved = await updateNote(note.id, {
          visitDate,
          episodeId: note.episodeId,
          subjective,
          objective,
          assessment,
          plan,
          structured,
        });
        return sign ? signNote(note.id) : saved;
      }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: patientNotesKey(saved.patientId) });
      onSaved(saved);
    },
  });
  const { state } = form;
  const { values, errors } = state;
  const readOnly = form.submitting;

  // The form starts from the note, the copied content or today (useSchemaForm starts empty).
  const [start] = useState(() => noteFormValues({ patientId, visitDate: clinicDate(new Date()), note, initial }));
  const fill = useEffectEvent(() => {
    for (const field of noteFormFields) if (start[field]) form.change(field, start[field]);
  });
  // Before the first paint: nobody sees (or types into) an empty form.
  useLayoutEffect(() => fill(), []);

  // The editor loads after its dialog opened: the focus goes into it once it is there.
  const formRef = form.formProps.ref;
  useLayoutEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, [formRef]);

  const focusField = (name: NoteFormField) => {
    const element = form.formProps.ref.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  // An invalid field in a closed group: open the group and focus the field (the form focused it while hidden).
  const revealInvalid = useEffectEvent(() => {
    const field = noteFormFields.find((name) => errors[name]);
    const group = (Object.keys(groups) as Group[]).find((name) => (groups[name] as readonly string[]).includes(field ?? ''));
    const details = group ? groupRefs.current[group] : null;
    if (!field || !details || details.open) return;
    details.open = true;
    focusField(field);
  });
  useEffect(() => {
    if (state.invalidSubmissions > 0) revealInvalid();
  }, [state.invalidSubmissions]);

  useEffect(() => {
    if (state.phase === 'success') successRef.current?.focus();
  }, [state.phase]);

  const hasSectionText = soapSections.some((section) => values[section].trim() !== '');
  const applyTemplate = (template: NoteTemplate) => {
    for (const section of soapSections) form.change(section, template[section] ?? '');
    form.change('templateId', template.id);
    if (isCalendarDate(values.visitDate)) form.change('reexamOn', addDays(values.visitDate, template.followUpDays));
  };
  const pickTemplate = (template: NoteTemplate | undefined) => {
    if (!template) form.change('templateId', '');
    else if (hasSectionText) setPendingTemplate(template);
    else applyTemplate(template);
  };

  const askToSign = () => {
    intent.current = 'sign';
    // An invalid note is shown as such first: there is nothing to confirm yet.
    if (Object.keys(noteFormErrors(values)).length > 0) form.submit();
    else setConfirmSign(true);
  };
  const sign = () => {
    setConfirmSign(false);
    signButton.current?.focus();
    intent.current = 'sign';
    form.submit();
  };

  const field = { fieldProps: form.fieldProps, errors, readOnly };
  const isSuccess = state.phase === 'success';
  const signed = isSuccess && state.result.status === 'signed';

  const group = (name: Group, title: string, children: ReactNode) => (
    <details
      className="note-editor__group"
      // Set once: a group the person opened or closed stays so.
      open={!collapsed || groups[name].some((member) => start[member] !== '') || undefined}
      ref={(element) => {
        groupRefs.current[name] = element;
      }}
    >
      <summary>{title}</summary>
      <div className="note-editor__group-body">{children}</div>
    </details>
  );

  return (
    <div className="note-editor">
      <div role="status" className="note-editor__status">
        {isSuccess ? (
          <div ref={successRef} tabIndex={-1} className="note-editor__success">
            <p>{noteMessages.saved}</p>
            {signed ? <p>{noteMessages.signed}</p> : null}
          </div>
        ) : null}
      </div>
      {isSuccess ? (
        <div className="note-editor__actions">
          {onAnother ? (
            <Button variant="secondary" onClick={onAnother}>
              {t.anotherNote}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t.close}</Button>
        </div>
      ) : (
        <form
          {...form.formProps}
          className="note-editor__form"
          aria-label={t.sections}
          onSubmit={(event) => {
            intent.current = 'draft';
            form.formProps.onSubmit(event);
          }}
        >
          <FormFailure message={form.failure} />
          {state.phase === 'error' ? <ErrorReference errorId={state.errorId} /> : null}
          {renderPatient?.({
            value: values.patientId,
            error: errors.patientId,
            disabled: readOnly,
            onChange: (chosen) => form.change('patientId', chosen),
          })}
          <div className="note-editor__row">
            <NoteTextField {...field} field="visitDate" label={t.visitDate} kind="date" required />
            {note ? null : <TemplatePicker value={values.templateId} disabled={readOnly} onPick={pickTemplate} />}
          </div>
          {pendingTemplate ? (
            <ConfirmPanel
              title={t.overwriteTitle}
              body={t.overwriteBody}
              confirmLabel={t.overwriteConfirm}
              onConfirm={() => {
                applyTemplate(pendingTemplate);
                setPendingTemplate(null);
                focusField('subjective');
              }}
              onCancel={() => {
                setPendingTemplate(null);
                focusField('templateId');
              }}
            />
          ) : null}
          <p className="note-editor__muted">{noteMessages.fillOneSection}.</p>
          <div className="note-editor__sections">
            {soapSections.map((section) => (
              <NoteTextField key={section} {...field} field={section} label={soapSectionLabels[section]} kind="area" rows={4} />
            ))}
          </div>
          <QuickTexts disabled={readOnly} onAppend={(section, text) => form.change(section, appended(values[section], text))} />
          <h3 className="note-editor__heading">{t.structured}</h3>
          {group(
            'complaint',
            t.complaintGroup,
            <>
              <NoteTextField {...field} field="chiefComplaint" label={t.chiefComplaint} />
              <PainScales {...field} />
            </>,
          )}
          {group(
            'part',
            t.partGroup,
            <>
              <NoteTextField {...field} field="partPain" label={t.partPain} kind="area" rows={2} />
              <NoteTextField {...field} field="partAsymmetry" label={t.partAsymmetry} kind="area" rows={2} />
              <NoteTextField {...field} field="partRangeOfMotion" label={t.partRangeOfMotion} kind="area" rows={2} />
              <NoteTextField {...field} field="partTissueTone" label={t.partTissueTone} kind="area" rows={2} />
            </>,
          )}
          {group(
            'spine',
            t.spineGroup,
            <SpineDiagram
              spinalLevels={values.spinalLevels}
              segmentsAdjusted={values.segmentsAdjusted}
              extremityJoints={values.extremityJoints}
              disabled={readOnly}
              onChange={form.change}
            />,
          )}
          {group(
            'tests',
            t.testsGroup,
            <ExamTests value={values.tests} error={errors.tests} disabled={readOnly} onChange={(value) => form.change('tests', value)} />,
          )}
          {group(
            'treatment',
            t.treatmentGroup,
            <>
              <NoteTextField {...field} field="diagnosis" label={t.diagnosis} kind="area" rows={2} />
              <datalist id={techniqueList}>
                {techniqueSuggestions.map((technique) => (
                  <option key={technique} value={technique} />
                ))}
              </datalist>
              <NoteTextField {...field} field="technique" label={t.technique} list={techniqueList} />
              <NoteTextField {...field} field="recommendations" label={t.recommendations} kind="area" rows={2} />
              <NoteTextField {...field} field="exercises" label={t.exercises} kind="area" rows={2} />
              <div className="note-editor__row">
                <NoteTextField {...field} field="frequency" label={t.frequency} />
                <NoteTextField {...field} field="reexamOn" label={t.reexamOn} kind="date" />
              </div>
            </>,
          )}
          {confirmSign ? (
            <ConfirmPanel
              title={t.signTitle}
              body={t.signBody}
              confirmLabel={t.signConfirm}
              onConfirm={sign}
              onCancel={() => {
                setConfirmSign(false);
                signButton.current?.focus();
              }}
            />
          ) : null}
          <div className="note-editor__actions">
            <SubmitButton
              variant="secondary"
              busy={form.submitting && intent.current === 'draft'}
              busyLabel={t.saving}
              busyStatus={t.savingStatus}
            >
              {t.saveDraft}
            </SubmitButton>
            <button
              ref={signButton}
              type="button"
              className="ui-button ui-button--primary"
              aria-disabled={form.submitting || undefined}
              onClick={() => {
                if (!form.submitting) askToSign();
              }}
            >
              {form.submitting && intent.current === 'sign' ? t.saving : t.saveAndSign}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

export default NoteEditorForm;
