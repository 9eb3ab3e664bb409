import { describe, expect, it } from 'vitest';
import { savedChangesText, settingChanges } from './setting-changes';

describe('settingChanges', () => {
  it('keeps only the fields whose value changed, with both values', () => {
    expect(settingChanges({ phone: '514', email: 'a@b.ca', open: true }, { phone: '438', email: 'a@b.ca', open: false })).toEqual({
      phone: { before: '514', after: '438' },
      open: { before: true, after: false },
    });
  });

  it('compares lists and objects by content', () => {
    const before = { breaks: [{ start: '12:00', end: '13:00' }], stats: null as null | string[] };
    expect(settingChanges(before, { breaks: [{ start: '12:00', end: '13:00' }], stats: null })).toEqual({});
    expect(settingChanges(before, { breaks: [], stats: ['847+'] })).toEqual({
      breaks: { before: before.breaks, after: [] },
      stats: { before: null, after: ['847+'] },
    });
  });
});

describe('savedChangesText', () => {
  it('says nothing changed, one change, or several', () => {
    expect(savedChangesText([])).toBe('Aucune modification');
    expect(savedChangesText(['Téléphone'])).toBe('1 modification enregistrée : Téléphone');
    expect(savedChangesText(['Téléphone', 'Courriel'])).toBe('2 modifications enregistrées : Téléphone, Courriel');
  });
});
