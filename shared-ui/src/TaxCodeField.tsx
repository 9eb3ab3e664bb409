// The tax of what the clinic sells or bills (« Soins exonérés », « Taxable (TPS + TVQ) »), one
// select for every form that asks it: a service, a product, an invoice's free line.
import { taxCodeLabels } from 'shared-domain/clinic/clinic-catalogue';
import { taxCodes } from 'shared-domain/billing/tax-code';
import { Field } from './Field';
import type { SchemaForm } from './useSchemaForm';

/** A form (useSchemaForm) with a `taxCode` field. */
export interface TaxCodeForm {
  state: { errors: { taxCode?: string } };
  submitting: boolean;
  fieldProps(field: 'taxCode'): ReturnType<SchemaForm<string, unknown>['fieldProps']>;
}

export function TaxCodeField({ form, label }: { form: TaxCodeForm; label: string }) {
  return (
    <Field label={label} required errors={[form.state.errors.taxCode]}>
      {(control) => (
        <select {...control} {...form.fieldProps('taxCode')} disabled={form.submitting}>
          {taxCodes.map((code) => (
            <option key={code} value={code}>
              {taxCodeLabels[code]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
