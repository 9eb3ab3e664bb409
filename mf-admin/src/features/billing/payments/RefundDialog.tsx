// « Rembourser »: money given back to a patient, from one payment (up to what is left of
// it) or from the account credit (« Rembourser le crédit », the patient chosen first). The amount
// starts at what may be refunded; a payment taken by card goes back to that card (a card on file
// through the gateway, a terminal card in its own tender), any other is recorded in the tender staff
// choose; the reason is required. Only the administration may refund a card payment otherwise (cash,
// say), and then says why (« Pourquoi pas sur la carte »); the others are told so. The request
// carries a key made when the dialog opens, so a second click never refunds twice. What the
// server refuses (more than is left, a declined card, a closed day) is said in the dialog.
import { useEffect, useRef, useState } from 'react';
import { deskLabels, deskMessages } from 'shared-domain/billing/desk-messages';
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { cardTenders, type Refund, refundLeavesCard, refundSchema } from 'shared-domain/billing/refund';
import type { ValidationIssue } from 'shared-domain/platform/field-errors';
import { formatDate, formatMoney, formatPhone } from 'shared-domain/platform/format';
import { moneyInputValue, parseMoneyInput, moneyReading } from 'shared-domain/platform/money-input';
import { type Tender, tenderLabels, tenders } from 'shared-domain/billing/tender';
import { validationMessages } from 'shared-domain/platform/validation-messages';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { answerOutcome, type FormSchema, useSchemaForm } from 'shared-ui/useSchemaForm';
import { useSignedInRole } from '../../back-office/session/api/me';
import { PatientPicker, type PatientPickerText, patientName, patientSearch } from '../../patients/public';
import { type PatientAccount, usePatientAccount } from '../checkout/api/patient-account';
import { useRefreshDesk } from './api/refresh-desk';
import { sendRefund } from './api/refunds';
import { refundText as text } from './refund-text';

/** What is refunded: one payment of a patient, or a patient's account credit (the patient chosen in the dialog). */
export type RefundTarget =
  | {
      kind: 'payment';
      patientId: string;
      patientName: string;
      paymentId: string;
      tender: Tender;
      tenderLabel: string;
      amountCents: number;
    }
  | { kind: 'credit'; patientId?: string; patientName?: string };

export interface RefundDialogProps {
  open: boolean;
  target: RefundTarget | undefined;
  onClose(): void;
  /** Refunded: what to tell the staff member. */
  onRefunded(message: string): void;
}

export function RefundDialog({ open, target, onClose, onRefunded }: RefundDialogProps) {
  return (
    <FormDialog
      open={open && target !== undefined}
      onClose={onClose}
      keepOpenWhileSending
      title={target?.kind === 'credit' ? text.creditTitle : text.paymentTitle}
      className="ui-dialog--sheet payments-dialog"
    >
      {target ? <RefundContent target={target} onRefunded={onRefunded} /> : null}
    </FormDialog>
  );
}

function RefundContent({ target, onRefunded }: { target: RefundTarget; onRefunded(message: string): void }) {
  const [patient, setPatient] = useState<{ id: string; name: string } | null>(
    target.patientId ? { id: target.patientId, name: target.patientName ?? '' } : null,
  );
  return (
    <div className="payments-dialog__body">
      {target.kind === 'credit' && !target.patientId ? (
        <PatientPicker
          search={patientSearch}
          text={pickerText}
          name="refundPatient"
          markRequired
          value={patient?.id ?? ''}
          onChange={(id) => {
            if (!id) setPatient(null);
          }}
          onChoose={(chosen) => setPatient(chosen ? { id: chosen.id, name: patientName(chosen) } : null)}
          details={(chosen) => [chosen.phone ? formatPhone(chosen.phone) : null].filter(Boolean)}
          failureDetail={problemMessage}
        />
      ) : null}
      {patient ? <RefundAccount key={patient.id} target={target} patient={patient} onRefunded={onRefunded} /> : null}
    </div>
  );
}

/** The patient's account, read for what may be refunded; then the form. */
function RefundAccount({
  target,
  patient,
  onRefunded,
}: {
  target: RefundTarget;
  patient: { id: string; name: string };
  onRefunded(message: string): void;
}) {
  const account = usePatientAccount(patient.id);
  // The form keeps its first reading, so it waits for one made now: an account cached before a
  // credit note or a payment would offer what the patient had then.
  if (account.isPending || !account.isFetchedAfterMount) return <LoadingState label={text.loadingAccount} />;
  if (!account.data)
    return (
      <Notice tone="error" title={text.accountFailed}>
        <p>{problemMessage(account.error)}</p>
      </Notice>
    );
  return <RefundFromAccount target={target} account={account.data} patient={patient} onRefunded={onRefunded} />;
}

/**
 * What may be refunded, as the account read it when the dialog opened. Kept: the refund itself
 * reads the account again (nothing left once all of it went back), and the form must still be
 * there to say it was made.
 */
function RefundFromAccount({
  target,
  account,
  patient,
  onRefunded,
}: {
  target: RefundTarget;
  account: PatientAccount;
  patient: { id: string; name: string };
  onRefunded(message: string): void;
}) {
  const [source] = useState(() => refundSource(target, account));
  if (source.refundableCents <= 0) return <p role="status">{source.kind === 'credit' ? text.noCredit(patient.name) : text.nothingLeft}</p>;
  return <RefundForm patientId={patient.id} patientName={patient.name} source={source} onRefunded={onRefunded} />;
}

/** Where the money comes from, and how much of it may go back. */
type RefundSource =
  | { kind: 'payment'; paymentId: string; tender: Tender; tenderLabel: string; receivedAt: string | null; refundableCents: number }
  | { kind: 'credit'; refundableCents: number };

function refundSource(target: RefundTarget, account: PatientAccount): RefundSource {
  if (target.kind === 'credit') return { kind: 'credit', refundableCents: account.creditCents };
  const payment = account.refundablePayments.find((candidate) => candidate.id === target.paymentId);
  return {
    kind: 'payment',
    paymentId: target.paymentId,
    tender: target.tender,
    tenderLabel: target.tenderLabel,
    receivedAt: payment?.receivedAt ?? null,
    refundableCents: payment?.refundableCents ?? 0,
  };
}

const refundFields = ['amountCents', 'tender', 'offCardNote', 'reason'] as const;
type RefundField = (typeof refundFields)[number];

/** Any tender but card on file, which only a payment by card goes back to. */
const recordedTenders = tenders.filter((tender) => tender !== 'card_on_file');

/**
 * The form's schema: the shared request schema, with what the form knows besides the typed fields
 * (patient, payment, key), a tender to choose, and no more than may be refunded.
 */
function refundFormSchema(
  request: Pick<Refund, 'patientId' | 'paymentId' | 'idempotencyKey'>,
  refundableCents: number,
  source: RefundSource,
): FormSchema<Refund> {
  const { kind } = source;
  return {
    safeParse(values) {
      const typed = values as Record<RefundField, string>;
      const parsed = refundSchema.safeParse({ ...request, ...typed });
      const issues: ValidationIssue[] = [];
      if (!typed.tender) issues.push({ path: ['tender'], message: validationMessages.required(deskLabels.tender) });
      const leavesCard = source.kind === 'payment' && refundLeavesCard(source.tender, typed.tender as Tender);
      if (leavesCard && !typed.offCardNote.trim()) issues.push({ path: ['offCardNote'], message: deskMessages.offCardNoteRequired });
      const cents = parseMoneyInput(typed.amountCents);
      if (cents !== undefined && cents > refundableCents) {
        const left = formatMoney(refundableCents);
        issues.push({
          path: ['amountCents'],
          message: kind === 'credit' ? deskMessages.refundAboveCredit(left) : deskMessages.refundAbovePaid(left),
        });
      }
      if (!parsed.success) issues.push(...parsed.error.issues);
      return parsed.success && issues.length === 0 ? parsed : { success: false, error: { issues } };
    },
  };
}

function RefundForm({
  patientId,
  patientName: name,
  source,
  onRefunded,
}: {
  patientId: string;
  patientName: string;
  source: RefundSource;
  onRefunded(message: string): void;
}) {
  const refresh = useRefreshDesk();
  // Made once per opening: the same refund sent again is answered from the first.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [schema] = useState(() =>
    refundFormSchema(
      { patientId, idempotencyKey, ...(source.kind === 'payment' ? { paymentId: source.paymentId } : {}) },
      source.refundableCents,
      source,
    ),
  );
  const role = useSignedInRole();
  const byCard = source.kind === 'payment' && (cardTenders as readonly Tender[]).includes(source.tender);
  // A card payment goes back to its card; the administration alone may choose another tender.
  const choices: readonly Tender[] = byCard
    ? role !== undefined && mayAccess(role, 'management')
      ? [source.tender, ...recordedTenders.filter((tender) => tender !== source.tender)]
      : []
    : recordedTenders;
  // The form shows once the account is read, after the dialog opened: its first field takes the focus then.
  const amountRef = useRef<HTMLInputElement>(null);
  useEffect(() => amountRef.current?.focus(), []);
  const form = useSchemaForm<RefundField, Refund, string>({
    schema,
    fields: refundFields,
    editableAfterFailure: true,
    initialValues: {
      amountCents: moneyInputValue(source.refundableCents),
      tender: source.kind === 'payment' ? source.tender : '',
      offCardNote: '',
    },
    send: async (data) => {
      const outcome = answerOutcome(await sendRefund(data), refundFields, text.unreachable);
      if (outcome.type !== 'received') return outcome;
      await refresh();
      return { type: 'received', result: text.refunded(formatMoney(data.amountCents), name) };
    },
    onSuccess: onRefunded,
  });
  const { errors } = form.state;
  const leavesCard = source.kind === 'payment' && refundLeavesCard(source.tender, form.state.values.tender as Tender);
  return (
    <DialogForm
      form={form}
      submit={{ label: text.submit, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={text.cancel}
      failureTitle={text.failed}
      className="payments-dialog__body"
      actionsClassName="payments-dialog__actions"
      intro={
        <dl className="payments-facts">
          <dt>{text.patient}</dt>
          <dd>{name}</dd>
          {source.kind === 'payment' ? (
            <>
              <dt>{text.payment}</dt>
              <dd>
                {source.tenderLabel}
                {source.receivedAt ? `, ${formatDate(new Date(source.receivedAt))}` : ''}
              </dd>
            </>
          ) : null}
          <dt>{source.kind === 'credit' ? text.credit : text.refundable}</dt>
          <dd>{formatMoney(source.refundableCents)}</dd>
        </dl>
      }
    >
      <Field
        label={deskLabels.amount}
        required
        hint={text.amountHint(formatMoney(source.refundableCents))}
        reading={moneyReading(form.state.values.amountCents)}
        errors={[errors.amountCents]}
      >
        {(control) => (
          <input
            {...control}
            {...form.fieldProps('amountCents')}
            ref={amountRef}
            inputMode="decimal"
            autoComplete="off"
            className="payments-dialog__short"
            readOnly={form.submitting}
          />
        )}
      </Field>
      {choices.length === 0 && source.kind === 'payment' ? (
        <p>{source.tender === 'card_on_file' ? text.backToCard : text.backToTerminal(source.tenderLabel)}</p>
      ) : (
        <Field label={deskLabels.tender} required hint={byCard ? text.offCardHint : undefined} errors={[errors.tender]}>
          {(control) => (
            <select {...control} {...form.fieldProps('tender')} disabled={form.submitting}>
              {byCard ? null : <option value="">{text.chooseTender}</option>}
              {choices.map((tender) => (
                <option key={tender} value={tender}>
                  {byCard && source.kind === 'payment' && tender === source.tender
                    ? text.toTheCard(tenderLabels[tender])
                    : tenderLabels[tender]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {leavesCard ? (
        <Field label={deskLabels.offCardNote} required hint={text.offCardNoteHint} errors={[errors.offCardNote]}>
          {(control) => <textarea {...control} {...form.fieldProps('offCardNote')} rows={2} maxLength={500} readOnly={form.submitting} />}
        </Field>
      ) : null}
      <Field label={deskLabels.refundReason} required errors={[errors.reason]}>
        {(control) => <textarea {...control} {...form.fieldProps('reason')} rows={3} maxLength={500} readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}

const pickerText: PatientPickerText = {
  search: text.patientSearch,
  hint: text.patientHint,
  list: 'Patients trouvés',
  loading: 'Recherche…',
  none: 'Aucun patient ne correspond.',
  failed: 'La recherche n’a pas abouti.',
  retry: 'Réessayer',
  change: 'Changer de patient',
};
