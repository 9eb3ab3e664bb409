// How the financial reports count revenue (« Facturation »): when it is received (cash)
// or when it is invoiced (accrual, « comptabilité d'exercice »).

export const accountingBases = ['cash', 'accrual'] as const;
export type AccountingBasis = (typeof accountingBases)[number];

export const accountingBasisLabels: Record<AccountingBasis, string> = {
  cash: 'Comptabilité de caisse (revenus à leur encaissement)',
  accrual: "Comptabilité d'exercice (revenus à leur facturation)",
};
