// « Note de crédit » on an issued invoice: the whole invoice, or chosen lines each for an amount up
// to what is left to credit on it (typed in dollars the fr-CA way), and the reason (required). The
// request's schema from shared-domain checks it before sending; the server's refusals land beside
// the same fields (`lines.<n>.amountCents` is the n-th line sent).
import { useEffect, useRef, useState } from 'react';
import { creditNoteSchema } from 'shared-domain/billing/credit-note';
import { deskLabels, deskLimits, deskMessages } from 'shared-domain/billing/desk-messages';
import { firstMessagePerField } from 'shared-domain/platform/field-errors';
import { formatMoney } from 'shared-domain/platform/format';
import { moneyInputValue, parseMoneyInput, moneyReading } from 'shared-domain/platform/money-input';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { ErrorList, Field } from 'shared-ui/Field';
import { DialogForm, dialogFormControl, FormDialog } from 'shared-ui/FormDialog';
import type { Invoice, InvoiceLine } from './api/invoice';
import { creditInvoice } from './api/invoice-changes';
import { creditNoteText as text, invoiceText } from './invoices-text';

export interface CreditNoteDialogProps {
  open: boolean;
  invoice: Invoice;
  onClose(): void;
  onSaved(message: string): Promise<void> | void;
}

export function CreditNoteDialog({ open, invoice, onClose, onSaved }: CreditNoteDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      keepOpenWhileSending
      title={text.title}
      className="ui-dialog--sheet billing-dialog"
      initialFocus="input"
    >
      {/* Made at each opening: the whole invoice, no line chosen, no reason. */}
      <CreditNoteForm invoice={invoice} onSaved={onSaved} />
    </FormDialog>
  );
}

type Errors = Record<string, string>;

/** Each chosen line's check against what is left on it, beside the schema's. */
function lineErrors(lines: readonly InvoiceLine[], chosen: Record<string, string>, sentIds: readonly string[]): Errors {
  const errors: Errors = {};
  sentIds.forEach((lineId) => {
    const line = lines.find((candidate) => candidate.id === lineId);
    const cents = parseMoneyInput(chosen[lineId] ?? '');
    if (line && cents !== undefined && cents > line.creditableCents)
      errors[lineId] = deskMessages.creditAboveLine(formatMoney(line.creditableCents));
  });
  return errors;
}

function CreditNoteForm({ invoice, onSaved }: Pick<CreditNoteDialogProps, 'invoice' | 'onSaved'>) {
  const creditable = invoice.lines.filter((line) => line.creditableCents > 0);
  const [whole, setWhole] = useState(true);
  // The chosen lines and the amount typed for each (what is left on the line, to start with).
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [invalidCount, setInvalidCount] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (invalidCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidCount]);

  const sentIds = whole ? [] : creditable.map((line) => line.id).filter((id) => chosen[id] !== undefined);
  const request = {
    whole,
    lines: sentIds.map((invoiceLineId) => ({ invoiceLineId, amountCents: chosen[invoiceLineId] ?? '' })),
    reason,
  };

  /** Messages keyed by line id (and 'lines', 'reason'), from the schema's or the server's paths. */
  const byLine = (messages: Record<string, string | undefined>): Errors => {
    const found: Errors = {};
    for (const [path, message] of Object.entries(messages)) {
      if (!message) continue;
      const match = /^lines\.(\d+)\./.exec(path);
      const lineId = match ? sentIds[Number(match[1])] : undefined;
      found[lineId ?? path] ??= message;
    }
    return found;
  };

  const submit = async () => {
    setFailure(undefined);
    const parsed = creditNoteSchema.safeParse(request);
    const found: Errors = {
      ...(parsed.success ? {} : byLine(firstMessagePerField(parsed.error.issues))),
      ...lineErrors(invoice.lines, chosen, sentIds),
      ...(!whole && sentIds.length === 0 ? { lines: deskMessages.creditNoteEmpty } : {}),
    };
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      setInvalidCount((count) => count + 1);
      return;
    }
    setSending(true);
    const result = await creditInvoice(invoice.id, parsed.data);
    setSending(false);
    if (result.kind === 'unreachable') return setFailure(invoiceText.unreachable);
    if (result.kind === 'error') {
      const fieldErrors = result.error.status === 422 ? byLine(result.error.fields ?? {}) : {};
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        setInvalidCount((count) => count + 1);
      } else setFailure(result.error.message);
      return;
    }
    await onSaved(invoiceText.creditedDone);
  };

  const toggle = (line: InvoiceLine, checked: boolean) => {
    setChosen((current) => {
      const { [line.id]: _dropped, ...others } = current;
      return checked ? { ...current, [line.id]: moneyInputValue(line.creditableCents) } : others;
    });
  };

  return (
    <DialogForm
      form={dialogFormControl({ submitting: sending, failure, submit: () => void submit(), ref: formRef })}
      submit={{ label: text.submit, busyLabel: text.busy }}
      cancelLabel={text.cancel}
      className="billing-dialog__body"
      intro={<p>{text.intro}</p>}
    >
      <ChoiceGroup
        type="radio"
        name="whole"
        legend={text.scope}
        required
        choices={[
          { value: 'whole', label: `${text.whole} (${formatMoney(invoice.lines.reduce((sum, line) => sum + line.creditableCents, 0))})` },
          { value: 'lines', label: text.someLines },
        ]}
        selected={[whole ? 'whole' : 'lines']}
        onToggle={(value) => setWhole(value === 'whole')}
        readOnly={sending}
      />
      {whole ? null : (
        <fieldset className="billing-fieldset">
          <legend className="ui-field__label">{text.linesLegend}</legend>
          {invoice.lines.map((line) =>
            line.creditableCents > 0 ? (
              <div key={line.id} className="billing-credit-line">
                <CheckboxField
                  name={`line-${line.id}`}
                  label={`${line.description} — ${text.creditable(formatMoney(line.creditableCents))}`}
                  checked={chosen[line.id] !== undefined}
                  onChange={(checked) => toggle(line, checked)}
                  readOnly={sending}
                />
                {chosen[line.id] !== undefined ? (
                  <Field
                    label={text.lineAmount(line.description)}
                    required
                    reading={moneyReading(chosen[line.id])}
                    errors={[errors[line.id]]}
                  >
                    {(control) => (
                      <input
                        {...control}
                        name={`amount-${line.id}`}
                        inputMode="decimal"
                        className="billing-input--short"
                        value={chosen[line.id]}
                        readOnly={sending}
                        onChange={(event) => setChosen((current) => ({ ...current, [line.id]: event.target.value }))}
                      />
                    )}
                  </Field>
                ) : null}
              </div>
            ) : (
              <p key={line.id} className="billing-muted">{`${line.description} — ${text.nothingLeft}`}</p>
            ),
          )}
          <ErrorList id={errors.lines ? 'credit-lines-error' : undefined} errors={[errors.lines]} />
        </fieldset>
      )}
      <Field label={deskLabels.creditNoteReason} required errors={[errors.reason]}>
        {(control) => (
          <textarea
            {...control}
            name="reason"
            rows={3}
            maxLength={deskLimits.reasonMax}
            value={reason}
            readOnly={sending}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
    </DialogForm>
  );
}
