// A patient's insurance plan in her file, for the desk: her insurer, the policy and certificate
// numbers, the plan member and the patient's relationship to them, and who pays for her. Personal
// data: read only when the desk opens it (the read is audited), saved with the fields it changed
// named in the audit trail, never their values. A refusal is shown beside its field, in French.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  insurerLabels,
  insurers,
  patientInsuranceLabels as labels,
  type PlanMemberRelationship,
  planMemberRelationshipLabels,
  planMemberRelationships,
} from 'shared-domain/billing/insurance-plan';
import { savedChangesText } from 'shared-domain/clinic/setting-changes';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { failureMessage } from 'shared-ui/failure-message';
import { LoadingState } from 'shared-ui/LoadingState';
import { problemMessage } from 'shared-ui/problem-message';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { adminKeys } from '../../../query-keys';
import { type PatientPlan, savePatientPlan, usePatientPlan } from './api/patient-insurance';

const text = {
  open: 'Régime d’assurance',
  close: 'Fermer le régime d’assurance',
  title: 'Régime d’assurance',
  loading: 'Chargement du régime…',
  loadFailed: 'Le régime n’a pas pu être chargé',
  none: 'Aucun',
  save: 'Enregistrer le régime',
  saving: 'Enregistrement…',
  failed: 'Le régime n’a pas été enregistré',
} as const;

type Fields = { [K in keyof PatientPlan]: string };

const asFields = (plan: PatientPlan): Fields => ({
  insurer: plan.insurer ?? '',
  policyNumber: plan.policyNumber ?? '',
  certificateNumber: plan.certificateNumber ?? '',
  planMemberName: plan.planMemberName ?? '',
  planMemberRelationship: plan.planMemberRelationship ?? '',
  payerName: plan.payerName ?? '',
});

export function PatientPlanSection({ patientId, patientName }: { patientId: string; patientName: string }) {
  const [open, setOpen] = useState(false);
  const plan = usePatientPlan(patientId, open);
  const [saves, setSaves] = useState({ count: 0, message: '' });
  return (
    <div className="insurance-plan">
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
        {open ? text.close : text.open}
        <span className="ui-visually-hidden">{` : ${patientName}`}</span>
      </Button>
      <p className="insurance-status" role="status">
        {saves.message}
      </p>
      {open && plan.isPending ? <LoadingState label={text.loading} /> : null}
      {open && plan.isError ? <p role="alert">{`${text.loadFailed} : ${problemMessage(plan.error)}`}</p> : null}
      {open && plan.data ? (
        <PlanForm
          key={saves.count}
          patientId={patientId}
          plan={plan.data}
          onSaved={(message) => setSaves((previous) => ({ count: previous.count + 1, message }))}
        />
      ) : null}
    </div>
  );
}

function PlanForm({ patientId, plan, onSaved }: { patientId: string; plan: PatientPlan; onSaved(message: string): void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(asFields(plan));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | undefined>();
  const set = (field: keyof Fields) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const result = await savePatientPlan(patientId, {
      ...values,
      insurer: values.insurer === '' ? null : (values.insurer as PatientPlan['insurer']),
      planMemberRelationship: values.planMemberRelationship === '' ? null : (values.planMemberRelationship as PlanMemberRelationship),
    });
    setSending(false);
    if (result.kind === 'ok') {
      queryClient.setQueryData(adminKeys.insurance.plan(patientId), result.data.insurance);
      onSaved(savedChangesText(result.data.changed.map((field) => labels[field as keyof typeof labels] ?? field)));
      return;
    }
    setFailure({ message: failureMessage(result), fields: result.kind === 'error' ? (result.error.fields ?? {}) : {} });
  };
  const errors = failure?.fields ?? {};
  return (
    <form className="insurance-form" noValidate onSubmit={(event) => void submit(event)} aria-label={text.title}>
      {failure ? <FormFailure title={text.failed} message={failure.message} /> : null}
      <Field label={labels.insurer} errors={[errors.insurer]}>
        {(control) => (
          <select {...control} name="insurer" value={values.insurer} onChange={set('insurer')}>
            <option value="">{text.none}</option>
            {insurers.map((insurer) => (
              <option key={insurer} value={insurer}>
                {insurerLabels[insurer]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={labels.policyNumber} errors={[errors.policyNumber]}>
        {(control) => <input {...control} name="policyNumber" value={values.policyNumber} onChange={set('policyNumber')} />}
      </Field>
      <Field label={labels.certificateNumber} errors={[errors.certificateNumber]}>
        {(control) => <input {...control} name="certificateNumber" value={values.certificateNumber} onChange={set('certificateNumber')} />}
      </Field>
      <Field label={labels.planMemberName} errors={[errors.planMemberName]}>
        {(control) => <input {...control} name="planMemberName" value={values.planMemberName} onChange={set('planMemberName')} />}
      </Field>
      <Field label={labels.planMemberRelationship} errors={[errors.planMemberRelationship]}>
        {(control) => (
          <select {...control} name="planMemberRelationship" value={values.planMemberRelationship} onChange={set('planMemberRelationship')}>
            <option value="">{text.none}</option>
            {planMemberRelationships.map((relationship) => (
              <option key={relationship} value={relationship}>
                {planMemberRelationshipLabels[relationship]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={labels.payerName} errors={[errors.payerName]}>
        {(control) => <input {...control} name="payerName" value={values.payerName} onChange={set('payerName')} />}
      </Field>
      <SubmitButton busy={sending} busyLabel={text.saving}>
        {text.save}
      </SubmitButton>
    </form>
  );
}
