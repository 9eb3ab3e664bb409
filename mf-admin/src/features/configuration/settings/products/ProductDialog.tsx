// « Nouveau produit » / « Modifier le produit »: name, description, price in fr-CA dollars and tax,
// on the shared schema. An edit sends the whole form again; the server changes and audits only
// what differs, and says so if the name is taken.
import { type ProductField, type ProductFields, productFields, productLabels, productSchema } from 'shared-domain/clinic/clinic-catalogue';
import { moneyInputValue } from 'shared-domain/platform/money-input';
import { savedChangesText, settingChanges } from 'shared-domain/clinic/setting-changes';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { TaxCodeField } from 'shared-ui/TaxCodeField';
import { CatalogueItemFields } from '../services/CatalogueItemFields';
import { settingsText } from '../settings-text';
import { type Product, saveProduct, useRefreshProducts } from './api/products';
import { productsText as text } from './products-text';

export interface ProductDialogProps {
  open: boolean;
  /** The product to edit; none for a new one. */
  product: Product | undefined;
  onClose(): void;
  /** Saved: what to tell the staff member. */
  onSaved(message: string): void;
}

// Desk items are taxable unless said otherwise (DESIGN §7: only care is exempt).
const blankProduct: Record<ProductField, string> = { name: '', description: '', price: '', taxCode: 'gst_qst' };

/** « Oreiller cervical : 1 modification enregistrée : Prix ($) ». */
function editMessage(product: Product, data: ProductFields): string {
  const before: ProductFields = {
    name: product.name,
    description: product.description,
    price: product.priceCents,
    taxCode: product.taxCode,
  };
  const changed = Object.keys(settingChanges(before, data)) as ProductField[];
  return `${data.name} : ${savedChangesText(changed.map((field) => productLabels[field]))}`;
}

export function ProductDialog({ open, product, onClose, onSaved }: ProductDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      keepOpenWhileSending
      title={product ? text.editProduct : text.newProduct}
      className="ui-dialog--sheet settings-dialog"
    >
      {/* Each opening starts from the product (or a blank one). */}
      <ProductForm key={product?.id ?? 'nouveau'} product={product} onSaved={onSaved} />
    </FormDialog>
  );
}

function ProductForm({ product, onSaved }: Pick<ProductDialogProps, 'product' | 'onSaved'>) {
  const refresh = useRefreshProducts();
  const form = useSchemaForm<ProductField, ProductFields, string>({
    schema: productSchema,
    fields: productFields,
    editableAfterFailure: true,
    initialValues: product
      ? { name: product.name, description: product.description, price: moneyInputValue(product.priceCents), taxCode: product.taxCode }
      : blankProduct,
    send: async (data) => {
      const outcome = answerOutcome(await saveProduct(product?.id, data), productFields, settingsText.unreachable);
      if (outcome.type !== 'received') return outcome;
      await refresh();
      return { type: 'received', result: product ? editMessage(product, data) : `${text.created} : ${data.name}` };
    },
    onSuccess: onSaved,
  });

  return (
    <DialogForm
      form={form}
      submit={{ label: product ? settingsText.save : text.create, busyLabel: settingsText.busy, busyStatus: text.busyStatus }}
      className="settings-dialog__body"
      actionsClassName="settings-dialog__actions"
    >
      <CatalogueItemFields form={form} labels={productLabels} priceHint={text.priceHint} />
      <TaxCodeField form={form} label={productLabels.taxCode} />
    </DialogForm>
  );
}
