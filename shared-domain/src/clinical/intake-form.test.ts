import { describe, expect, it } from 'vitest';
import {
  buildIntakeForm,
  describeIntakeAnswers,
  firstIntakeForm,
  intakeProblems,
  intakeSignatureSchema,
  keptIntakeAnswers,
  shownItems,
} from './intake-form';

const form = buildIntakeForm(firstIntakeForm);
const adult = { patientKind: 'adult', complaint: 'Douleur au dos', emergencyName: 'Marc Roy', emergencyPhone: '514 555-0101' };

describe('the intake form', () => {
  it('asks the pregnancy only of a pregnant woman and the birth only for a baby', () => {
    const ids = (answers: Record<string, string>) => shownItems(form, answers).map((item) => item.id);
    expect(ids(adult)).not.toContain('pregnancyWeeks');
    expect(ids(adult)).not.toContain('deliveryType');
    expect(ids({ ...adult, patientKind: 'pregnant' })).toContain('dueDate');
    expect(ids({ ...adult, patientKind: 'baby' })).toContain('feeding');
  });

  it('leaves out an optional section the clinic turned off', () => {
    const noBirth = buildIntakeForm({ introduction: 'Bonjour', optionalSections: ['pregnancy'] });
    expect(noBirth.sections.map((section) => section.id)).not.toContain('birth');
    expect(noBirth.sections.map((section) => section.id)).toContain('pregnancy');
  });

  it('lets a draft be incomplete but requires the shown sections when signing', () => {
    expect(intakeProblems(form, { complaint: 'Dos' }, false)).toEqual([]);
    const signing = intakeProblems(form, { ...adult, patientKind: 'baby' }, true).map((problem) => problem.item);
    expect(signing).toEqual(['birthTermWeeks', 'deliveryType']);
    expect(intakeProblems(form, adult, true)).toEqual([]);
  });

  it('refuses unknown items, bad choices, dates and numbers in French', () => {
    const problems = intakeProblems(form, { nope: 'x', pain: '11', dueDate: '2026-02-30', pregnancyWeeks: 'beaucoup' }, false);
    expect(problems.map((problem) => problem.item).sort()).toEqual(['dueDate', 'nope', 'pain', 'pregnancyWeeks']);
    expect(problems.find((problem) => problem.item === 'pain')?.message).toBe('Choix invalide pour « Douleur actuelle (0 à 10) »');
  });

  it('keeps only what a signed form shows, and reads choices by their labels', () => {
    const kept = keptIntakeAnswers(form, { ...adult, pregnancyWeeks: '20', allergies: '  ' }, true);
    expect(kept).toEqual(adult);
    const described = describeIntakeAnswers(form, { ...adult, pain: '4' });
    expect(described[0]).toEqual({ title: 'À propos du patient', rows: [{ question: 'Ce questionnaire concerne', answer: 'Un adulte' }] });
  });

  it('signs with a name, the relationship and the express consent', () => {
    const refused = intakeSignatureSchema.safeParse({ answers: {}, signerName: ' ', signerRelationship: '', healthConsent: false });
    expect(refused.success).toBe(false);
    const signed = intakeSignatureSchema.safeParse({
      answers: {},
      signerName: 'Julie Gagnon',
      signerRelationship: 'Mère',
      healthConsent: true,
    });
    expect(signed.success).toBe(true);
  });
});
