import { describe, expect, it } from 'vitest';
import { firstMessagePerField } from '../platform/field-errors';
import { soapCategories } from './soap-category';
import {
  followUpLabel,
  soapCategoryLabels,
  soapTemplateMessages,
  soapTemplateMoveSchema,
  soapTemplateSchema,
  soapTemplateUpdateSchema,
} from './soap-template';

const valid = {
  name: '  Entorse cervicale ',
  category: 'musculoskeletal',
  subjective: 'Douleur\r\ncervicale',
  objective: '',
  assessment: '',
  plan: '',
  followUpDays: '3',
};

const messagesOf = (result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) =>
  result.error ? firstMessagePerField(result.error.issues) : {};

describe('the SOAP template schemas', () => {
  it('labels every category in French', () => {
    expect(soapCategories.map((category) => soapCategoryLabels[category])).toEqual([
      'Pédiatrie',
      'Neurologie',
      'Prénatal',
      'Musculosquelettique',
    ]);
  });

  it('trims the name, keeps line breaks and reads the follow-up days from text or a number', () => {
    expect(soapTemplateSchema.parse(valid)).toEqual({
      ...valid,
      name: 'Entorse cervicale',
      subjective: 'Douleur\ncervicale',
      followUpDays: 3,
    });
    expect(soapTemplateSchema.parse({ ...valid, followUpDays: 0 }).followUpDays).toBe(0);
  });

  it('refuses each bad field with its French message', () => {
    const result = soapTemplateSchema.safeParse({
      name: 'x'.repeat(101),
      category: 'autre',
      subjective: 'a'.repeat(10_001),
      objective: 'ok\u0007',
      assessment: '',
      plan: '',
      followUpDays: '366',
    });
    expect(messagesOf(result)).toEqual({
      name: 'Nom ne peut pas dépasser 100 caractères',
      category: "Catégorie doit être l'une des valeurs suivantes: Pédiatrie, Neurologie, Prénatal, Musculosquelettique",
      subjective: 'Subjectif ne peut pas dépasser 10000 caractères',
      objective: 'Objectif contient des caractères invisibles ou de contrôle qui ne sont pas permis',
      followUpDays: soapTemplateMessages.followUpInvalid,
    });
    for (const followUpDays of ['', '2.5', -1, 1.5, 'trois'])
      expect(messagesOf(soapTemplateSchema.safeParse({ ...valid, followUpDays })), String(followUpDays)).toEqual({
        followUpDays: soapTemplateMessages.followUpInvalid,
      });
    expect(messagesOf(soapTemplateSchema.safeParse({ ...valid, name: ' ' }))).toEqual({ name: 'Veuillez remplir le champ « Nom »' });
  });

  it('asks for at least one non-empty section', () => {
    const empty = { ...valid, subjective: ' ', objective: '', assessment: '', plan: '' };
    expect(messagesOf(soapTemplateSchema.safeParse(empty))).toEqual({ subjective: soapTemplateMessages.fillOneSection });
    expect(soapTemplateSchema.safeParse({ ...empty, plan: 'Revoir' }).success).toBe(true);
    // Along with the other fields' messages, so the form says everything at once.
    expect(messagesOf(soapTemplateSchema.safeParse({ ...empty, name: '', followUpDays: '' }))).toEqual({
      name: 'Veuillez remplir le champ « Nom »',
      subjective: soapTemplateMessages.fillOneSection,
      followUpDays: soapTemplateMessages.followUpInvalid,
    });
  });

  it('accepts a partial update, but not one that sends four empty sections', () => {
    expect(soapTemplateUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(soapTemplateUpdateSchema.parse({ plan: '' })).toEqual({ plan: '' });
    expect(messagesOf(soapTemplateUpdateSchema.safeParse({ subjective: '', objective: '', assessment: '', plan: '' }))).toEqual({
      subjective: soapTemplateMessages.fillOneSection,
    });
  });

  it('moves only up or down', () => {
    expect(soapTemplateMoveSchema.safeParse({ direction: 'up' }).success).toBe(true);
    expect(soapTemplateMoveSchema.safeParse({ direction: 'left' }).success).toBe(false);
  });

  it('says when the follow-up is due', () => {
    expect(followUpLabel(4)).toBe('Suivi dans 4 jours');
    expect(followUpLabel(1)).toBe('Suivi dans 1 jour');
    expect(followUpLabel(0)).toBe('Suivi le jour même');
  });
});
