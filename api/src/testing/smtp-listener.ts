// A real SMTP server on loopback that keeps what it receives, for tests of the SMTP path.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  /** The message as sent on the wire: headers, then the (possibly encoded) body. */
  raw: string;
}

export interface SmtpListener {
  url: string;
  received: ReceivedMail[];
  /** Addresses refused at `RCPT TO` with a 550 (mailbox unavailable) while they are in the set. */
  refused: Set<string>;
  close(): Promise<void>;
}

export interface SmtpListenerOptions {
  /**
   * Whether an address is refused, asked at each `RCPT TO` besides the `refused` set: a caller
   * whose list lives elsewhere (a file a test edits) is read at the moment it matters, never late.
   */
  refuses?: (address: string) => boolean;
}

export async function startSmtpListener(options: SmtpListenerOptions = {}): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const refuses = (address: string) => refused.has(address) || (options.refuses?.(address) ?? false);
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make up for the test.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuses(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** The text of a quoted-printable body, as a mail client would show it. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
