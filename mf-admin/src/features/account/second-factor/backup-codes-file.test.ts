import { describe, expect, it } from 'vitest';
import { authenticatorAccount } from './authenticator-account';
import { backupCodesFileName, backupCodesText } from './backup-codes-file';

describe('authenticatorAccount', () => {
  it('reads the issuer and the account of an otpauth address', () => {
    expect(
      authenticatorAccount('otpauth://totp/Clinique%20du%20Parc:admin%40clinique.test?secret=ABC&issuer=Clinique%20du%20Parc'),
    ).toEqual({ issuer: 'Clinique du Parc', account: 'admin@clinique.test' });
    // Without the issuer parameter, the label's prefix says it.
    expect(authenticatorAccount('otpauth://totp/Cabinet:a%40b.c?secret=ABC')).toEqual({ issuer: 'Cabinet', account: 'a@b.c' });
    expect(authenticatorAccount('otpauth://totp/a%40b.c?secret=ABC')).toEqual({ issuer: '', account: 'a@b.c' });
    expect(authenticatorAccount('pas une adresse')).toEqual({ issuer: '', account: '' });
  });
});

describe('backupCodesFileName', () => {
  const now = new Date('2026-11-24T03:30:00Z'); // 23 November in the evening, at the clinic (Toronto time)

  it('names the file after the clinic, without accents or spaces, and the date at the clinic', () => {
    expect(backupCodesFileName('Clinique Chiropratique Île-Perrot', now)).toBe(
      'codes-de-secours-clinique-chiropratique-ile-perrot-2026-11-23.txt',
    );
    expect(backupCodesFileName('', now)).toBe('codes-de-secours-clinique-2026-11-23.txt');
    expect(backupCodesFileName('***', now)).toBe('codes-de-secours-clinique-2026-11-23.txt');
  });
});

describe('backupCodesText', () => {
  it('says whose codes they are and when they were made, one code per line', () => {
    const text = backupCodesText(
      ['0a1b2c3d', '4e5f6071'],
      { issuer: 'Clinique du Parc', account: 'a@b.c' },
      new Date('2026-11-23T14:30:00Z'),
    );
    expect(text.split('\n')).toEqual([
      'Clinique du Parc — codes de secours',
      'Compte : a@b.c',
      'Créés le lundi 23 novembre 2026 à 9 h 30',
      '',
      ' 1. 0a1b2c3d',
      ' 2. 4e5f6071',
      '',
      "Chaque code ne sert qu'une fois. Conservez ce fichier en lieu sûr.",
      '',
    ]);
  });
});
