// The fields « Services » and « Produits » share in their dialogs: the name, the description and
// the price in fr-CA dollars (each with its own hint), and the tax, on the catalogue's limits.
import { catalogueLimits, taxCodeLabels } from 'shared-domain/clinic-catalogue';
import { taxCodes } from 'shared-domain/tax-code';
import { Field } from 'shared-ui/Field';
import type { SchemaForm } from 'shared-ui/useSchemaForm';

type CatalogueField = 'name' | 'description' | 'price' | 'taxCode';

/** A service's or a product's form (useSchemaForm): both have these fields, named the same. */
interface CatalogueForm {
  state: { errors: Partial<Record<CatalogueField, string>> };
  submitting: boolean;
  fieldProps(field: CatalogueField): ReturnType<SchemaForm<string, unknown>['fieldProps']>;
}

/** The fields' labels (serviceLabels, productLabels). */
type CatalogueLabels = Record<CatalogueField, string>;

export function CatalogueItemFields({ form, labels, priceHint }: { form: CatalogueForm; labels: CatalogueLabels; priceHint: string }) {
  const { errors } = form.state;
  return (
    <>
      <Field label={labels.name} required errors={[errors.name]}>
        {(control) => <input {...control} {...form.fieldProps('name')} maxLength={catalogueLimits.nameMax} readOnly={form.submitting} />}
      </Field>
      <Field label={labels.description} errors={[errors.description]}>
        {(control) => (
          <textarea
            {...control}
            {...form.fieldProps('description')}
            rows={3}
            maxLength={catalogueLimits.descriptionMax}
            readOnly={form.submitting}
          />
        )}
      </Field>
      <Field label={labels.price} required hint={priceHint} errors={[errors.price]}>
        {(control) => (
          <input
            {...control}
            {...form.fieldProps('price')}
            inputMode="decimal"
            className="catalogue-dialog__short"
            readOnly={form.submitting}
          />
        )}
      </Field>
    </>
  );
}

export function TaxCodeField({ form, label }: { form: CatalogueForm; label: string }) {
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
