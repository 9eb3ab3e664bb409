// « Questionnaire d'accueil » (/questionnaire-accueil/:token), opened from a first visit's
// confirmation or the portal's task: the clinic's introduction, the sections of its form version
// (a pregnancy's or a baby's shown by the first answer), saved as typed, then signed with the
// name, the relationship to the patient (a parent signs for a child) and the express consent to
// collect health information. Made for a phone: one column, native date and number keyboards.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type IntakeFormDefinition,
  type IntakeItem,
  intakeAnswerField,
  intakeAnswersSchema,
  intakeAnswersFromFields,
  intakeFieldLabels,
  intakeMessages,
  intakePageFields,
  intakeSignatureForm,
  sectionShown,
} from 'shared-domain/clinical/intake-form';
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import { Button } from 'shared-ui/Button';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link, useParams } from 'shared-ui/router';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { useDebouncedValue } from 'shared-ui/useDebouncedValue';
import { answerOutcome, type FormValues, type SchemaForm, useSchemaForm } from 'shared-ui/useSchemaForm';
import { useClinicProfile } from '../../lib/clinic/ClinicProfileProvider';
import { failureText } from '../../lib/loading/load-failure';
import { LoadFailure } from '../../lib/loading/LoadFailure';
import { useApiLoad } from '../../lib/loading/useApiLoad';
import { getIntake, type IntakeView, reviseIntake, saveIntakeDraft, signIntake } from './api/intake';
import '../../lib/styles/booking-page.css';
import './intake-page.css';

export const intakePageTitle = 'Questionnaire d’accueil';

/** How long the typing pauses before the draft is saved. */
export const intakeAutosaveMs = 1200;

export function IntakePage() {
  const { token = '' } = useParams();
  return <Intake key={token} token={token} />;
}

function Intake({ token }: { token: string }) {
  const clinic = useClinicProfile();
  const site = clinic.status === 'ready' ? { site: clinic.profile.clinicName } : {};
  const loaded = useApiLoad(token, getIntake);
  const [signed, setSigned] = useState<IntakeView | null>(null);
  const [revising, setRevising] = useState<string | undefined>(undefined);
  const state = loaded.state;
  let body: ReactNode;
  const view = signed ?? (state.status === 'ok' ? state.data : null);
  if (state.status === 'failed' && state.error && [400, 404, 422].includes(state.error.status)) {
    body = (
      <Notice tone="error" title={intakeMessages.linkInvalid}>
        <p>
          <Link to={paths.home.build()}>Retour à l'accueil</Link>
        </p>
      </Notice>
    );
  } else if (state.status === 'failed') {
    body = <LoadFailure title="Le questionnaire n’a pas pu être chargé" error={state.error} onRetry={loaded.reload} />;
  } else if (!view) {
    body = <LoadingState />;
  } else if (view.status !== 'draft') {
    body = (
      <div role="status">
        <Notice
          title={intakeMessages.signed}
          autoFocus={signed !== null}
          actions={
            <Button
              onClick={async () => {
                const result = await reviseIntake(token);
                if (result.kind === 'ok') {
                  setSigned(null);
                  loaded.reload();
                } else setRevising(failureText(result.kind === 'error' ? result.error : undefined));
              }}
            >
              Modifier mes réponses
            </Button>
          }
        >
          <p>
            Signé par {view.signedName} ({view.signedRelationship}){view.signedAt ? ` le ${formatDate(new Date(view.signedAt))}` : ''}.
            Votre chiropraticienne le lira avant votre visite. Une modification crée une nouvelle version à signer.
          </p>
          {revising ? <p className="intake-page__error">{revising}</p> : null}
        </Notice>
      </div>
    );
  } else {
    body = <IntakeForm token={token} view={view} onSigned={setSigned} />;
  }
  return (
    <PageFrame title={intakePageTitle} className="ui-page intake-page" {...site}>
      {view ? (
        <p className="intake-page__visit">
          {view.patientName}
          {view.visit.date && view.visit.time
            ? ` — première visite le ${formatDate(view.visit.date)} à ${formatTime(view.visit.time)}`
            : ''}
        </p>
      ) : null}
      {body}
    </PageFrame>
  );
}

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; message: string };

function IntakeForm({ token, view, onSigned }: { token: string; view: IntakeView; onSigned(view: IntakeView): void }) {
  const form: IntakeFormDefinition = view.form;
  const [fields] = useState(() => intakePageFields(form));
  const [schema] = useState(() => intakeSignatureForm(form));
  const [initialValues] = useState(() => ({
    ...Object.fromEntries(Object.entries(view.answers).map(([item, value]) => [intakeAnswerField(item), value])),
    signerName: view.patientName,
    signerRelationship: 'Moi-même',
  }));
  const page = useSchemaForm({
    schema,
    fields,
    sanitize: sanitizeInput<FormValues<string>>,
    editableAfterFailure: true,
    initialValues,
    send: async (signature) => answerOutcome(await signIntake(token, signature), fields, failureText(undefined)),
    onSuccess: onSigned,
  });
  const { values, errors } = page.state;
  const answers = intakeAnswersFromFields(form, values);
  const typed = JSON.stringify(answers);
  const settled = useDebouncedValue(typed, intakeAutosaveMs);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const lastSaved = useRef(JSON.stringify(view.answers));

  // Saved as typed: once the typing pauses, what changed since the last save goes as the draft.
  useEffect(() => {
    if (settled === lastSaved.current || page.submitting) return;
    let active = true;
    setSave({ kind: 'saving' });
    saveIntakeDraft(token, intakeAnswersSchema.parse({ answers: JSON.parse(settled) }).answers).then((result) => {
      if (!active) return;
      if (result.kind === 'ok') {
        lastSaved.current = settled;
        setSave({ kind: 'saved', at: result.data.savedAt });
      } else setSave({ kind: 'failed', message: failureText(result.kind === 'error' ? result.error : undefined) });
    });
    return () => {
      active = false;
    };
  }, [settled, token, page.submitting]);

  return (
    <form {...page.formProps} aria-label={intakePageTitle} className="intake-form">
      <p>{form.introduction}</p>
      <FormFailure title="Le questionnaire n’a pas été envoyé" message={page.failure} />
      {form.sections
        .filter((section) => sectionShown(section, answers))
        .map((section) => (
          <fieldset key={section.id} className="intake-form__section">
            <legend>
              <h2>{section.title}</h2>
            </legend>
            {section.items.map((item) => (
              <IntakeQuestion
                key={item.id}
                item={item}
                value={values[intakeAnswerField(item.id)] ?? ''}
                error={errors[intakeAnswerField(item.id)]}
                readOnly={page.submitting}
                onChange={(value) => page.change(intakeAnswerField(item.id), value)}
                control={page.fieldProps(intakeAnswerField(item.id))}
              />
            ))}
          </fieldset>
        ))}
      <fieldset className="intake-form__section">
        <legend>
          <h2>Signature</h2>
        </legend>
        <Field label={intakeFieldLabels.signerName} required errors={[errors.signerName]} hint="Votre nom complet, tapé à la main">
          {(control) => <input {...control} {...page.fieldProps('signerName')} autoComplete="name" readOnly={page.submitting} />}
        </Field>
        <Field
          label={intakeFieldLabels.signerRelationship}
          required
          errors={[errors.signerRelationship]}
          hint="« Moi-même », ou « Mère », « Père », « Tuteur » pour un enfant"
        >
          {(control) => <input {...control} {...page.fieldProps('signerRelationship')} readOnly={page.submitting} />}
        </Field>
        <CheckboxField
          name="healthConsent"
          required
          label={form.consentText}
          checked={values.healthConsent === 'oui'}
          onChange={(checked) => page.change('healthConsent', checked ? 'oui' : '')}
          error={errors.healthConsent}
          readOnly={page.submitting}
        />
      </fieldset>
      <p className="intake-form__saved" role="status">
        {save.kind === 'saving' ? 'Enregistrement…' : null}
        {save.kind === 'saved' ? `${intakeMessages.saved} à ${formatTime(clockTime(save.at))}` : null}
        {save.kind === 'failed' ? `Brouillon non enregistré : ${save.message}` : null}
      </p>
      <div className="booking-actions">
        <SubmitButton busy={page.submitting} busyLabel="Envoi…" busyStatus="Envoi du questionnaire en cours…">
          Signer et envoyer
        </SubmitButton>
      </div>
    </form>
  );
}

/** 'HH:MM' of an instant on the reader's own clock (the draft was just saved, where she is). */
function clockTime(instant: string): string {
  const date = new Date(instant);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

interface QuestionProps {
  item: IntakeItem;
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onChange(value: string): void;
  control: ReturnType<SchemaForm<string, unknown>['fieldProps']>;
}

function IntakeQuestion({ item, value, error, readOnly, onChange, control }: QuestionProps) {
  if (item.kind === 'choice')
    return (
      <ChoiceGroup
        type="radio"
        name={control.name}
        legend={item.text}
        required={item.required ?? false}
        choices={item.options ?? []}
        selected={[value]}
        onToggle={(choice) => onChange(choice)}
        error={error}
        readOnly={readOnly}
        layout={(item.options?.length ?? 0) > 4 ? 'grid' : 'list'}
      />
    );
  return (
    <Field label={item.text} required={item.required ?? false} errors={[error]} hint={item.hint}>
      {(field) =>
        item.kind === 'paragraph' ? (
          <textarea {...field} {...control} rows={3} readOnly={readOnly} />
        ) : (
          <input
            {...field}
            {...control}
            type={item.kind === 'date' ? 'date' : 'text'}
            inputMode={item.kind === 'number' ? 'decimal' : undefined}
            readOnly={readOnly}
          />
        )
      }
    </Field>
  );
}
