// « Refuser »: a message is required (1 to 1000 characters: the API's own schema); the requester gets
// it by e-mail with the clinic's phone number. The form stays as typed after a failure, its reason
// above it; a request already handled elsewhere (404) goes back to the page, which says why.
import { declineRequestSchema } from 'shared-domain/scheduling/day-input';
import type { ApiError } from 'shared-domain/platform/errors';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, type FormOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { declineRequest } from './api/decline-request';
import type { AppointmentRequestItem } from './api/requests';
import { requestsText as text } from './requests-text';
import './requests.css';

const declineFields = ['message'] as const;
type DeclineField = (typeof declineFields)[number];

export interface DeclineDialogProps {
  open: boolean;
  /** The request to decline (kept by the page after closing, so the dialog closes properly). */
  request: AppointmentRequestItem;
  onClose(): void;
  onDeclined(): void;
  /** The request is no longer waiting (handled elsewhere, or gone). */
  onGone(error: ApiError): void;
}

export function DeclineDialog({ open, request, onClose, onDeclined, onGone }: DeclineDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.declineTitle} className="requests-dialog">
      {/* Made at each opening: each opening starts from an empty message. */}
      <DeclineForm request={request} onDeclined={onDeclined} onGone={onGone} />
    </FormDialog>
  );
}

function DeclineForm({ request, onDeclined, onGone }: Omit<DeclineDialogProps, 'open' | 'onClose'>) {
  const send = async ({ message }: { message: string }): Promise<FormOutcome<DeclineField, true>> => {
    const result = await declineRequest(request.id, message);
    if (result.kind === 'error' && result.error.status === 404) onGone(result.error);
    const outcome = answerOutcome(result, declineFields, text.unreachable);
    return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
  };
  const form = useSchemaForm({
    schema: declineRequestSchema,
    fields: declineFields,
    editableAfterFailure: true,
    send,
    onSuccess: onDeclined,
  });

  return (
    <DialogForm
      form={form}
      submit={{ label: text.declineSubmit, busyLabel: text.declining, busyStatus: text.decliningStatus }}
      cancelLabel={text.close}
      failureTitle={text.declineFailed}
      className="requests-dialog__body"
      actionsClassName="requests-dialog__actions"
      intro={
        <p className="requests-dialog__context">
          <strong>{text.from(request.name)}</strong>
        </p>
      }
    >
      <Field label={text.message} required hint={text.messageHint(request.email)} errors={[form.state.errors.message]}>
        {(control) => <textarea {...control} {...form.fieldProps('message')} rows={5} readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}
