// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { productFields, productLabels, productSchema, taxCodeLabels } from 'shared-domain/clinic/clinic-catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaxCodeField } from './TaxCodeField';
import { useSchemaForm } from './useSchemaForm';

afterEach(cleanup);

/** A product's form, its other fields given: the tax alone is chosen here. */
function TaxForm({ send, initial }: { send(data: unknown): Promise<{ type: 'received'; result: string }>; initial: string }) {
  const form = useSchemaForm({
    schema: productSchema,
    fields: productFields,
    send,
    initialValues: { name: 'Oreiller cervical', price: '69,95', taxCode: initial },
  });
  return (
    <form {...form.formProps}>
      <TaxCodeField form={form} label={productLabels.taxCode} />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

describe('TaxCodeField', () => {
  it('offers each tax by its French label, required, and sends the one chosen', async () => {
    const send = vi.fn(async () => ({ type: 'received' as const, result: 'ok' }));
    render(<TaxForm send={send} initial="gst_qst" />);
    const select = screen.getByRole('combobox', { name: new RegExp(productLabels.taxCode) }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([taxCodeLabels.exempt, taxCodeLabels.gst_qst]);
    expect(select.value).toBe('gst_qst');
    expect(select.getAttribute('aria-required')).toBe('true');
    fireEvent.change(select, { target: { value: 'exempt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: 'Oreiller cervical', taxCode: 'exempt' })));
  });

  it('shows the form’s refusal on the field, and sends nothing', async () => {
    const send = vi.fn(async () => ({ type: 'received' as const, result: 'ok' }));
    render(<TaxForm send={send} initial="zero_rated" />);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(
      `${productLabels.taxCode} doit être l'une des valeurs suivantes: ${taxCodeLabels.exempt}, ${taxCodeLabels.gst_qst}`,
    );
    expect(screen.getByRole('combobox', { name: new RegExp(productLabels.taxCode) }).getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });
});
