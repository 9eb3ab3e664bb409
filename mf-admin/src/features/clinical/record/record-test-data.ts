// The record's identity the clinical record tests read (Camille Gagnon, born Lefebvre). Tests only.
export const camilleIdentity = {
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
