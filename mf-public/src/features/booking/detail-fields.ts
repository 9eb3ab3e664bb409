// Step 4's fields, in the order the form shows them, and where the API's refusals of the card land.
// Apart from the form's schema (useDetailsForm.ts), so the page prepares what it sends before the
// form and the validation library are loaded, when the visitor reaches that step.
import type { FormValues } from 'shared-ui/form-outcome';

/** The card paying the deposit of a service that asks one (checked by the API and its gateway). */
export const cardFields = ['cardNumber', 'cardExpiry', 'cardCvv', 'cardholderName', 'cardPostalCode'] as const;
export type CardField = (typeof cardFields)[number];

/** In the order the form shows them: the first invalid one gets the focus. */
export const detailFields = ['name', 'email', 'phone', 'notes', ...cardFields] as const;
export type DetailField = (typeof detailFields)[number];
export type DetailValues = FormValues<DetailField>;

/** The fields the specification requires ('Veuillez remplir tous les champs obligatoires'). */
export const requiredDetailFields = ['name', 'email', 'phone'] as const satisfies readonly DetailField[];

/** The API's field for each card field (`deposit.number`…); `deposit` alone is the card missing. */
export const depositFieldOf: Record<string, CardField> = {
  deposit: 'cardNumber',
  'deposit.number': 'cardNumber',
  'deposit.expiry': 'cardExpiry',
  'deposit.cvv': 'cardCvv',
  'deposit.cardholderName': 'cardholderName',
  'deposit.postalCode': 'cardPostalCode',
};
