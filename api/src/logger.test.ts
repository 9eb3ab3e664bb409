import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger, redact } from './logger';

describe('logger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('masks fields named like secrets, at any depth, and keeps the others', () => {
    expect(
      redact({
        password: 'p',
        token: 't',
        cardNumber: '4242424242424242',
        cvv: '123',
        totpSecret: 'JBSWY3DPEHPK3PXP',
        errorCode: 'NET_001',
        nested: [{ newPassword: 'p2', card_number: '4000', email: 'a@b.example' }],
      }),
    ).toEqual({
      password: '[masqué]',
      token: '[masqué]',
      cardNumber: '[masqué]',
      cvv: '[masqué]',
      totpSecret: '[masqué]',
      errorCode: 'NET_001',
      nested: [{ newPassword: '[masqué]', card_number: '[masqué]', email: 'a@b.example' }],
    });
  });

  it('writes one JSON line per error on stderr, with secret fields masked', () => {
    vi.stubEnv('LOG_LEVEL', 'info');
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    logger.error('sign-in failed', {
      email: 'a@b.example',
      password: 'hunter2',
      linkToken: 'abc123',
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: 'error',
      message: 'sign-in failed',
      email: 'a@b.example',
    });
    expect(entry.password).toBe('[masqué]');
    expect(entry.linkToken).toBe('[masqué]');
    expect(lines[0]).not.toContain('hunter2');
    expect(lines[0]).not.toContain('abc123');
  });

  it('writes nothing when LOG_LEVEL is silent', () => {
    vi.stubEnv('LOG_LEVEL', 'silent');
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    logger.error('quiet');
    expect(write).not.toHaveBeenCalled();
  });
});
