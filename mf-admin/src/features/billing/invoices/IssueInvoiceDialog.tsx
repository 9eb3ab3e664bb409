// « Émettre » confirmed: issuing gives the invoice its number for good (the clinic's sequence, no
// gap, never given back) and freezes it, so the desk is told before it happens. The choice that
// keeps the draft takes the focus; the dialog shows only the issuing's own failure.
import { DialogForm, dialogFormControl, FormDialog } from 'shared-ui/FormDialog';
import type { ActionRunner } from 'shared-ui/useActionRunner';
import { issueInvoice } from './api/invoice-changes';
import { invoiceText as text } from './invoices-text';

interface IssueInvoiceDialogProps {
  open: boolean;
  invoiceId: string;
  runner: ActionRunner;
  onClose(): void;
}

export function IssueInvoiceDialog({ open, invoiceId, runner, onClose }: IssueInvoiceDialogProps) {
  const { running, problem, run } = runner;
  return (
    <FormDialog open={open} onClose={onClose} title={text.issueTitle} className="billing-dialog" initialFocus=".billing-dialog__keep">
      <DialogForm
        form={dialogFormControl({
          submitting: running !== null,
          failure: problem?.action === 'issue' ? problem.message : undefined,
          submit: () => void run('issue', () => issueInvoice(invoiceId), text.issued, onClose),
        })}
        // Another action on its way: the button waits, under its own name.
        submit={{ label: text.issueConfirm, busyLabel: running === 'issue' ? text.busy : text.issueConfirm }}
        cancelLabel={text.keepDraft}
        cancelClassName="billing-dialog__keep"
        intro={<p>{text.issueFinal}</p>}
      />
    </FormDialog>
  );
}
