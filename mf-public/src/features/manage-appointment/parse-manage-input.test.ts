import { describe, expect, it } from 'vitest';
import { parseManageInput } from './parse-manage-input';

const token = 'q3Zk9_x-Abc123DEF456ghij'; // 24 base64url characters

describe('parseManageInput', () => {
  it('reads the token of a management or confirmation link', () => {
    expect(parseManageInput(`https://clinique.example/appointment/manage/${token}`)).toEqual({
      kind: 'token',
      token,
    });
    expect(parseManageInput(`http://localhost:3000/appointment/confirm/${token}`)).toEqual({
      kind: 'token',
      token,
    });
    expect(parseManageInput(`/appointment/manage/${token}`)).toEqual({ kind: 'token', token });
  });

  it('leaves out what an e-mail client glues to the link', () => {
    expect(parseManageInput(`  <https://clinique.example/appointment/manage/${token}>. `)).toEqual({
      kind: 'token',
      token,
    });
    expect(parseManageInput(`https://clinique.example/appointment/manage/${token}?utm_source=courriel#haut`)).toEqual({
      kind: 'token',
      token,
    });
    expect(parseManageInput(`https://clinique.example/appointment/manage/${token}/`)).toEqual({
      kind: 'token',
      token,
    });
  });

  it('accepts a bare token of 22 to 128 base64url characters', () => {
    expect(parseManageInput(token)).toEqual({ kind: 'token', token });
    expect(parseManageInput('a'.repeat(22))).toEqual({ kind: 'token', token: 'a'.repeat(22) });
    expect(parseManageInput('a'.repeat(21))).toEqual({ kind: 'invalid' });
    expect(parseManageInput('a'.repeat(129))).toEqual({ kind: 'invalid' });
  });

  it('refuses a link whose token is too short or missing', () => {
    expect(parseManageInput('https://clinique.example/appointment/manage/abc')).toEqual({
      kind: 'invalid',
    });
    expect(parseManageInput('https://clinique.example/appointment/manage/')).toEqual({
      kind: 'invalid',
    });
    expect(parseManageInput(`https://clinique.example/rebook/${token}`)).toEqual({
      kind: 'invalid',
    });
  });

  it('recognises an e-mail address', () => {
    expect(parseManageInput(' camille@exemple.ca ')).toEqual({
      kind: 'email',
      email: 'camille@exemple.ca',
    });
    expect(parseManageInput('mailto:camille@exemple.ca')).toEqual({
      kind: 'email',
      email: 'camille@exemple.ca',
    });
  });

  it('refuses what is neither', () => {
    expect(parseManageInput('camille@exemple')).toEqual({ kind: 'invalid' });
    expect(parseManageInput('camille @exemple.ca')).toEqual({ kind: 'invalid' });
    expect(parseManageInput(`${'a'.repeat(250)}@exemple.ca`)).toEqual({ kind: 'invalid' });
    expect(parseManageInput('mon rendez-vous de mardi')).toEqual({ kind: 'invalid' });
    expect(parseManageInput('short+token')).toEqual({ kind: 'invalid' });
  });

  it('reports an empty entry', () => {
    expect(parseManageInput('   ')).toEqual({ kind: 'empty' });
  });
});
