// The password strength check of staff and patients: zxcvbn with the
// common and French dictionaries, on this machine (no network call). zxcvbn's feedback is English
// keys: the French sentences below are what people read.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as french from '@zxcvbn-ts/language-fr';

// 3 = "safely unguessable" (about 10^8 guesses or more), zxcvbn's usual bar for accounts that matter.
const minimumScore = 3;

const warnings: Record<string, string> = {
  straightRow: 'Une rangée de touches du clavier se devine facilement.',
  keyPattern: 'Un motif de touches du clavier se devine facilement.',
  simpleRepeat: 'Les caractères répétés (comme « aaa ») se devinent facilement.',
  extendedRepeat: 'Les suites de caractères répétées (comme « abcabc ») se devinent facilement.',
  sequences: 'Les suites (comme « abc » ou « 6543 ») se devinent facilement.',
  recentYears: 'Les années récentes se devinent facilement.',
  dates: 'Les dates se devinent facilement.',
  topTen: 'Ce mot de passe est parmi les plus utilisés.',
  topHundred: 'Ce mot de passe est parmi les plus utilisés.',
  common: 'Ce mot de passe est trop courant.',
  similarToCommon: 'Ce mot de passe ressemble à un mot de passe courant.',
  wordByItself: 'Un mot seul se devine facilement.',
  namesByThemselves: 'Les noms et prénoms seuls se devinent facilement.',
  commonNames: 'Les noms et prénoms courants se devinent facilement.',
  userInputs: 'Le mot de passe ne doit pas reprendre votre nom, votre courriel ou le nom de la clinique.',
  pwned: 'Ce mot de passe figure dans des fuites de données connues.',
};
const fallback = 'Ce mot de passe est trop facile à deviner. Ajoutez quelques mots peu courants.';

let checker: ZxcvbnFactory | undefined;

/** Whose password it is: the words she must not build it from. */
export type PasswordOwner = { names: string[]; email: string; clinicName?: string };

/** The owner's names, address and clinic name, whole and word by word, as zxcvbn's user inputs. */
export function personalWords(owner: PasswordOwner): string[] {
  const local = owner.email.split('@')[0] ?? '';
  // The address counts whole and by the words of its local part; its domain is not split (« com »,
  // « example » say nothing about her and would be taken out of any password that holds them).
  const phrases = [...owner.names, local, ...(owner.clinicName ? [owner.clinicName] : [])];
  const words = [owner.email, ...phrases.flatMap((phrase) => [phrase, ...phrase.split(/[\s.\-_'’]+/)])];
  return [...new Set(words.filter((word) => word.length > 0))];
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** `password` without any of the owner's words of 3 letters or more (case and accents ignored). */
function withoutPersonalWords(password: string, words: string[]): string {
  const longestFirst = words
    .map(folded)
    .filter((word) => word.length >= 3)
    .sort((a, b) => b.length - a.length);
  let rest = folded(password);
  for (const word of longestFirst) rest = rest.split(word).join('');
  return rest;
}

/**
 * Why `password` is too weak, in French, or undefined when it is strong enough. Her own names and
 * address add nothing: « CamilleTremblay1 » is judged as « 1 », so a password must be strong
 * without them.
 */
export function passwordWeakness(password: string, userInputs: string[]): string | undefined {
  // Built on first use: loading the dictionaries takes about 0.3 s.
  checker ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...french.dictionary }, graphs: common.adjacencyGraphs });
  const result = checker.check(password, userInputs);
  if (result.score < minimumScore) {
    const warning = result.feedback.warning;
    return `${(warning && warnings[warning]) ?? fallback}`;
  }
  const rest = withoutPersonalWords(password, userInputs);
  if (rest.length < folded(password).length && checker.check(rest, userInputs).score < minimumScore) return warnings.userInputs;
  return undefined;
}
