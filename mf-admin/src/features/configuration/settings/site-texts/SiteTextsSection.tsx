// « Paramètres › Textes du site »: the home page's texts the clinic writes — hero, services,
// approach, FAQ (questions added, removed and reordered) and contact lines — checked by the shared
// schema as typed, « Aperçu » (the server's reading, stripped of markup, nothing published),
// « Publier » (a new version), and the versions published, each restorable after a confirmation, as
// « Modèles de courriels » saves, previews and restores a template.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { siteTextsLabels, type SiteTexts } from 'shared-domain/clinic/site-texts';
import { siteTextFieldLabels as L, siteTextsSchema } from 'shared-domain/clinic/site-texts-schema';
import { firstMessagePerField } from 'shared-domain/platform/field-errors';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import type { ApiResult } from 'shared-ui/api-result';
import { failureMessage } from 'shared-ui/failure-message';
import { Field } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { previewSiteTexts, publishSiteTexts, restoreSiteTexts, type SiteTextsView, siteTextsKey, useSiteTexts } from './api/site-texts';
import { SiteTextsPreview } from './SiteTextsPreview';
import { siteTextsText as text } from './site-texts-text';

export function SiteTextsSection() {
  const view = useSiteTexts();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const changed = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: siteTextsKey });
    setStatus(message);
  };
  return (
    <section className="settings-section" aria-labelledby="parametres-textes-site">
      <h2 id="parametres-textes-site">{text.title}</h2>
      <p className="settings-muted">{text.intro}</p>
      <p className="settings-status" role="status">
        {status}
      </p>
      {view.isPending ? (
        <LoadingState label={text.loading} />
      ) : view.isError ? (
        <Notice
          tone="error"
          title={text.failed}
          actions={
            <Button variant="secondary" onClick={() => void view.refetch()}>
              {text.retry}
            </Button>
          }
        >
          <p>{problemMessage(view.error)}</p>
        </Notice>
      ) : (
        <>
          {/* Made again from what the server kept after each publication or restore. */}
          <SiteTextsEditor key={view.data.current.version} texts={view.data.current.texts} onPublished={changed} />
          <SiteTextVersions view={view.data} onRestored={changed} />
        </>
      )}
    </section>
  );
}

type Path = (string | number)[];

/** `texts` with the value at `path` replaced. */
function withValue(texts: SiteTexts, path: Path, value: unknown): SiteTexts {
  const copy = structuredClone(texts) as unknown as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = value;
  return copy as unknown as SiteTexts;
}

function SiteTextsEditor({ texts, onPublished }: { texts: SiteTexts; onPublished(message: string): Promise<void> }) {
  const [draft, setDraft] = useState(texts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<'preview' | 'publish' | null>(null);
  const [preview, setPreview] = useState<SiteTexts | null>(null);

  const field = (label: string, path: Path, multiline = false, required = true) => {
    const name = path.join('.');
    const value = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], draft) as string;
    return (
      <Field key={name} label={label} required={required} errors={[errors[name]]}>
        {(control) =>
          multiline ? (
            <textarea
              {...control}
              name={name}
              rows={4}
              value={value}
              onChange={(event) => setDraft(withValue(draft, path, event.target.value))}
            />
          ) : (
            <input {...control} name={name} value={value} onChange={(event) => setDraft(withValue(draft, path, event.target.value))} />
          )
        }
      </Field>
    );
  };

  const checked = (): SiteTexts | null => {
    const parsed = siteTextsSchema.safeParse(draft);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(firstMessagePerField(parsed.error.issues));
    setFailure(text.invalid);
    return null;
  };

  /** Checks the draft, sends it with `call`, and hands the answer to `done`; a refusal's messages go beside their fields. */
  const send = async <Data,>(
    kind: 'preview' | 'publish',
    call: (texts: SiteTexts) => Promise<ApiResult<Data>>,
    done: (data: Data) => unknown,
  ) => {
    setFailure('');
    const valid = checked();
    if (!valid || busy) return;
    setBusy(kind);
    const answer = await call(valid);
    setBusy(null);
    if (answer.kind === 'ok') {
      await done(answer.data);
      return;
    }
    if (answer.kind === 'error' && answer.error.fields) setErrors(answer.error.fields);
    setFailure(failureMessage(answer));
  };
  const showPreview = () => send('preview', previewSiteTexts, (data) => setPreview(data.texts));
  const publish = () => send('publish', publishSiteTexts, (data) => onPublished(text.published(data.version, data.changed)));

  const moveQuestion = (index: number, by: -1 | 1) => {
    const faq = [...draft.faq];
    const [entry] = faq.splice(index, 1);
    if (entry) faq.splice(index + by, 0, entry);
    setDraft({ ...draft, faq });
  };

  return (
    <form
      className="settings-form site-texts"
      aria-labelledby="parametres-textes-site"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      {failure ? (
        <Notice tone="error" title={failure}>
          {errors._ ? <p>{errors._}</p> : null}
        </Notice>
      ) : null}
      <fieldset>
        <legend>{siteTextsLabels.hero}</legend>
        {field(L.focus, ['hero', 'focus'])}
        {field(L.lead, ['hero', 'lead'], true)}
      </fieldset>
      <fieldset>
        <legend>{siteTextsLabels.services}</legend>
        {field(L.title, ['services', 'title'])}
        {field(L.intro, ['services', 'intro'], true)}
        {draft.services.cards.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the cards keep their places (each has its icon on the site).
          <fieldset key={index}>
            <legend>{text.card(index)}</legend>
            {field(L.cardTitle, ['services', 'cards', index, 'title'])}
            {field(L.description, ['services', 'cards', index, 'description'], true)}
            {field(L.consultWhen, ['services', 'cards', index, 'consultWhen'], true, false)}
          </fieldset>
        ))}
      </fieldset>
      <fieldset>
        <legend>{siteTextsLabels.approach}</legend>
        {field(L.title, ['approach', 'title'])}
        {draft.approach.principles.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the principles keep their places.
          <fieldset key={index}>
            <legend>{text.principle(index)}</legend>
            {field(L.principleTitle, ['approach', 'principles', index, 'title'])}
            {field(L.principleText, ['approach', 'principles', index, 'text'], true)}
          </fieldset>
        ))}
      </fieldset>
      <fieldset>
        <legend>{siteTextsLabels.faq}</legend>
        {errors.faq ? <p className="settings-status settings-status--failed">{errors.faq}</p> : null}
        {draft.faq.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a question is its place in the list; moving one moves its fields with it.
          <fieldset key={index}>
            <legend>{text.question(index)}</legend>
            {field(L.question, ['faq', index, 'question'])}
            {field(L.answer, ['faq', index, 'answer'], true)}
            <div className="settings-form__actions">
              <Button variant="secondary" disabled={index === 0} onClick={() => moveQuestion(index, -1)}>
                {text.moveUp}
                <span className="ui-visually-hidden"> {text.question(index).toLocaleLowerCase('fr-CA')}</span>
              </Button>
              <Button variant="secondary" disabled={index === draft.faq.length - 1} onClick={() => moveQuestion(index, 1)}>
                {text.moveDown}
                <span className="ui-visually-hidden"> {text.question(index).toLocaleLowerCase('fr-CA')}</span>
              </Button>
              <Button variant="secondary" onClick={() => setDraft({ ...draft, faq: draft.faq.filter((__, other) => other !== index) })}>
                {text.remove}
                <span className="ui-visually-hidden"> {text.question(index).toLocaleLowerCase('fr-CA')}</span>
              </Button>
            </div>
          </fieldset>
        ))}
        <Button variant="secondary" onClick={() => setDraft({ ...draft, faq: [...draft.faq, { question: '', answer: '' }] })}>
          {text.addQuestion}
        </Button>
      </fieldset>
      <fieldset>
        <legend>{siteTextsLabels.contact}</legend>
        {field(L.title, ['contact', 'title'])}
        {field(L.lines, ['contact', 'lines'], true, false)}
      </fieldset>
      <div className="settings-form__actions">
        <Button variant="secondary" onClick={() => void showPreview()} aria-disabled={busy !== null || undefined}>
          {busy === 'preview' ? text.previewBusy : text.preview}
        </Button>
        <Button type="submit" aria-disabled={busy !== null || undefined}>
          {busy === 'publish' ? text.publishBusy : text.publish}
        </Button>
      </div>
      {preview ? <SiteTextsPreview texts={preview} /> : null}
    </form>
  );
}

function SiteTextVersions({ view, onRestored }: { view: SiteTextsView; onRestored(message: string): Promise<void> }) {
  // The version a restore would publish again (0: the site's own texts), asked before it is: a
  // restore replaces the texts online at once.
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const ask = (version: number) => {
    // Each opening starts clean: an earlier attempt's refusal is not said again.
    setFailure('');
    setAsking(version);
  };
  const restore = async (version: number) => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    const answer = await restoreSiteTexts(version);
    setBusy(false);
    if (answer.kind !== 'ok') {
      setFailure(failureMessage(answer));
      return;
    }
    setAsking(null);
    await onRestored(answer.data.changed.length === 0 ? text.unchanged : text.restored(answer.data.version, version));
  };
  return (
    <section aria-labelledby="textes-site-versions">
      <h3 id="textes-site-versions">{text.versionsTitle}</h3>
      {view.versions.length === 0 ? (
        <p>{text.noVersion}</p>
      ) : (
        <ul className="settings-closures" aria-labelledby="textes-site-versions">
          {view.versions.map((version) => (
            <li key={version.version} className="settings-closure">
              <span>{text.version(version.version, version.publishedAt, version.publishedBy, version.restoredFrom)}</span>
              {version.version === view.current.version ? (
                <span className="settings-badge settings-badge--active">{text.current}</span>
              ) : (
                <Button variant="secondary" onClick={() => ask(version.version)}>
                  {text.restore(version.version)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {view.versions.length > 0 ? (
        <Button variant="secondary" onClick={() => ask(0)}>
          {text.restoreOriginal}
        </Button>
      ) : null}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} title={text.restoreTitle(asking ?? 0)}>
        <p>{text.restoreBody}</p>
        {failure ? (
          <Notice tone="error" title={text.restoreFailed}>
            <p>{failure}</p>
          </Notice>
        ) : null}
        <div className="settings-form__actions">
          <Button onClick={() => void restore(asking ?? 0)} aria-disabled={busy || undefined}>
            {busy ? text.restoreBusy : text.restoreConfirm}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(null)}>
            {text.cancel}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
