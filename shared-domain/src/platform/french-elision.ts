// « de » and « à » before a name, the French way: « la demande d'Isabelle »,
// « d'Hélène », « de Marc ». Before a vowel (accented or not) or a mute h, « de » becomes « d' ».
// A clinic's name that starts with a common noun takes that noun's article: « le portail patient
// de la Clinique chiropratique… », « au Centre… », « de l'Institut… »; one that starts with « Le »
// or « Les » contracts it (« du », « des », « au », « aux »); any other is a name like a person's.

const elides = /^[aeiouyhàâäéèêëîïôöùûüœæ]/i;

/** « d'Isabelle », « de Marc ». */
export function ofName(name: string): string {
  return elides.test(name.trim()) ? `d'${name.trim()}` : `de ${name.trim()}`;
}

type Preposition = 'de' | 'à';

/** The nouns a clinic's name may start with, and their gender. */
const leadingNouns: Readonly<Record<string, 'feminine' | 'masculine'>> = {
  clinique: 'feminine',
  polyclinique: 'feminine',
  centre: 'masculine',
  cabinet: 'masculine',
  institut: 'masculine',
};

const masculine: Readonly<Record<Preposition, string>> = { de: 'du', à: 'au' };
const contracted: Readonly<Record<string, Readonly<Record<Preposition, string>>>> = {
  le: masculine,
  les: { de: 'des', à: 'aux' },
};

function beforeClinic(preposition: Preposition, clinicName: string): string {
  const name = clinicName.trim();
  const first = name.split(/\s/, 1)[0] ?? '';
  const word = first.toLocaleLowerCase('fr-CA');
  const rest = name.slice(first.length).trimStart();
  const contraction = contracted[word];
  if (contraction && rest) return `${contraction[preposition]} ${rest}`;
  const gender = leadingNouns[word];
  if (gender === undefined) return preposition === 'de' ? ofName(name) : `à ${name}`;
  if (elides.test(name)) return `${preposition} l'${name}`;
  if (gender === 'feminine') return `${preposition} la ${name}`;
  return `${masculine[preposition]} ${name}`;
}

/** « de la Clinique chiropratique Émilie Tremblay », « du Centre Santé », « de l'Institut… », « d'Axe Santé ». */
export const ofClinic = (clinicName: string): string => beforeClinic('de', clinicName);

/** « à la Clinique chiropratique Émilie Tremblay », « au Centre Santé », « à l'Institut… », « à Axe Santé ». */
export const atClinic = (clinicName: string): string => beforeClinic('à', clinicName);

/**
 * The clinic's name as the subject of a sentence, capitalised: « La Clinique chiropratique… a reçu »,
 * « Le Centre Santé », « L'Institut… »; a name with its own article or like a person's stays as it is.
 */
export function clinicAsSubject(clinicName: string): string {
  const name = clinicName.trim();
  const first = name.split(/\s/, 1)[0] ?? '';
  const gender = leadingNouns[first.toLocaleLowerCase('fr-CA')];
  if (gender === undefined) return name;
  if (elides.test(name)) return `L'${name}`;
  return `${gender === 'feminine' ? 'La' : 'Le'} ${name}`;
}
