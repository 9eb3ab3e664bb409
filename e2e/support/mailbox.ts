// The e-mails the suite's server sent, as the SMTP listener filed them (serve-with-mailbox.ts).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeQuotedPrintable, type ReceivedMail } from 'api/testing/smtp-listener';
import { expect } from '@playwright/test';
import { suiteDataDir } from './clinic-database';

/** The e-mails sent to `address`, oldest first, as they crossed the wire (by the suite's server, or the one of `dataDir`). */
export async function mailsTo(address: string, dataDir: string = suiteDataDir()): Promise<ReceivedMail[]> {
  const folder = join(dataDir, 'mailbox');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as ReceivedMail));
  return mails.filter((mail) => mail.to.includes(address));
}

/**
 * The newest link matching `pattern` in an e-mail to `address` sent after `after` others had
 * arrived (count them with `mailCount` before acting), waiting for it to arrive.
 */
export async function linkFromMail(address: string, pattern: RegExp, after: number, dataDir: string = suiteDataDir()): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await mailsTo(address, dataDir)).slice(after);
        const text = fresh.map((mail) => decodeQuotedPrintable(mail.raw)).join('\n');
        link = [...text.matchAll(new RegExp(pattern, 'g'))].at(-1)?.[0];
        return link;
      },
      { message: `un courriel à ${address} contenant ${pattern}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

export async function mailCount(address: string, dataDir: string = suiteDataDir()): Promise<number> {
  return (await mailsTo(address, dataDir)).length;
}

/** The subject of a mail as a mail client shows it (nodemailer writes a French one as « =?UTF-8?Q?…?= » words). */
export function mailSubject(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(mail.raw)?.[1] ?? '';
  return header.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_word, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(Number.parseInt(code, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
