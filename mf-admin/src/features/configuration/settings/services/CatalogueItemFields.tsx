// The fields « Services » and « Produits » share in their dialogs: the name, the description and
// the price in fr-CA dollars (each with its own hint), on the catalogue's limits; the tax is the
// kit's `TaxCodeField`.
import { moneyReading } from 'shared-domain/platform/money-input';
import { catalogueLimits } from 'shared-domain/clinic/clinic-catalogue';
import { Field } from 'shared-ui/Field';
import type { SchemaForm } from 'shared-ui/useSchemaForm';

type CatalogueField = 'name' | 'description' | 'price' | 'taxCode';

/** A service's or a product's form (useSchemaForm): both have these fields, named the same. */
interface CatalogueForm {
  state: { errors: Partial<Record<CatalogueField, string>>; values: Record<CatalogueField, string> };
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
      <Field label={labels.price} required hint={priceHint} reading={moneyReading(form.state.values.price)} errors={[errors.price]}>
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
