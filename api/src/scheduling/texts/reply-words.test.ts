import { describe, expect, it } from 'vitest';
import { replyMeaning } from './reply-words';

describe('replyMeaning', () => {
  it('reads OUI, NON, ANNULER and STOP whatever the accents, case, spaces and punctuation', () => {
    for (const body of ['OUI', 'oui', ' Oui ! ', 'oui.', 'Oui, merci', 'o', 'Je confirme'])
      expect(replyMeaning(body), body).toBe('confirm');
    for (const body of ['NON', 'non', 'Non merci', 'annuler', 'ANNULÉ', 'Annulation']) expect(replyMeaning(body), body).toBe('cancel');
    for (const body of ['STOP', 'stop', 'Arrêt', 'ARRÊTER', 'désabonner']) expect(replyMeaning(body), body).toBe('stop');
  });

  it('leaves anything else for the desk', () => {
    for (const body of ['Oui mais je serai en retard', 'Peut-on déplacer à 10 h ?', '', 'ouiii non'])
      expect(replyMeaning(body), body).toBe('other');
  });
});
