// A patient's clinical record as `GET /api/admin/patients/:id/record` answers: Camille Gagnon's
// identity (born Lefebvre) and an empty record opened on `today`. Tests only.
import type { AdminAnswer } from './admin-stub-api';

export type ClinicalRecord = AdminAnswer<`GET /api/admin/patients/${string}/record`>;

export const camilleIdentity: ClinicalRecord['identity'] = {
  id: 'pat-1',
  firstName: 'Camille',
  lastName: 'Gagnon',
  nameAtBirth: 'Camille Lefebvre',
  sex: 'female',
  dateOfBirth: '1992-06-14',
  address: '1220, avenue du Mont-Royal Est, Montréal (Québec) H2J 1Y2',
  phone: '514 555-0117',
  email: 'camille.gagnon@courriel.example',
  recordOpenedOn: '2026-09-08',
  consultationReason: 'Douleur lombaire depuis le deuxième trimestre.',
};

/** Camille's record with nothing in it yet, on `today`, with `changes`. */
export const emptyRecord = (changes: Partial<ClinicalRecord> = {}): ClinicalRecord => ({
  today: '2026-11-18',
  identity: camilleIdentity,
  episodes: [],
  attachments: [],
  accessRequests: [],
  ...changes,
});
