// « Encaisser » from « Actions rapides »: first the patient, with the back-office's picker; then the
// checkout itself opens for them (billing's CheckoutDialog). Nothing is sent here: the choice is
// checked as a sale's is (« Choisissez un patient »).
import { saleDraftSchema } from 'shared-domain/billing/invoice-draft';
import { formatPhone } from 'shared-domain/platform/format';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { problemMessage } from 'shared-ui/problem-message';
import { useSchemaForm } from 'shared-ui/useSchemaForm';
import { PatientPicker, patientSearch } from '../../patients/public';
import { quickActionsText } from './quick-actions-text';

const text = quickActionsText.checkout;
const fields = ['patientId'] as const;

export interface CheckoutPatientDialogProps {
  open: boolean;
  onClose(): void;
  onChosen(patientId: string): void;
}

export function CheckoutPatientDialog({ open, onClose, onChosen }: CheckoutPatientDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.title} className="ui-dialog--sheet quick-actions-dialog">
      <CheckoutPatientForm onChosen={onChosen} />
    </FormDialog>
  );
}

function CheckoutPatientForm({ onChosen }: Pick<CheckoutPatientDialogProps, 'onChosen'>) {
  const form = useSchemaForm({
    schema: saleDraftSchema,
    fields,
    send: async ({ patientId }) => ({ type: 'received', result: patientId }),
    onSuccess: (patientId: string) => onChosen(patientId),
  });
  return (
    <DialogForm
      form={form}
      intro={<p>{text.intro}</p>}
      submit={{ label: text.submit, busyLabel: text.busy }}
      cancelLabel={text.cancel}
      className="quick-actions-dialog__body"
    >
      <PatientPicker
        search={patientSearch}
        text={text.picker}
        value={form.state.values.patientId}
        onChange={(patientId) => form.change('patientId', patientId)}
        error={form.state.errors.patientId}
        markRequired
        details={(patient) => [[patient.email, patient.phone ? formatPhone(patient.phone) : null].filter(Boolean).join(' · ')]}
        failureDetail={problemMessage}
      />
    </DialogForm>
  );
}
