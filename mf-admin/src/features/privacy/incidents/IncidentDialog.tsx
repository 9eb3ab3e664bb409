// « Consigner un incident » and its correction: the regulation's eight fields in four groups (the
// incident and its dates, the risk assessment, the notices, the measures), each with its help
// under it. Checked as the API checks them (no date after the clinic's today, dates in order); a
// serious risk without both notices says what the register will flag. A correction sends the
// version it started from: a save over someone else's change is refused in French.
import { useQueryClient } from '@tanstack/react-query';
import {
  type IncidentFormField,
  incidentFormFields,
  incidentFormSchema,
  incidentHints as hints,
  incidentLabels as labels,
  incidentMessages,
  type PrivacyIncident,
} from 'shared-domain/privacy/privacy-incidents';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { type FormOutcome, type FormValues, refusalOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { correctIncident, type Incident, recordIncident } from './api/privacy-incidents';
import { incidentsText } from './incidents-text';
import { adminKeys } from '../../../query-keys';

const text = incidentsText.form;

export interface IncidentDialogProps {
  /** Open for a new entry ('new') or for the entry to correct; closed when null. */
  editing: 'new' | Incident | null;
  today: string;
  onClose(): void;
  /** Saved: the message to announce. */
  onSaved(message: string): void;
}

export function IncidentDialog({ editing, today, onClose, onSaved }: IncidentDialogProps) {
  const title = editing === null || editing === 'new' ? text.newTitle : text.editTitle(editing.reference);
  return (
    <FormDialog open={editing !== null} onClose={onClose} title={title} className="ui-dialog--sheet incidents-dialog" keepOpenWhileSending>
      {editing === null ? null : (
        <IncidentForm
          key={editing === 'new' ? 'new' : editing.id}
          incident={editing === 'new' ? null : editing}
          today={today}
          onSaved={onSaved}
        />
      )}
    </FormDialog>
  );
}

function valuesOf(incident: Incident): FormValues<IncidentFormField> {
  return {
    informationInvolved: incident.informationInvolved,
    circumstances: incident.circumstances,
    occurredFrom: incident.occurredFrom,
    occurredTo: incident.occurredTo ?? '',
    discoveredOn: incident.discoveredOn,
    peopleCount: String(incident.peopleCount),
    riskAssessment: incident.riskAssessment,
    seriousInjuryRisk: incident.seriousInjuryRisk ? 'oui' : 'non',
    commissionNotifiedOn: incident.commissionNotifiedOn ?? '',
    peopleNotifiedOn: incident.peopleNotifiedOn ?? '',
    measures: incident.measures,
  };
}

type Saved = { message: string };

function IncidentForm({ incident, today, onSaved }: { incident: Incident | null; today: string; onSaved(message: string): void }) {
  const queryClient = useQueryClient();
  const send = async (data: PrivacyIncident): Promise<FormOutcome<IncidentFormField, Saved>> => {
    const result = incident ? await correctIncident(incident.id, { ...data, version: incident.updatedAt }) : await recordIncident(data);
    if (result.kind === 'ok') return { type: 'received', result: { message: result.data.message } };
    if (result.kind === 'unreachable') return { type: 'failed', message: text.unreachable };
    return refusalOutcome(result.error, incidentFormFields);
  };
  const form = useSchemaForm({
    schema: incidentFormSchema(today),
    fields: incidentFormFields,
    editableAfterFailure: true,
    ...(incident ? { initialValues: valuesOf(incident) } : {}),
    send,
    onSuccess: ({ message }: Saved) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.privacyIncidents.all() });
      onSaved(message);
    },
  });
  const { values, errors } = form.state;
  const text_ = (field: 'informationInvolved' | 'circumstances' | 'riskAssessment' | 'measures', rows = 3) => (
    <Field label={labels[field]} required hint={hints[field]} errors={[errors[field]]}>
      {(control) => <textarea {...control} {...form.fieldProps(field)} rows={rows} readOnly={form.submitting} />}
    </Field>
  );
  const date = (field: 'occurredFrom' | 'occurredTo' | 'discoveredOn' | 'commissionNotifiedOn' | 'peopleNotifiedOn', required: boolean) => (
    <Field label={labels[field]} required={required} hint={hints[field]} errors={[errors[field]]}>
      {(control) => <input {...control} {...form.fieldProps(field)} type="date" max={today} readOnly={form.submitting} />}
    </Field>
  );
  const noticeDue = values.seriousInjuryRisk === 'oui' && (values.commissionNotifiedOn === '' || values.peopleNotifiedOn === '');
  return (
    <DialogForm
      form={form}
      submit={{ label: incident ? text.submitEdit : text.submit, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={text.cancel}
      failureTitle={text.failed}
      className="incidents-form"
    >
      <fieldset className="incidents-form__group">
        <legend>{text.groups.incident}</legend>
        {text_('informationInvolved')}
        {text_('circumstances')}
        <Field label={labels.peopleCount} required hint={hints.peopleCount} errors={[errors.peopleCount]}>
          {(control) => (
            <input {...control} {...form.fieldProps('peopleCount')} inputMode="numeric" autoComplete="off" readOnly={form.submitting} />
          )}
        </Field>
      </fieldset>
      <fieldset className="incidents-form__group">
        <legend>{text.groups.dates}</legend>
        {date('occurredFrom', true)}
        {date('occurredTo', false)}
        {date('discoveredOn', true)}
      </fieldset>
      <fieldset className="incidents-form__group">
        <legend>{text.groups.risk}</legend>
        {text_('riskAssessment', 4)}
        <ChoiceGroup
          type="radio"
          name="seriousInjuryRisk"
          legend={labels.seriousInjuryRisk}
          required
          hint={hints.seriousInjuryRisk}
          choices={[
            { value: 'oui', label: text.yes },
            { value: 'non', label: text.no },
          ]}
          selected={[values.seriousInjuryRisk]}
          onToggle={(value, checked) => {
            if (checked) form.change('seriousInjuryRisk', value);
          }}
          error={errors.seriousInjuryRisk}
          readOnly={form.submitting}
        />
      </fieldset>
      <fieldset className="incidents-form__group">
        <legend>{text.groups.notices}</legend>
        {noticeDue ? (
          <p className="incidents-warning" role="note">
            <strong>{text.seriousWarningTitle} — </strong>
            {incidentMessages.seriousWithoutNotices}
          </p>
        ) : null}
        {date('commissionNotifiedOn', false)}
        {date('peopleNotifiedOn', false)}
      </fieldset>
      <fieldset className="incidents-form__group">
        <legend>{text.groups.measures}</legend>
        {text_('measures', 4)}
      </fieldset>
    </DialogForm>
  );
}
