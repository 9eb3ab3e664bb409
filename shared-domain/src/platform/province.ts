// The provinces a card's billing address may be in (specification §5, "Card"): the spec's ten, in
// its order, Quebec first because the clinic is there and it is the form's default. The
// territories are not in the spec's list.

export const provinceCodes = ['QC', 'ON', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'PE', 'NL'] as const;
export type ProvinceCode = (typeof provinceCodes)[number];

export const defaultProvince: ProvinceCode = 'QC';

/** The French names the select and an invoice show. */
export const provinceNames = {
  QC: 'Québec',
  ON: 'Ontario',
  BC: 'Colombie-Britannique',
  AB: 'Alberta',
  MB: 'Manitoba',
  SK: 'Saskatchewan',
  NS: 'Nouvelle-Écosse',
  NB: 'Nouveau-Brunswick',
  PE: 'Île-du-Prince-Édouard',
  NL: 'Terre-Neuve-et-Labrador',
} as const satisfies Record<ProvinceCode, string>;

export function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && Object.hasOwn(provinceNames, value);
}
