// The editor of one e-mail template: its subject and body on the shared schema (the fields its
// e-mail offers: an unknown one is refused beside its field, here and by the server), the fields
// listed beside the body (a button inserts one at the cursor), « Aperçu » (the HTML in a sandboxed
// frame, and the text version), « Enregistrer », and « Rétablir le modèle d'origine » after a
// confirmation.
import { useEffect, useRef, useState } from 'react';
import {
  type EmailTemplateKey,
  emailTemplateLabels,
  emailTemplateSchemaFor,
  isBlockKind,
  type PlaceholderKind,
} from 'shared-domain/clinic/email-templates';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { Notice } from 'shared-ui/Notice';
import { problemText } from 'shared-ui/problem-message';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import {
  type EmailPreview,
  type EmailTemplateView,
  previewEmailTemplate,
  restoreEmailTemplate,
  saveEmailTemplate,
} from './api/email-templates';
import { emailTemplatesText as text } from './email-templates-text';
import { failureMessage } from 'shared-ui/failure-message';

const fields = ['subject', 'body'] as const;
type TemplateField = (typeof fields)[number];

export interface EmailTemplateEditorProps {
  template: EmailTemplateView;
  onSaved(template: EmailTemplateView, changed: readonly string[]): void;
  onRestored(template: EmailTemplateView): void;
  onClose(): void;
}

/** `{name}` inserted in `value` between `start` and `end`; a block goes on a line of its own. */
function withField(value: string, start: number, end: number, name: string, kind: PlaceholderKind) {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const ownLine = isBlockKind(kind) || kind === 'link';
  const lead = ownLine && before && !before.endsWith('\n') ? '\n' : '';
  const trail = ownLine && after && !after.startsWith('\n') ? '\n' : '';
  const inserted = `${lead}{${name}}${trail}`;
  return { value: before + inserted + after, cursor: before.length + inserted.length };
}

export function EmailTemplateEditor({ template, onSaved, onRestored, onClose }: EmailTemplateEditorProps) {
  const key = template.key as EmailTemplateKey;
  const [schema] = useState(() => emailTemplateSchemaFor(key));
  const form = useSchemaForm({
    schema,
    fields,
    editableAfterFailure: true,
    initialValues: { subject: template.subject, body: template.body },
    send: async (input) => answerOutcome(await saveEmailTemplate(key, input), fields, problemText.unreachable),
    onSuccess: (saved) => onSaved(saved.template, saved.changed),
  });
  const { state, fieldProps, submitting } = form;
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastFocused = useRef<TemplateField>('body');
  // Where the cursor goes once an inserted field is in the value.
  const pendingCursor = useRef<{ field: TemplateField; at: number } | null>(null);
  const [preview, setPreview] = useState<{ busy: boolean; result?: EmailPreview; problem?: string }>({ busy: false });
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState<{ busy: boolean; problem?: string }>({ busy: false });
  const headingId = `modele-${key}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the inserted field is in the rendered value.
  useEffect(() => {
    const pending = pendingCursor.current;
    if (!pending) return;
    pendingCursor.current = null;
    const element = pending.field === 'subject' ? subjectRef.current : bodyRef.current;
    element?.focus();
    element?.setSelectionRange(pending.at, pending.at);
  }, [state.values]);

  const insert = (name: string, kind: PlaceholderKind) => {
    // Text fields go where the person was typing; links and blocks belong to the body only.
    const field: TemplateField = lastFocused.current === 'subject' && (kind === 'text' || kind === 'phone') ? 'subject' : 'body';
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    const value = state.values[field];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    const next = withField(value, start, end, name, kind);
    pendingCursor.current = { field, at: next.cursor };
    form.change(field, next.value);
  };

  const showPreview = async () => {
    const parsed = schema.safeParse(state.values);
    // An invalid template shows its errors by its fields, as a save would; nothing is sent.
    if (!parsed.success) {
      form.submit();
      return;
    }
    setPreview({ busy: true });
    const answer = await previewEmailTemplate(key, parsed.data);
    if (answer.kind === 'ok') setPreview({ busy: false, result: answer.data.preview });
    else setPreview({ busy: false, problem: failureMessage(answer) });
  };

  const askToRestore = () => {
    // Each opening starts clean: an earlier attempt's refusal is not said again.
    setRestoring((current) => ({ busy: current.busy }));
    setConfirming(true);
  };

  const restore = async () => {
    setRestoring({ busy: true });
    const answer = await restoreEmailTemplate(key);
    if (answer.kind === 'ok') {
      setConfirming(false);
      setRestoring({ busy: false });
      onRestored(answer.data.template);
    } else setRestoring({ busy: false, problem: failureMessage(answer) });
  };

  return (
    <section className="email-templates__editor" aria-labelledby={headingId}>
      <div className="settings-section__heading">
        <h3 id={headingId}>{template.name}</h3>
        <Button variant="secondary" onClick={onClose}>
          {text.close}
        </Button>
      </div>
      <p className="settings-muted">{template.description}</p>
      <form {...form.formProps}>
        <FormFailure message={form.failure} />
        <div className="email-templates__columns">
          <div>
            <Field label={emailTemplateLabels.subject} required errors={[state.errors.subject]}>
              {(control) => (
                <input
                  {...control}
                  {...fieldProps('subject')}
                  ref={subjectRef}
                  onFocus={() => {
                    lastFocused.current = 'subject';
                  }}
                  readOnly={submitting}
                />
              )}
            </Field>
            <Field label={emailTemplateLabels.body} required hint={text.bodyHint} errors={[state.errors.body]}>
              {(control) => (
                <textarea
                  {...control}
                  {...fieldProps('body')}
                  ref={bodyRef}
                  className="email-templates__body"
                  rows={18}
                  onFocus={() => {
                    lastFocused.current = 'body';
                  }}
                  readOnly={submitting}
                />
              )}
            </Field>
          </div>
          <section className="email-templates__fields" aria-labelledby={`${headingId}-champs`}>
            <h4 id={`${headingId}-champs`}>{text.fieldsTitle}</h4>
            <p className="settings-muted">{text.fieldsHint}</p>
            <ul>
              {template.fields.map((field) => (
                <li key={field.name}>
                  <Button
                    variant="secondary"
                    className="email-templates__field-button"
                    onClick={() => insert(field.name, field.kind as PlaceholderKind)}
                    disabled={submitting}
                    aria-describedby={`${headingId}-champ-${field.name}`}
                  >
                    <span className="ui-visually-hidden">{text.insert}</span>
                    {`{${field.name}}`}
                  </Button>
                  <span id={`${headingId}-champ-${field.name}`} className="settings-muted">
                    {field.description}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="email-templates__actions">
          <SubmitButton busy={submitting} busyLabel={text.saveBusy} busyStatus={text.saveBusyStatus}>
            {text.save}
          </SubmitButton>
          <Button variant="secondary" onClick={() => void showPreview()} aria-disabled={preview.busy || undefined}>
            {preview.busy ? text.previewBusy : text.preview}
          </Button>
          {template.customised && (
            <Button variant="secondary" onClick={askToRestore}>
              {text.restore}
            </Button>
          )}
        </div>
      </form>
      {preview.problem && (
        <Notice tone="error" title={text.preview}>
          <p>{preview.problem}</p>
        </Notice>
      )}
      {preview.result && (
        <section className="email-templates__preview" aria-labelledby={`${headingId}-apercu`}>
          <h4 id={`${headingId}-apercu`}>{text.previewTitle}</h4>
          <p>
            <strong>{text.previewSubject}</strong>
            {preview.result.subject}
          </p>
          {/* Rendered by the server with everything typed escaped; the empty sandbox runs no script and follows no link. */}
          <iframe className="email-templates__frame" title={text.previewFrame(template.name)} srcDoc={preview.result.html} sandbox="" />
          <h5>{text.previewText}</h5>
          <pre className="email-templates__text">{preview.result.text}</pre>
        </section>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={text.restoreTitle}>
        <p>{text.restoreBody}</p>
        {restoring.problem && (
          <Notice tone="error" title={text.restore}>
            <p>{restoring.problem}</p>
          </Notice>
        )}
        <div className="email-templates__actions">
          <Button onClick={() => void restore()} aria-disabled={restoring.busy || undefined}>
            {restoring.busy ? text.restoreBusy : text.restoreConfirm}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {text.cancel}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
