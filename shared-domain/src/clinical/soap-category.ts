// The kinds of care a SOAP note template is written for.

export const soapCategories = ['pediatric', 'neurological', 'prenatal', 'musculoskeletal'] as const;
export type SoapCategory = (typeof soapCategories)[number];
