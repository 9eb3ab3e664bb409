// A draft's lines: « Ajouter un produit » (an active product of the catalogue, a quantity),
// « Ajouter une ligne libre » (description, amount typed in dollars the fr-CA way, taxes) and
// « Modifier le montant » of a line. Each form is the request's own schema from shared-domain, so
// a refusal of the server lands beside the same field; the dialog closes once the invoice is read again.
import { deskLabels, deskLimits } from 'shared-domain/billing/desk-messages';
import { draftLineAmountSchema, invoiceLineSchema } from 'shared-domain/billing/invoice-draft';
import { formatMoney } from 'shared-domain/platform/format';
import { moneyInputValue, moneyReading } from 'shared-domain/platform/money-input';
import type { ApiResult } from 'shared-ui/api-result';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { LoadingState } from 'shared-ui/LoadingState';
import { problemMessage } from 'shared-ui/problem-message';
import { TaxCodeField } from 'shared-ui/TaxCodeField';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { useProducts } from '../../configuration/settings/products/api/products';
import type { InvoiceLine } from './api/invoice';
import { addInvoiceLine, changeLineAmount } from './api/invoice-changes';
import { invoiceText, lineDialogText as text } from './invoices-text';

const [productLineSchema, freeLineSchema] = invoiceLineSchema.options;

interface LineDialogProps {
  open: boolean;
  invoiceId: string;
  onClose(): void;
  /** Saved: reads the invoice again, then says so. */
  onSaved(message: string): Promise<void> | void;
}

/** What the form shows of an answer: the data's arrival, a refusal beside its field, or why it failed. */
async function lineOutcome<F extends string>(result: ApiResult<unknown>, fields: readonly F[], onSaved: () => Promise<void> | void) {
  const outcome = answerOutcome(result, fields, invoiceText.unreachable);
  if (outcome.type === 'received') await onSaved();
  return outcome;
}

const productFields = ['productId', 'quantity'] as const;

export function ProductLineDialog({ open, invoiceId, onClose, onSaved }: LineDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} keepOpenWhileSending title={text.productTitle} className="ui-dialog--sheet billing-dialog">
      <ProductLineForm invoiceId={invoiceId} onSaved={onSaved} />
    </FormDialog>
  );
}

function ProductLineForm({ invoiceId, onSaved }: Pick<LineDialogProps, 'invoiceId' | 'onSaved'>) {
  const products = useProducts();
  const active = (products.data ?? []).filter((product) => product.isActive);
  const form = useSchemaForm({
    schema: productLineSchema,
    fields: productFields,
    editableAfterFailure: true,
    initialValues: { quantity: '1' },
    send: async (line) => lineOutcome(await addInvoiceLine(invoiceId, line), productFields, () => onSaved(invoiceText.lineAdded)),
  });
  const { errors } = form.state;
  if (products.isPending) return <LoadingState />;
  if (products.isError) return <p role="alert">{`${text.productsFailed} : ${problemMessage(products.error)}`}</p>;
  if (active.length === 0) return <p>{text.noProducts}</p>;
  return (
    <DialogForm form={form} submit={{ label: text.add, busyLabel: text.busy }} cancelLabel={text.cancel} className="billing-dialog__body">
      <Field label={deskLabels.product} required errors={[errors.productId]}>
        {(control) => (
          <select {...control} {...form.fieldProps('productId')} disabled={form.submitting}>
            <option value="">{text.chooseProduct}</option>
            {active.map((product) => (
              <option key={product.id} value={product.id}>
                {`${product.name} — ${formatMoney(product.priceCents)}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={deskLabels.quantity} required errors={[errors.quantity]}>
        {(control) => (
          <input
            {...control}
            {...form.fieldProps('quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={deskLimits.quantityMax}
            className="billing-input--short"
            readOnly={form.submitting}
          />
        )}
      </Field>
    </DialogForm>
  );
}

const freeFields = ['description', 'amountCents', 'taxCode'] as const;

export function FreeLineDialog({ open, invoiceId, onClose, onSaved }: LineDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} keepOpenWhileSending title={text.freeTitle} className="ui-dialog--sheet billing-dialog">
      <FreeLineForm invoiceId={invoiceId} onSaved={onSaved} />
    </FormDialog>
  );
}

function FreeLineForm({ invoiceId, onSaved }: Pick<LineDialogProps, 'invoiceId' | 'onSaved'>) {
  const form = useSchemaForm({
    schema: freeLineSchema,
    fields: freeFields,
    editableAfterFailure: true,
    // A desk item is taxable unless said otherwise (only care is exempt).
    initialValues: { taxCode: 'gst_qst' },
    send: async (line) => lineOutcome(await addInvoiceLine(invoiceId, line), freeFields, () => onSaved(invoiceText.lineAdded)),
  });
  const { errors } = form.state;
  return (
    <DialogForm form={form} submit={{ label: text.add, busyLabel: text.busy }} cancelLabel={text.cancel} className="billing-dialog__body">
      <Field label={deskLabels.description} required errors={[errors.description]}>
        {(control) => (
          <input {...control} {...form.fieldProps('description')} maxLength={deskLimits.descriptionMax} readOnly={form.submitting} />
        )}
      </Field>
      <Field
        label={deskLabels.amount}
        required
        hint={text.amountHint}
        reading={moneyReading(form.state.values.amountCents)}
        errors={[errors.amountCents]}
      >
        {(control) => (
          <input
            {...control}
            {...form.fieldProps('amountCents')}
            inputMode="decimal"
            className="billing-input--short"
            readOnly={form.submitting}
          />
        )}
      </Field>
      <TaxCodeField form={form} label={deskLabels.taxCode} />
    </DialogForm>
  );
}

const amountFields = ['amountCents'] as const;

export function LineAmountDialog({ invoiceId, line, onClose, onSaved }: Omit<LineDialogProps, 'open'> & { line: InvoiceLine | undefined }) {
  return (
    <FormDialog
      open={line !== undefined}
      onClose={onClose}
      keepOpenWhileSending
      title={text.adjustTitle}
      className="ui-dialog--sheet billing-dialog"
    >
      {line ? <LineAmountForm key={line.id} invoiceId={invoiceId} line={line} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function LineAmountForm({ invoiceId, line, onSaved }: Pick<LineDialogProps, 'invoiceId' | 'onSaved'> & { line: InvoiceLine }) {
  const form = useSchemaForm({
    schema: draftLineAmountSchema,
    fields: amountFields,
    editableAfterFailure: true,
    initialValues: { amountCents: moneyInputValue(line.amountCents) },
    send: async (amount) =>
      lineOutcome(await changeLineAmount(invoiceId, line.id, amount), amountFields, () => onSaved(invoiceText.lineChanged)),
  });
  return (
    <DialogForm form={form} submit={{ label: text.save, busyLabel: text.busy }} cancelLabel={text.cancel} className="billing-dialog__body">
      <Field
        label={deskLabels.amount}
        required
        hint={text.adjustHint(line.description)}
        reading={moneyReading(form.state.values.amountCents)}
        errors={[form.state.errors.amountCents]}
      >
        {(control) => (
          <input
            {...control}
            {...form.fieldProps('amountCents')}
            inputMode="decimal"
            className="billing-input--short"
            readOnly={form.submitting}
          />
        )}
      </Field>
    </DialogForm>
  );
}
