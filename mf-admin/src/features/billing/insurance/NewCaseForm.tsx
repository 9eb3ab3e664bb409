// « Nouveau dossier »: a patient's road accident (SAAQ) or work injury (CNESST), with its claim
// number, the event's date, the prescribing doctor and the prescription's date, opened from a new
// claim. A refusal is shown beside its field, in French; once opened, the claim can name it.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type CasePayer, caseKindLabels, insuranceCaseLabels as labels } from 'shared-domain/billing/insurance-claim';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { failureMessage } from 'shared-ui/failure-message';
import { adminKeys } from '../../../query-keys';
import { openInsuranceCase } from './api/insurance-claims';

const text = {
  open: 'Nouveau dossier',
  title: (payer: CasePayer) => `Nouveau dossier — ${caseKindLabels[payer]}`,
  save: 'Ouvrir le dossier',
  saving: 'Ouverture…',
  failed: 'Le dossier n’a pas été ouvert',
} as const;

const fields = ['claimNumber', 'eventDate', 'prescribingDoctor', 'prescriptionDate'] as const;

export function NewCaseForm({ patientId, payer, onOpened }: { patientId: string; payer: CasePayer; onOpened(caseId: string): void }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [values, setValues] = useState<Record<(typeof fields)[number], string>>({
    claimNumber: '',
    eventDate: '',
    prescribingDoctor: '',
    prescriptionDate: '',
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | undefined>();
  if (!shown) {
    return (
      <p>
        <Button variant="secondary" onClick={() => setShown(true)}>
          {text.open}
        </Button>
      </p>
    );
  }
  // A fieldset inside the claim's form (a form may not hold another): its button sends the case alone.
  const send = async () => {
    setSending(true);
    const result = await openInsuranceCase(patientId, { payer, ...values });
    setSending(false);
    if (result.kind === 'ok') {
      await queryClient.invalidateQueries({ queryKey: adminKeys.insurance.cases(patientId) });
      setShown(false);
      onOpened(result.data.id);
      return;
    }
    setFailure({ message: failureMessage(result), fields: result.kind === 'error' ? (result.error.fields ?? {}) : {} });
  };
  const errors = failure?.fields ?? {};
  return (
    <fieldset className="insurance-form">
      <legend>{text.title(payer)}</legend>
      {failure ? <FormFailure title={text.failed} message={failure.message} /> : null}
      {fields.map((field) => (
        <Field key={field} label={labels[field]} required={field !== 'prescribingDoctor'} errors={[errors[field]]}>
          {(control) => (
            <input
              {...control}
              name={field}
              type={field.endsWith('Date') ? 'date' : 'text'}
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          )}
        </Field>
      ))}
      <Button onClick={() => void send()} disabled={sending}>
        {sending ? text.saving : text.save}
      </Button>
    </fieldset>
  );
}
