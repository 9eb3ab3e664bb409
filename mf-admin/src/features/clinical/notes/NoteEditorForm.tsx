// The note editor, shared by the patient file's dialog and the quick SOAP note: the
// visit date, a template, the four SOAP sections with quick texts, then the structured parts of a
// chiropractic visit in groups that open and close (StructuredGroups). One form on the shared
// draft schema (note-editor-values.ts maps its flat fields), saved by useNoteSaving: « Enregistrer
// le brouillon » saves a draft, « Enregistrer et signer » asks first, since a signed note is locked
// for good. A refusal keeps the form as typed, with the server's words.
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { addDays, clinicDate } from 'shared-domain/platform/clinic-time';
import { type NoteDraftInput, type NoteView, noteMessages, soapSectionLabels, soapSections } from 'shared-domain/clinical/clinical-note';
import { isCalendarDate } from 'shared-domain/platform/calendar-date';
import { Button } from 'shared-ui/Button';
import { ErrorReference } from 'shared-ui/ErrorReference';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import type { SavedNote } from './api/save-note';
import { ConfirmPanel } from './ConfirmPanel';
import { NoteTextField } from './NoteTextField';
import { noteEditorText as t } from './note-editor-text';
import { type NoteFormField, noteFormValues } from './note-editor-values';
import { QuickTexts } from './QuickTexts';
import { StructuredGroups } from './StructuredGroups';
import { type NoteTemplate, TemplatePicker } from './TemplatePicker';
import { useNoteSaving } from './useNoteSaving';
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

const appended = (current: string, text: string) => (current.trim() ? `${current.replace(/\s+$/, '')}\n${text}` : text);

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
  const [pendingTemplate, setPendingTemplate] = useState<NoteTemplate | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // The form starts from the note, the copied content or today.
  const [start] = useState(() => noteFormValues({ patientId, visitDate: clinicDate(new Date()), note, initial }));
  const { form, busyWith, saveDraft, askToSign, confirmSign, sign, cancelSign, signButton } = useNoteSaving({
    note,
    initial,
    initialValues: start,
    onSaved,
  });
  const { state } = form;
  const { values, errors } = state;
  const readOnly = form.submitting;

  // The editor loads after its dialog opened: the focus goes into it once it is there.
  const formRef = form.formProps.ref;
  useLayoutEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, [formRef]);

  const focusField = (name: NoteFormField) => {
    const element = form.formProps.ref.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

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

  const field = { fieldProps: form.fieldProps, errors, readOnly };
  const isSuccess = state.phase === 'success';
  const signed = isSuccess && state.result.status === 'signed';

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
            saveDraft();
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
          <StructuredGroups form={form} start={start} collapsed={collapsed} readOnly={readOnly} focusField={focusField} />
          {confirmSign ? (
            <ConfirmPanel title={t.signTitle} body={t.signBody} confirmLabel={t.signConfirm} onConfirm={sign} onCancel={cancelSign} />
          ) : null}
          <div className="note-editor__actions">
            <SubmitButton variant="secondary" busy={busyWith === 'draft'} busyLabel={t.saving} busyStatus={t.savingStatus}>
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
              {busyWith === 'sign' ? t.saving : t.saveAndSign}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

export default NoteEditorForm;
