// Sales taxes of a service: chiropractic care is GST/QST exempt in Quebec; taxable items include
// both taxes in their price.

export const taxCodes = ['exempt', 'gst_qst'] as const;
export type TaxCode = (typeof taxCodes)[number];
