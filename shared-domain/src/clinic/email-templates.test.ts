import { describe, expect, it } from 'vitest';
import {
  demoValues,
  emailPreheader,
  emailTemplateKeys,
  emailTemplateSchemaFor,
  emailTemplates,
  emailTextLines,
  layOutEmail,
  parseBody,
  parseSubject,
  templateProblems,
} from './email-templates';

function laidOut(key: Parameters<typeof layOutEmail>[0], body: string, values: Record<string, unknown>, subject = 'Objet') {
  const parsedSubject = parseSubject(key, subject);
  const parsedBody = parseBody(key, body);
  if (!parsedSubject.ok || !parsedBody.ok) throw new Error('unparsed');
  return layOutEmail(key, { subject: parsedSubject.value, body: parsedBody.value }, { ...demoValues(key), ...values } as never);
}

describe('the catalogue', () => {
  it('holds originals that parse with their own fields, and demo values for each field', () => {
    for (const key of emailTemplateKeys) {
      expect(templateProblems(key, emailTemplates[key])).toEqual({});
      const email = laidOut(key, emailTemplates[key].body, {}, emailTemplates[key].subject);
      expect(email.subject).not.toContain('{');
      expect(emailTextLines(email).join('\n')).not.toMatch(/[{}]/);
    }
  });
});

describe('parsing', () => {
  it('refuses an unknown field, naming the fields offered', () => {
    expect(templateProblems('rappel', { subject: 'Rappel {xyz}', body: 'Bonjour {nom},' })).toEqual({
      subject: expect.stringMatching(
        /^Le champ \{xyz\} n'existe pas pour ce courriel\. Champs offerts : \{nom\}, \{date\}, .*\{clinique\}/,
      ),
    });
    expect(templateProblems('lien_connexion', { subject: 'Lien', body: 'Bonjour {nom},' }).body).toContain(
      "Le champ {nom} n'existe pas pour ce courriel.",
    );
  });

  it('refuses unbalanced braces, in either order', () => {
    expect(templateProblems('rappel', { subject: 'Rappel {date', body: 'x' }).subject).toBe(
      'Une accolade « { » n’est pas fermée : écrivez un champ comme {nom}.',
    );
    expect(templateProblems('rappel', { subject: 'Rappel', body: 'Bonjour nom},' }).body).toBe(
      'Une accolade « } » n’a pas d’accolade « { » avant elle.',
    );
    expect(templateProblems('rappel', { subject: 'Rappel', body: 'Bonjour {no{m}},' }).body).toContain('n’est pas fermée');
  });

  it('refuses an empty or too long subject, an empty or too long body', () => {
    expect(templateProblems('rappel', { subject: '  \n ', body: '' })).toEqual({
      subject: "L'objet est obligatoire.",
      body: 'Le message est obligatoire.',
    });
    expect(templateProblems('rappel', { subject: 'x'.repeat(151), body: 'x'.repeat(5001) })).toEqual({
      subject: "L'objet ne peut dépasser 150 caractères.",
      body: 'Le message ne peut dépasser 5 000 caractères.',
    });
    expect(templateProblems('rappel', { subject: 'x'.repeat(150), body: 'x'.repeat(5000) })).toEqual({});
  });

  it('keeps links and blocks out of the subject, and blocks alone on their line', () => {
    expect(templateProblems('rappel', { subject: 'Voir {lien}', body: 'x' }).subject).toBe(
      "Le champ {lien} ne peut pas figurer dans l'objet : il a sa place dans le message.",
    );
    expect(templateProblems('rappel', { subject: 'x', body: 'Voici : {détails}' }).body).toBe(
      'Le champ {détails} doit être seul sur sa ligne.',
    );
  });

  it('gives the same messages through the schema the form and the API share', () => {
    const result = emailTemplateSchemaFor('rappel').safeParse({ subject: 'Rappel {xyz}', body: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages.body).toBe('Le message est obligatoire.');
    expect(emailTemplateSchemaFor('rappel').parse({ subject: ' Rappel\n du {date} ', body: 'Bonjour\r\n{nom},  \r\n' })).toEqual({
      subject: 'Rappel du {date}',
      body: 'Bonjour\n{nom},',
    });
  });
});

describe('laying out', () => {
  it('fills the fields in both the subject and the text, the clinic’s phone formatted', () => {
    const email = laidOut('rappel', 'Bonjour {nom},\n\nAppelez le {téléphone}.', { nom: 'Julie' }, 'Rappel du {date} – {clinique}');
    expect(email.subject).toBe('Rappel du lundi 23 novembre 2026 – Clinique chiropratique Émilie Tremblay');
    expect(emailTextLines(email)).toEqual(['Bonjour Julie,', '', 'Appelez le 514 555-0142.']);
    expect(emailPreheader(email)).toBe('Appelez le 514 555-0142.');
  });

  it('makes a link alone on its line a link line (a button in the HTML), and writes blocks as text', () => {
    const email = laidOut('rappel', 'Confirmez :\n{lien_confirmation}\n\n{détails}', {
      lien_confirmation: 'https://x.example/c',
      détails: [{ label: 'Date', value: 'lundi' }],
    });
    expect(email.paragraphs[0]?.[1]).toEqual({ type: 'link', url: 'https://x.example/c', button: 'Confirmer ma présence' });
    expect(emailTextLines(email)).toEqual(['Confirmez :', 'https://x.example/c', '', '- Date : lundi']);
  });

  it('leaves out a line whose field is empty, and the line announcing a missing link', () => {
    const email = laidOut(
      'demande_refusée',
      'Appelez-nous au {téléphone}.\nRéservez en ligne :\n{lien_réservation}\n\nMessage :\n{message}',
      { lien_réservation: '', message: 'Complet\nDésolés' },
    );
    expect(emailTextLines(email)).toEqual(['Appelez-nous au 514 555-0142.', '', 'Message :', '> Complet', '> Désolés']);
  });

  it('writes « de » and « à » before the clinic’s name with its article, in the subject and the text', () => {
    const email = laidOut(
      'lien_connexion',
      'Voici votre lien de connexion au portail patient de {clinique} :\n{lien}\n\nÀ {clinique}, on vous attend. Merci de la part de {clinique}.',
      {},
      'Votre portail à {clinique}',
    );
    expect(email.subject).toBe('Votre portail à la Clinique chiropratique Émilie Tremblay');
    expect(emailTextLines(email)).toEqual([
      'Voici votre lien de connexion au portail patient de la Clinique chiropratique Émilie Tremblay :',
      'https://clinique.example/patient-portal/login#lien=exemple',
      '',
      'À la Clinique chiropratique Émilie Tremblay, on vous attend. Merci de la part de la Clinique chiropratique Émilie Tremblay.',
    ]);
    const centre = laidOut('lien_connexion', 'Le portail de {clinique} – {clinique}', { clinique: 'Centre Santé Dos' });
    expect(emailTextLines(centre)).toEqual(['Le portail du Centre Santé Dos – Centre Santé Dos']);
    // A name that is no common noun stays as written; « de » elides before a vowel.
    expect(emailTextLines(laidOut('lien_connexion', 'Le portail de {clinique}', { clinique: 'Axe Santé' }))).toEqual([
      "Le portail d'Axe Santé",
    ]);
    // Only « de » and « à » as words: « Rendez-vous {clinique} » is left alone.
    expect(emailTextLines(laidOut('lien_connexion', 'Rendez-vous {clinique}', {}))).toEqual([
      'Rendez-vous Clinique chiropratique Émilie Tremblay',
    ]);
  });

  it('gives the clinic’s name its article when it starts a sentence, not when it signs', () => {
    const letter = laidOut('reponse_demande', '{clinique} a reçu votre demande. {clinique} vous répond.\n\n{clinique}', {});
    expect(emailTextLines(letter)).toEqual([
      'La Clinique chiropratique Émilie Tremblay a reçu votre demande. La Clinique chiropratique Émilie Tremblay vous répond.',
      '',
      'Clinique chiropratique Émilie Tremblay',
    ]);
    expect(emailTextLines(laidOut('reponse_demande', '{clinique} a reçu votre demande.', { clinique: 'Axe Santé' }))).toEqual([
      'Axe Santé a reçu votre demande.',
    ]);
  });

  it('does not treat braces inside a value as fields', () => {
    const email = laidOut('rappel', 'Bonjour {nom},', { nom: '{date} <script>' });
    expect(emailTextLines(email)).toEqual(['Bonjour {date} <script>,']);
  });
});
