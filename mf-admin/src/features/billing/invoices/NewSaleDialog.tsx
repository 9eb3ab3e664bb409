// « Nouvelle vente »: a counter sale without a visit. The patient is chosen with the
// back-office's picker (the list's filtered patient at first, when there is one); the server starts an empty 'sale' draft for them, which then opens so staff
// add its products and « Encaisser ». No patient chosen is said beside the picker, nothing sent.
import { type SaleDraft, saleDraftSchema } from 'shared-domain/billing/invoice-draft';
import { formatPhone } from 'shared-domain/platform/format';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { problemMessage } from 'shared-ui/problem-message';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { type ChosenPatient, PatientPicker, patientSearch } from '../../patients/public';
import { startSale } from './api/invoice-changes';
import { invoiceText, saleText as text } from './invoices-text';

const fields = ['patientId'] as const;

export interface NewSaleDialogProps {
  open: boolean;
  /** The patient chosen at first (the list's filter), when there is one. */
  patient?: ChosenPatient | undefined;
  onClose(): void;
  /** The draft was made: its id, to open it. */
  onStarted(invoiceId: string): Promise<void> | void;
}

export function NewSaleDialog({ open, patient, onClose, onStarted }: NewSaleDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} keepOpenWhileSending title={text.title} className="ui-dialog--sheet billing-dialog">
      <NewSaleForm patient={patient} onStarted={onStarted} />
    </FormDialog>
  );
}

function NewSaleForm({ patient, onStarted }: Pick<NewSaleDialogProps, 'patient' | 'onStarted'>) {
  const form = useSchemaForm({
    schema: saleDraftSchema,
    fields,
    initialValues: { patientId: patient?.id ?? '' },
    editableAfterFailure: true,
    send: async (sale: SaleDraft) => {
      const outcome = answerOutcome(await startSale(sale), fields, invoiceText.unreachable);
      if (outcome.type === 'received') await onStarted(outcome.result.invoice.id);
      return outcome;
    },
  });
  return (
    <DialogForm
      form={form}
      intro={<p>{text.intro}</p>}
      submit={{ label: text.submit, busyLabel: text.busy }}
      cancelLabel={text.cancel}
      className="billing-dialog__body"
    >
      <PatientPicker
        search={patientSearch}
        text={text.picker}
        value={form.state.values.patientId}
        onChange={(patientId) => form.change('patientId', patientId)}
        error={form.state.errors.patientId}
        disabled={form.submitting}
        markRequired
        preselected={patient}
        details={(patient) => [[patient.email, patient.phone ? formatPhone(patient.phone) : null].filter(Boolean).join(' · ')]}
        failureDetail={problemMessage}
      />
    </DialogForm>
  );
}
