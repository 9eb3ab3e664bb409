// What a reply to a reminder says, whatever its accents, case, spaces and closing punctuation:
// « Oui », « oui ! », « OUI merci » confirm; « Non », « annuler », « Annulé » cancel; « STOP »,
// « Arrêt », « Désabonner » stop the texts. Anything else is for the desk to read.
export type ReplyMeaning = 'confirm' | 'cancel' | 'stop' | 'other';

const words: Record<Exclude<ReplyMeaning, 'other'>, readonly string[]> = {
  confirm: ['OUI', 'O', 'OUI MERCI', 'OK OUI', 'YES', 'Y', 'CONFIRME', 'CONFIRMER', 'JE CONFIRME', 'OUAIS'],
  cancel: ['NON', 'N', 'NON MERCI', 'ANNULER', 'ANNULE', 'ANNULATION', 'NO', 'CANCEL', 'J ANNULE'],
  // Twilio's own opt-out words, and their French.
  stop: ['STOP', 'ARRET', 'ARRETER', 'STOPALL', 'UNSUBSCRIBE', 'END', 'QUIT', 'CANCEL ALL', 'DESABONNER', 'DESINSCRIRE'],
};

/** Upper case without accents, punctuation or repeated spaces: « Oui, merci ! » → « OUI MERCI ». */
export function normalizedReply(body: string): string {
  return body
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

export function replyMeaning(body: string): ReplyMeaning {
  const reply = normalizedReply(body);
  for (const meaning of ['stop', 'confirm', 'cancel'] as const) if (words[meaning].includes(reply)) return meaning;
  return 'other';
}
