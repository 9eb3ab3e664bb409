// « de » before a name, the French way (issue 25, item 19): « la demande d'Isabelle », « d'Hélène »,
// « de Marc ». Before a vowel (accented or not) or a mute h, « de » becomes « d' ».

const elides = /^[aeiouyhàâäéèêëîïôöùûüœæ]/i;

/** « d'Isabelle », « de Marc ». */
export function ofName(name: string): string {
  return elides.test(name.trim()) ? `d'${name.trim()}` : `de ${name.trim()}`;
}
