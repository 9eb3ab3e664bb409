// « Paramètres avancés › Questionnaire d'accueil »: the introduction new patients read and the
// optional sections the form asks (a pregnancy's, a baby's birth). A save that changes something
// publishes a new version: the forms already signed keep the one they answered.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  intakeFormLabels as labels,
  intakeSectionTitles,
  type OptionalIntakeSection,
  optionalIntakeSections,
} from 'shared-domain/clinical/intake-form';
import { savedChangesText } from 'shared-domain/clinic/setting-changes';
import { formatDateTime } from 'shared-domain/platform/format';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { failureMessage } from 'shared-ui/failure-message';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { type IntakeFormView, intakeFormQueryOptions, publishIntakeForm, useIntakeForm } from './api/intake-form';

export const intakeFormText = {
  title: 'Questionnaire d’accueil',
  intro:
    'Le questionnaire que remplit un nouveau patient avant sa première visite (lien dans la confirmation et tâche au portail). Chaque modification publie une nouvelle version : un questionnaire déjà signé garde la sienne.',
  sectionsHint: 'Posées seulement quand la réponse à « Ce questionnaire concerne » les demande.',
  save: 'Publier',
  saving: 'Publication…',
  failed: 'Le questionnaire n’a pas été publié',
  loading: 'Chargement du questionnaire d’accueil…',
  loadFailed: 'Le questionnaire d’accueil n’a pas pu être chargé',
  versions: 'Versions publiées',
  version: (version: number, at: string, by: string | null) => `Version ${version} — ${at}${by ? `, par ${by}` : ''}`,
} as const;

const text = intakeFormText;

export function IntakeFormSection() {
  const form = useIntakeForm();
  const [saves, setSaves] = useState({ count: 0, message: '' });
  return (
    <section className="settings-section" aria-labelledby="parametres-questionnaire-accueil">
      <h2 id="parametres-questionnaire-accueil">{text.title}</h2>
      <p>{text.intro}</p>
      {form.isPending ? <LoadingState label={text.loading} /> : null}
      {form.error ? (
        <Notice tone="error" title={text.loadFailed}>
          {problemMessage(form.error)}
        </Notice>
      ) : null}
      {form.data ? (
        <>
          <IntakeSettingsForm
            key={saves.count}
            view={form.data}
            onSaved={(message) => setSaves((previous) => ({ count: previous.count + 1, message }))}
          />
          <h3>{text.versions}</h3>
          <ul>
            {form.data.versions.map((version) => (
              <li key={version.version}>
                {text.version(version.version, formatDateTime(new Date(version.publishedAt)), version.publishedBy)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="settings-status" role="status">
        {saves.message}
      </p>
    </section>
  );
}

function IntakeSettingsForm({ view, onSaved }: { view: IntakeFormView; onSaved(message: string): void }) {
  const queryClient = useQueryClient();
  const [introduction, setIntroduction] = useState(view.introduction);
  const [sections, setSections] = useState<OptionalIntakeSection[]>([...view.optionalSections]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | undefined>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const result = await publishIntakeForm({ introduction, optionalSections: sections });
    setSending(false);
    if (result.kind === 'ok') {
      const { changed, ...kept } = result.data;
      queryClient.setQueryData(intakeFormQueryOptions().queryKey, kept);
      onSaved(savedChangesText(changed.map((field) => labels[field as keyof typeof labels] ?? field)));
      return;
    }
    setFailure({ message: failureMessage(result), fields: result.kind === 'error' ? (result.error.fields ?? {}) : {} });
  };
  const errors = failure?.fields ?? {};
  return (
    <form className="settings-form" noValidate onSubmit={(event) => void submit(event)} aria-label={text.title}>
      {failure ? <FormFailure title={text.failed} message={failure.message} /> : null}
      <Field label={labels.introduction} required errors={[errors.introduction]}>
        {(control) => (
          <textarea
            {...control}
            name="introduction"
            rows={4}
            value={introduction}
            onChange={(event) => setIntroduction(event.target.value)}
            readOnly={sending}
          />
        )}
      </Field>
      <ChoiceGroup
        type="checkbox"
        name="optionalSections"
        legend={labels.optionalSections}
        hint={text.sectionsHint}
        choices={optionalIntakeSections.map((section) => ({ value: section, label: intakeSectionTitles[section] }))}
        selected={sections}
        onToggle={(value, checked) =>
          setSections((previous) =>
            checked ? [...previous, value as OptionalIntakeSection] : previous.filter((section) => section !== value),
          )
        }
        error={errors.optionalSections}
        readOnly={sending}
        unmarked
      />
      <SubmitButton busy={sending} busyLabel={text.saving} busyStatus={text.saving}>
        {text.save}
      </SubmitButton>
    </form>
  );
}
