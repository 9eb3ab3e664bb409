// « Vérifier le serveur de courriel »: connects to SMTP_URL and says hello (nodemailer's `verify`),
// within 5 s. The answer carries the error's code only (« ECONNECTION », « EAUTH 535 »): the
// server's words may quote an address or a host's details, and stay out of the answer and the log.
import { createTransport } from 'nodemailer';
import type { EmailCheckView } from 'shared-domain/automation/automation-views';
import type { Config } from '../../config';

export const emailCheckTimeoutMs = 5000;

export const emailCheckMessages = {
  ok: 'Le serveur de courriel répond et accepte la connexion.',
  down: 'Le serveur de courriel ne répond pas ou refuse la connexion.',
  notConfigured: 'Aucun serveur de courriel n’est configuré (SMTP_URL) : les courriels restent dans la boîte d’envoi.',
} as const;

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  name?: unknown;
}

/** The code of a failed SMTP exchange, as the outbox records it: « EAUTH 535 », never the message. */
export function smtpErrorCode(error: unknown): string {
  const { code, responseCode, name } = (error ?? {}) as SmtpError;
  const main = typeof code === 'string' ? code : typeof name === 'string' ? name : 'ERROR';
  return [main, typeof responseCode === 'number' ? responseCode : undefined]
    .filter((part) => part !== undefined)
    .join(' ')
    .slice(0, 60);
}

export async function checkEmailServer(deps: { config: Pick<Config, 'smtpUrl'> }): Promise<EmailCheckView> {
  const { smtpUrl } = deps.config;
  if (!smtpUrl) return { state: 'unknown', errorCode: null, message: emailCheckMessages.notConfigured };
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: emailCheckTimeoutMs,
    greetingTimeout: emailCheckTimeoutMs,
    socketTimeout: emailCheckTimeoutMs,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), emailCheckTimeoutMs);
  });
  try {
    await Promise.race([transport.verify(), timeout]);
    return { state: 'ok', errorCode: null, message: emailCheckMessages.ok };
  } catch (error) {
    return { state: 'down', errorCode: smtpErrorCode(error), message: emailCheckMessages.down };
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}
