import { describe, expect, it } from 'vitest';
import { firstMessagePerField } from './field-errors';

describe('firstMessagePerField', () => {
  it('keeps the first message of each field, nested paths joined by dots, the whole input as "_"', () => {
    expect(
      firstMessagePerField([
        { path: ['email'], message: 'Courriel est requis' },
        { path: ['email'], message: 'Courriel invalide' },
        { path: ['address', 'city'], message: 'Ville est requise' },
        { path: [], message: 'Formulaire invalide' },
      ]),
    ).toEqual({ email: 'Courriel est requis', 'address.city': 'Ville est requise', _: 'Formulaire invalide' });
  });

  it('gives nothing for no issue', () => {
    expect(firstMessagePerField([])).toEqual({});
  });
});
