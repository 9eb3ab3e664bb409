// The form of « Opérations groupées »: the operation (only the kinds the role may run: cancelling
// and moving are the administration's), with the « Journée maladie » preset that cancels a whole
// day with its reason; the appointments (a day, several days, or those ticked in a day's list);
// the operation's options (the reason; the waitlist, unticked by default; the day or days closed to
// booking, ticked by default and reopened by the undo; the new day; the
// subject and the message); when the e-mails start and how fast they leave. Checked with the API's
// schema (batch-form.ts); « Aperçu » asks the server's dry run, a refusal shows above the form or
// beside its field, and the form stays as filled.
import { useRef } from 'react';
import {
  batchKindAccess,
  batchPatientGroupLabels,
  batchPatientGroups,
  batchSendDelayLabels,
  batchSendDelays,
} from 'shared-domain/automation/automation';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { Button } from 'shared-ui/Button';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { type FormOutcome, refusalOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { type BatchDryRun, type BatchRequestBody, previewBatch } from './api/batches';
import {
  type BatchFormField,
  type BatchFormKind,
  type BatchFormValues,
  batchFormFields,
  batchFormKinds,
  batchFormSchema,
  checked,
  joinIds,
  mayCloseDays,
  type SelectionType,
  selectionTypesFor,
  sickDayReason,
  splitIds,
  withFormFields,
} from './batch-form';
import { batchText as text } from './batch-text';
import { DayAppointmentsPicker } from './DayAppointmentsPicker';

/** A dry run the form asked for, with what was typed (to come back to it with « Modifier »). */
export interface Previewed {
  values: BatchFormValues;
  request: BatchRequestBody;
  dryRun: BatchDryRun;
}

/** The kinds `role` may run here. */
export const kindsFor = (role: StaffRole) => batchFormKinds.filter((kind) => mayAccess(role, batchKindAccess[kind]));

export interface BatchFormProps {
  role: StaffRole;
  initialValues: Partial<BatchFormValues>;
  onPreview(previewed: Previewed): void;
}

export function BatchForm({ role, initialValues, onPreview }: BatchFormProps) {
  const kinds = kindsFor(role);
  const sent = useRef<BatchFormValues | null>(null);
  const send = async (request: BatchRequestBody): Promise<FormOutcome<BatchFormField, Previewed>> => {
    const values = sent.current;
    const result = await previewBatch(request);
    if (result.kind === 'unreachable') return { type: 'failed', message: text.unreachable };
    if (result.kind === 'error') return refusalOutcome(withFormFields(result.error), batchFormFields);
    return { type: 'received', result: { values: values ?? ({} as BatchFormValues), request, dryRun: result.data } };
  };
  const form = useSchemaForm({
    schema: batchFormSchema,
    fields: batchFormFields,
    initialValues,
    editableAfterFailure: true,
    send,
    onSuccess: onPreview,
  });
  const { values, errors } = form.state;
  // What was submitted, for « Modifier » to come back to (the values do not change while sending).
  if (form.state.phase === 'submitting') sent.current = values;
  const kind = values.kind as BatchFormKind;
  const selection = values.selectionType as SelectionType;
  const readOnly = form.submitting;

  const sickDay = () => {
    form.change('kind', 'cancel');
    form.change('selectionType', 'day');
    form.change('reason', sickDayReason);
    form.change('closeDays', checked);
    document.getElementById('batch-date')?.focus();
  };

  return (
    <form {...form.formProps} className="batch-form" aria-labelledby="operation-nouvelle">
      <h2 id="operation-nouvelle">{text.newTitle}</h2>
      <FormFailure message={form.failure} />
      <ChoiceGroup
        type="radio"
        name="kind"
        legend={text.kindLegend}
        required
        layout="list"
        choices={kinds.map((value) => ({ value, label: text.kinds[value] }))}
        selected={[values.kind]}
        onToggle={(value) => {
          form.change('kind', value);
          // Patients are a message's selection only: another operation goes back to a day.
          if (value !== 'message' && values.selectionType === 'patients') form.change('selectionType', 'day');
        }}
        error={errors.kind}
        readOnly={readOnly}
      />
      {kinds.includes('cancel') ? (
        <div className="batch-preset">
          <Button variant="secondary" aria-describedby="journee-maladie-aide" onClick={sickDay}>
            {text.sickDay}
          </Button>
          <p id="journee-maladie-aide" className="batch-muted">
            {text.sickDayHint}
          </p>
        </div>
      ) : null}

      <fieldset className="batch-fieldset">
        <legend>{text.selectionLegend}</legend>
        <p className="batch-muted">{text.selectionHint}</p>
        <ChoiceGroup
          type="radio"
          name="selectionType"
          legend={text.selectionBy}
          unmarked
          choices={selectionTypesFor(kind).map((value) => ({ value, label: text.selectionTypes[value] }))}
          selected={[values.selectionType]}
          onToggle={(value) => form.change('selectionType', value)}
          error={errors.selectionType}
          readOnly={readOnly}
        />
        {selection === 'patients' ? (
          <div className="batch-row">
            <Field label={text.patientGroup} required errors={[errors.patientGroup]}>
              {(control) => (
                <select {...control} {...form.fieldProps('patientGroup')} disabled={readOnly}>
                  {batchPatientGroups.map((group) => (
                    <option key={group} value={group}>
                      {batchPatientGroupLabels[group]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={text.lastVisitSince} hint={text.lastVisitSinceHint} errors={[errors.lastVisitSince]}>
              {(control) => <input {...control} {...form.fieldProps('lastVisitSince')} type="date" readOnly={readOnly} />}
            </Field>
          </div>
        ) : selection === 'range' ? (
          <div className="batch-row">
            <Field label={text.from} required errors={[errors.from]}>
              {(control) => <input {...control} {...form.fieldProps('from')} type="date" readOnly={readOnly} />}
            </Field>
            <Field label={text.to} required errors={[errors.to]}>
              {(control) => <input {...control} {...form.fieldProps('to')} type="date" readOnly={readOnly} />}
            </Field>
          </div>
        ) : (
          <Field label={text.date} required errors={[errors.date]} id="batch-date">
            {(control) => (
              <input
                {...control}
                {...form.fieldProps('date')}
                onChange={(event) => {
                  form.change('date', event.target.value);
                  // The appointments ticked belong to the day shown: another day starts with none.
                  if (values.appointmentIds) form.change('appointmentIds', '');
                }}
                type="date"
                readOnly={readOnly}
              />
            )}
          </Field>
        )}
        {selection === 'appointments' && /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? (
          <DayAppointmentsPicker
            date={values.date}
            selected={splitIds(values.appointmentIds)}
            onChange={(ids) => form.change('appointmentIds', joinIds(ids))}
            error={errors.appointmentIds}
            readOnly={readOnly}
          />
        ) : null}
      </fieldset>

      <fieldset className="batch-fieldset">
        <legend>{text.optionsLegend}</legend>
        {kind === 'cancel' ? (
          <>
            <Field label={text.reason} required errors={[errors.reason]}>
              {(control) => <input {...control} {...form.fieldProps('reason')} maxLength={200} readOnly={readOnly} />}
            </Field>
            <CheckboxField
              name="offerToWaitlist"
              label={text.offerToWaitlist}
              checked={values.offerToWaitlist === checked}
              onChange={(on) => form.change('offerToWaitlist', on ? checked : '')}
              readOnly={readOnly}
            />
            {mayCloseDays(selection) ? (
              <CheckboxField
                name="closeDays"
                label={selection === 'range' ? text.closeDays.range : text.closeDays.day}
                checked={values.closeDays === checked}
                onChange={(on) => form.change('closeDays', on ? checked : '')}
                error={errors.closeDays}
                readOnly={readOnly}
              />
            ) : null}
          </>
        ) : null}
        {kind === 'move' ? (
          <Field label={text.toDate} required errors={[errors.toDate]}>
            {(control) => <input {...control} {...form.fieldProps('toDate')} type="date" readOnly={readOnly} />}
          </Field>
        ) : null}
        {kind === 'message' ? (
          <>
            <Field label={text.subject} required errors={[errors.subject]}>
              {(control) => <input {...control} {...form.fieldProps('subject')} readOnly={readOnly} />}
            </Field>
            <Field label={text.body} required errors={[errors.body]}>
              {(control) => <textarea {...control} {...form.fieldProps('body')} rows={6} readOnly={readOnly} />}
            </Field>
          </>
        ) : null}
        <div className="batch-row">
          <Field label={text.sendDelay} required errors={[errors.sendDelayMinutes]}>
            {(control) => (
              <select {...control} {...form.fieldProps('sendDelayMinutes')} disabled={readOnly}>
                {batchSendDelays.map((delay) => (
                  <option key={delay} value={String(delay)}>
                    {batchSendDelayLabels[delay]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={text.rate} required hint={text.rateHint} errors={[errors.ratePerMinute]}>
            {(control) => (
              <input {...control} {...form.fieldProps('ratePerMinute')} type="number" inputMode="numeric" readOnly={readOnly} />
            )}
          </Field>
        </div>
      </fieldset>
      <div className="batch-actions">
        <SubmitButton busy={form.submitting} busyLabel={text.previewing}>
          {text.preview}
        </SubmitButton>
      </div>
    </form>
  );
}
