// A request's panel: who asked, what, when it was received and is due (the server's countdown),
// its details, a link to the patient's file; then the answer form (« Répondre » or « Refuser », a
// refusal with its reason) while it is open, and once answered « Envoyer la lettre » (e-mailed
// once) and « Lettre (PDF) » to print.
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatDateTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { privacyRequestChannelLabels, privacyRequestKindLabels, privacyRequestStatusLabels } from 'shared-domain/privacy/privacy';
import { privacyRequestAnswerSchema, privacyRequestLabels as labels } from 'shared-domain/privacy/privacy-requests';
import { Button } from 'shared-ui/Button';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { Dialog } from 'shared-ui/Dialog';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { Notice } from 'shared-ui/Notice';
import { problemText } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { type FormOutcome, refusalOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { adminKeys } from '../../../query-keys';
import { answerPrivacyRequest, letterPdfUrl, type PrivacyRequest, sendPrivacyRequestLetter } from './api/privacy-requests';
import { DeadlineText } from './DeadlineText';
import { requestsText } from './requests-text';
import { useActionRunner } from 'shared-ui/useActionRunner';

const text = requestsText.panel;

export interface PrivacyRequestPanelProps {
  request: PrivacyRequest | null;
  onClose(): void;
  onDone(message: string): void;
}

export function PrivacyRequestPanel({ request, onClose, onDone }: PrivacyRequestPanelProps) {
  return (
    <Dialog open={request !== null} onClose={onClose} title={request ? text.title(request.reference) : ''} className="ui-dialog--sheet">
      {request ? (
        <PanelBody key={`${request.id}-${request.status}-${request.letterSentAt ?? ''}`} request={request} onDone={onDone} />
      ) : null}
    </Dialog>
  );
}

function PanelBody({ request, onDone }: { request: PrivacyRequest; onDone(message: string): void }) {
  return (
    <div className="privacy-request-panel">
      <dl className="privacy-request-panel__facts">
        <dt>{requestsText.columns.kind}</dt>
        <dd>{privacyRequestKindLabels[request.kind]}</dd>
        <dt>{requestsText.columns.requester}</dt>
        <dd>
          {request.requesterName}
          {request.patientId ? (
            <>
              {' · '}
              <Link to={paths.adminPatient.build(request.patientId)}>{text.patientFile}</Link>
            </>
          ) : (
            ` · ${requestsText.noRecord}`
          )}
        </dd>
        <dt>{text.email}</dt>
        <dd>{request.requesterEmail ?? text.noEmail}</dd>
        <dt>{text.channel}</dt>
        <dd>{privacyRequestChannelLabels[request.channel]}</dd>
        <dt>{text.received}</dt>
        <dd>{formatDate(request.receivedOn)}</dd>
        <dt>{text.due}</dt>
        <dd>
          {formatDate(request.dueOn)} — <DeadlineText request={request} />
        </dd>
      </dl>
      <h3>{text.details}</h3>
      <p className="privacy-request-panel__text">{request.details ?? text.none}</p>
      {request.status === 'open' ? <AnswerForm request={request} onDone={onDone} /> : <AnswerAndLetter request={request} onDone={onDone} />}
    </div>
  );
}

const answerFields = ['status', 'answer'] as const;

function AnswerForm({ request, onDone }: { request: PrivacyRequest; onDone(message: string): void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: privacyRequestAnswerSchema,
    fields: answerFields,
    editableAfterFailure: true,
    initialValues: { status: 'answered' },
    send: async (data): Promise<FormOutcome<(typeof answerFields)[number], true>> => {
      const result = await answerPrivacyRequest(request.id, data);
      if (result.kind === 'ok') return { type: 'received', result: true };
      if (result.kind === 'unreachable') return { type: 'failed', message: problemText.unreachable };
      return refusalOutcome(result.error, answerFields);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.privacyRequests.all() });
      onDone(requestsText.answered);
    },
  });
  const { values, errors } = form.state;
  const f = requestsText.answerForm;
  return (
    <form {...form.formProps} className="privacy-requests-form">
      <FormFailure title={f.failed} message={form.failure} />
      <ChoiceGroup
        type="radio"
        name="status"
        legend={f.legend}
        required
        choices={[
          { value: 'answered', label: f.answered },
          { value: 'refused', label: f.refused },
        ]}
        selected={[values.status]}
        onToggle={(value, checked) => {
          if (checked) form.change('status', value);
        }}
        error={errors.status}
        readOnly={form.submitting}
      />
      <Field
        label={values.status === 'refused' ? labels.reason : labels.answer}
        required
        hint={values.status === 'refused' ? f.reasonHint : f.answerHint}
        errors={[errors.answer]}
      >
        {(control) => <textarea {...control} {...form.fieldProps('answer')} rows={5} readOnly={form.submitting} />}
      </Field>
      <SubmitButton busy={form.submitting} busyLabel={f.busy} busyStatus={f.busyStatus}>
        {f.submit}
      </SubmitButton>
    </form>
  );
}

function AnswerAndLetter({ request, onDone }: { request: PrivacyRequest; onDone(message: string): void }) {
  const queryClient = useQueryClient();
  // The requests are read again after the letter went, or after a refusal (sent meanwhile).
  const runner = useActionRunner({ refresh: () => queryClient.invalidateQueries({ queryKey: adminKeys.privacyRequests.all() }) });
  const sending = runner.running !== null;
  const problem = runner.problem?.message;
  const send = () =>
    runner.run(
      'letter',
      () => sendPrivacyRequestLetter(request.id),
      '',
      () => onDone(requestsText.letterSent),
    );
  return (
    <>
      <h3>{`${text.answer} — ${privacyRequestStatusLabels[request.status]}`}</h3>
      <p className="privacy-request-panel__muted">
        {text.answeredOn(request.answeredOn ? formatDate(request.answeredOn) : '—', request.answeredBy)}
      </p>
      <p className="privacy-request-panel__text">{request.answer ?? '—'}</p>
      <p className="privacy-request-panel__muted">
        {request.letterSentAt ? text.letterSentAt(formatDateTime(new Date(request.letterSentAt))) : text.letterNotSent}
      </p>
      {problem ? (
        <Notice tone="error" title={text.sendLetter}>
          <p>{problem}</p>
        </Notice>
      ) : null}
      <div className="privacy-request-panel__actions">
        {request.letterSentAt ? null : (
          <Button onClick={() => void send()} disabled={sending} aria-busy={sending || undefined}>
            {sending ? text.sending : text.sendLetter}
          </Button>
        )}
        <a className="ui-button ui-button--secondary" href={letterPdfUrl(request.id)} download>
          {text.pdf}
        </a>
      </div>
    </>
  );
}
