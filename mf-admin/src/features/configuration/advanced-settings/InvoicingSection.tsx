// « Facturation »: the prefix and next number of the invoices, and the accounting basis
// of the financial reports. The next number only moves forward (the server refuses going back);
// a preview shows the number the next invoice will carry.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AccountingBasis, accountingBases, accountingBasisLabels } from 'shared-domain/billing/accounting-basis';
import { invoiceNumber, invoiceNumberingLabels as labels, invoiceNumberingSchema } from 'shared-domain/billing/invoice-numbering';
import { savedChangesText } from 'shared-domain/clinic/setting-changes';
import { Field } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage, problemText } from 'shared-ui/problem-message';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { SettingsForm } from '../settings/sections/SettingsForm';
import { type InvoiceNumberingView, invoicingQueryOptions, saveInvoicing, useInvoicing } from './api/invoicing';

const fields = ['invoicePrefix', 'invoiceNextNumber', 'accountingBasis'] as const;

export const invoicingText = {
  title: 'Facturation',
  intro:
    'Les factures sont numérotées à la suite, sans trou ni réutilisation : le prochain numéro peut être avancé (pour suivre un ancien système), jamais reculé.',
  preview: (number: string) => `Prochaine facture : ${number}`,
  basisHint: 'Utilisée par les rapports financiers (Analyses).',
  loading: 'Chargement des paramètres de facturation…',
  failed: 'Les paramètres de facturation n’ont pas pu être chargés',
} as const;

export function InvoicingSection() {
  const numbering = useInvoicing();
  // Each save remakes the form from what the server kept; the status line says what changed.
  const [saves, setSaves] = useState({ count: 0, message: '' });
  return (
    <section className="settings-section" aria-labelledby="parametres-facturation">
      <h2 id="parametres-facturation">{invoicingText.title}</h2>
      <p>{invoicingText.intro}</p>
      {numbering.isPending ? (
        <LoadingState label={invoicingText.loading} />
      ) : numbering.isError ? (
        <Notice tone="error" title={invoicingText.failed}>
          {problemMessage(numbering.error)}
        </Notice>
      ) : (
        <InvoicingForm
          key={saves.count}
          numbering={numbering.data}
          onSaved={(message) => setSaves((previous) => ({ count: previous.count + 1, message }))}
        />
      )}
      <p className="settings-status" role="status">
        {saves.message}
      </p>
    </section>
  );
}

function InvoicingForm({ numbering, onSaved }: { numbering: InvoiceNumberingView; onSaved: (message: string) => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: invoiceNumberingSchema,
    fields,
    editableAfterFailure: true,
    initialValues: {
      invoicePrefix: numbering.invoicePrefix,
      invoiceNextNumber: String(numbering.invoiceNextNumber),
      accountingBasis: numbering.accountingBasis,
    },
    send: async (input) => answerOutcome(await saveInvoicing(input), fields, problemText.unreachable),
    onSuccess: (saved) => {
      queryClient.setQueryData(invoicingQueryOptions().queryKey, saved.numbering);
      onSaved(savedChangesText(saved.changed.map((field) => labels[field as keyof typeof labels] ?? field)));
    },
  });
  const { state, fieldProps, submitting } = form;
  const nextNumber = Number(state.values.invoiceNextNumber);
  const preview =
    Number.isInteger(nextNumber) && nextNumber > 0 ? invoiceNumber(state.values.invoicePrefix.trim().toUpperCase(), nextNumber) : '';
  return (
    <SettingsForm form={form}>
      <Field label={labels.invoicePrefix} errors={[state.errors.invoicePrefix]}>
        {(control) => (
          <input {...control} {...fieldProps('invoicePrefix')} autoCapitalize="characters" spellCheck={false} readOnly={submitting} />
        )}
      </Field>
      <Field label={labels.invoiceNextNumber} required errors={[state.errors.invoiceNextNumber]}>
        {(control) => <input {...control} {...fieldProps('invoiceNextNumber')} inputMode="numeric" readOnly={submitting} />}
      </Field>
      {preview && <p className="settings-muted">{invoicingText.preview(preview)}</p>}
      <Field label={labels.accountingBasis} required hint={invoicingText.basisHint} errors={[state.errors.accountingBasis]}>
        {(control) => (
          <select {...control} {...fieldProps('accountingBasis')} disabled={submitting}>
            {accountingBases.map((basis: AccountingBasis) => (
              <option key={basis} value={basis}>
                {accountingBasisLabels[basis]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </SettingsForm>
  );
}
