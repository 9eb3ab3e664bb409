// « Nouvelle version » of a consent's text: a title and a text, starting from the wording
// in force, published as the next version. The dialog says that the people who already consented
// keep the version they accepted; the API records who published it in the audit trail. A refusal
// goes back onto its field, or above the form in the API's French words.
import { consentTextLabels, consentTextLimits, consentTextSchema } from 'shared-domain/privacy/privacy-consents';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { type ConsentKindTexts, type PublishedConsentText, publishConsentText } from './api/consent-texts';
import { consentsText as text } from './consents-text';

const versionFields = ['title', 'body'] as const;
/** The kind is the card's, not typed: the form checks the wording only. */
const wordingSchema = consentTextSchema.omit({ kind: true });

export interface NewConsentVersionDialogProps {
  /** The kind whose text gets a new version (kept by the page after closing, so the dialog closes properly). */
  kind: ConsentKindTexts | undefined;
  open: boolean;
  onClose(): void;
  onPublished(text: PublishedConsentText): void;
}

export function NewConsentVersionDialog({ kind, open, onClose, onPublished }: NewConsentVersionDialogProps) {
  return (
    <FormDialog
      open={open && kind !== undefined}
      onClose={onClose}
      keepOpenWhileSending
      title={kind ? text.dialogTitle(kind.label) : text.newVersion}
      className="consents-dialog"
    >
      {kind ? <NewVersionForm key={kind.kind} kind={kind} onPublished={onPublished} /> : null}
    </FormDialog>
  );
}

function NewVersionForm({ kind, onPublished }: { kind: ConsentKindTexts; onPublished(text: PublishedConsentText): void }) {
  const current = kind.versions.find((version) => version.version === kind.currentVersion);
  const form = useSchemaForm({
    schema: wordingSchema,
    fields: versionFields,
    editableAfterFailure: true,
    initialValues: { title: current?.title ?? '', body: current?.body ?? '' },
    send: async (wording: { title: string; body: string }) =>
      answerOutcome(await publishConsentText({ kind: kind.kind, ...wording }), versionFields, text.unreachable),
    onSuccess: ({ text: published }) => onPublished(published),
  });
  const { errors } = form.state;
  return (
    <DialogForm
      form={form}
      submit={{ label: text.publish, busyLabel: text.publishing, busyStatus: text.publishingStatus }}
      cancelLabel={text.cancel}
      failureTitle={text.publishFailed}
      className="consents-dialog__form"
      intro={<p className="consents-dialog__intro">{text.dialogIntro(kind.currentVersion + 1)}</p>}
    >
      <Field label={consentTextLabels.title} required errors={[errors.title]}>
        {(control) => (
          <input {...control} {...form.fieldProps('title')} maxLength={consentTextLimits.titleMax} readOnly={form.submitting} />
        )}
      </Field>
      <Field label={consentTextLabels.body} required hint={text.bodyHint} errors={[errors.body]}>
        {(control) => <textarea {...control} {...form.fieldProps('body')} rows={10} readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}
