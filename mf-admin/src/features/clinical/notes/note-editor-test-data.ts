// Test data for the note editor and the quick SOAP note: a note as the API answers it, the clinic's
// templates and the picker's patients. Imported by tests only.
import { type NoteView, noteStructureSchema } from 'shared-domain/clinical/clinical-note';
import type { SoapTemplateView } from 'shared-domain/clinical/soap-template';

export function noteView(overrides: Partial<NoteView> = {}): NoteView {
  return {
    id: 'note-1',
    patientId: 'pat-1',
    visitDate: '2026-11-20',
    appointmentId: null,
    episodeId: null,
    templateId: null,
    status: 'draft',
    subjective: 'Douleur lombaire',
    objective: null,
    assessment: null,
    plan: null,
    structured: noteStructureSchema.parse({}),
    author: { id: 'staff-1', name: 'Émilie Tremblay' },
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    signedAt: null,
    signedBy: null,
    addenda: [],
    enteredInError: false,
    ...overrides,
  };
}

export const lowBackTemplate: SoapTemplateView = {
  id: 'tpl-lombaire',
  name: 'Lombalgie aiguë',
  category: 'musculoskeletal',
  subjective: 'Douleur lombaire depuis',
  objective: 'Restriction L4-L5',
  assessment: 'Lombalgie mécanique',
  plan: 'Ajustement, glace',
  followUpDays: 7,
  isActive: true,
  displayOrder: 1,
};

export const babyTemplate: SoapTemplateView = {
  ...lowBackTemplate,
  id: 'tpl-bebe',
  name: 'Bilan nourrisson',
  category: 'pediatric',
  subjective: 'Allaitement difficile',
  objective: '',
  assessment: '',
  plan: 'Revoir dans 2 semaines',
  followUpDays: 14,
  displayOrder: 2,
};

export const pickerPatients = Array.from({ length: 10 }, (_, index) => ({
  id: `pat-${index + 1}`,
  firstName: ['Zoé', 'Louis', 'Anne', 'Marc', 'Julie', 'Paul', 'Léa', 'Hugo', 'Emma', 'Noah'][index] ?? 'X',
  lastName: 'Lavoie',
  email: null,
  phone: '5145550100',
  lastVisit: index === 0 ? '2026-11-19' : null,
}));
