// An e-mail written from the clinic's template (« Paramètres avancés › Modèles de courriels »,
// shared-domain/clinic/email-templates): the template is laid out with the builder's values, then
// written in both bodies inside the shared frame. In the HTML every value and every word staff
// typed goes through the `html` tag, so nothing typed can become markup; a link alone on its line
// is the button (or the link written out), `{détails}` the table, so the e-mails keep their look.
import {
  type EmailTemplateKey,
  type EmailTemplateValues,
  type EmailValues,
  emailPreheader,
  emailTemplates,
  emailTextLines,
  inlineText,
  type LaidOutEmail,
  type LaidOutLine,
  laidOutText,
  layOutEmail,
  parseBody,
  parseSubject,
} from 'shared-domain/clinic/email-templates';
import { phoneHref } from 'shared-domain/platform/format';
import { logger } from '../../logger';
import {
  button,
  type ClinicDetails,
  clinicAddress,
  detailsTable,
  emailTheme,
  linkLine,
  paragraph,
  type RenderedEmail,
  renderEmail,
} from './email-layout';
import { html, type SafeHtml } from './html';

/** The clinic's templates, by key; a key not there is the original. */
export type ClinicEmailTemplates = NonNullable<ClinicDetails['emailTemplates']>;
/** A template as stored: what the clinic typed. */
export type StoredEmailTemplate = NonNullable<ClinicEmailTemplates[EmailTemplateKey]>;

/** The fields every template offers, from the clinic's settings. */
function clinicValues(clinic: ClinicDetails): EmailValues {
  return { clinique: clinic.clinicName, téléphone: clinic.phone, adresse: clinicAddress(clinic), courriel_clinique: clinic.email };
}

/**
 * The template's subject and body, parsed. A stored template was checked when saved; should it
 * not parse now (bad stored data), the original is used rather than sending nothing.
 */
function parsedTemplate(key: EmailTemplateKey, stored: StoredEmailTemplate | undefined) {
  if (stored) {
    const subject = parseSubject(key, stored.subject);
    const body = parseBody(key, stored.body);
    if (subject.ok && body.ok) return { subject: subject.value, body: body.value };
    logger.warn('stored e-mail template unreadable, original used', { template: key });
  }
  const original = emailTemplates[key];
  const subject = parseSubject(key, original.subject);
  const body = parseBody(key, original.body);
  if (!subject.ok || !body.ok) throw new Error(`original e-mail template ${key} does not parse`);
  return { subject: subject.value, body: body.value };
}

const inlineLink = (url: string) => html`<a href="${url}" style="color:${emailTheme.accent};word-break:break-all">${url}</a>`;

/** A text line in HTML: typed words escaped, a phone a `tel:` link, a link in running text a link. */
function lineHtml(email: LaidOutEmail, line: Extract<LaidOutLine, { type: 'text' }>): SafeHtml {
  return html`${line.segments.map((segment) => {
    if (!('field' in segment)) return segment.text;
    const field = email.fields[segment.field];
    const value = email.values[segment.field];
    if (field?.kind === 'phone' && typeof value === 'string')
      return html`<a href="${phoneHref(value)}" style="color:${emailTheme.accent}">${inlineText(field, value)}</a>`;
    if (field?.kind === 'link' && typeof value === 'string') return inlineLink(value);
    return inlineText(field, value);
  })}`;
}

function rowValue(row: { value: string; emphasis?: 'struck' | 'strong' }): SafeHtml | string {
  if (row.emphasis === 'struck') return html`<s>${row.value}</s>`;
  if (row.emphasis === 'strong') return html`<strong>${row.value}</strong>`;
  return row.value;
}

/**
 * A paragraph in HTML. Each text line is a paragraph of its own, as the e-mails always wrote
 * them; a link without a button goes in one small line with the text line announcing it.
 */
function paragraphHtml(email: LaidOutEmail, lines: readonly LaidOutLine[]): SafeHtml {
  const parts: SafeHtml[] = [];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (line.type === 'text' && next?.type === 'link' && !next.button) return;
    switch (line.type) {
      case 'text':
        parts.push(paragraph(lineHtml(email, line)));
        return;
      case 'link': {
        if (line.button) {
          parts.push(html`${button(line.button, line.url)}${linkLine('Ou copiez ce lien :', line.url)}`);
          return;
        }
        const previous = lines[index - 1];
        const intro = previous?.type === 'text' ? laidOutText(email, previous.segments) : '';
        parts.push(linkLine(intro, line.url));
        return;
      }
      case 'rows':
        parts.push(detailsTable(line.rows.map((row) => [row.label, rowValue(row)] as const)));
        return;
      case 'quote':
        parts.push(
          html`<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${emailTheme.accent};color:${emailTheme.text}">${line.text
            .split('\n')
            .map((quoted, at) => html`${at > 0 && html`<br>`}${quoted}`)}</blockquote>`,
        );
        return;
      case 'links':
        for (const link of line.links) {
          parts.push(
            line.button
              ? html`${paragraph(link.label)}${button(line.button, link.url)}${linkLine('Ou copiez ce lien :', link.url)}`
              : button(link.label, link.url),
          );
        }
        return;
    }
  });
  return html`${parts}`;
}

/** A laid-out template in both bodies, inside the clinic's frame. */
export function renderLaidOutEmail(clinic: ClinicDetails, email: LaidOutEmail): RenderedEmail {
  return renderEmail({
    clinic,
    subject: email.subject,
    preheader: emailPreheader(email),
    text: emailTextLines(email),
    html: html`${email.paragraphs.map((lines) => paragraphHtml(email, lines))}`,
  });
}

/** Lays out `template` (a parsed one) with `values` and the clinic's own fields. */
export function renderParsedTemplate(
  clinic: ClinicDetails,
  key: EmailTemplateKey,
  template: ReturnType<typeof parsedTemplate>,
  values: EmailValues,
): RenderedEmail {
  return renderLaidOutEmail(clinic, layOutEmail(key, template, { ...values, ...clinicValues(clinic) }));
}

/**
 * The e-mail `key` as the clinic wrote it (its template in `clinic.emailTemplates`, else the
 * original), with the builder's values. Its `kind` is the template's key: queued as it is, the
 * outbox row says what it is and the rule's pause applies (./queue-email.ts).
 */
export function templateEmail<K extends EmailTemplateKey>(
  clinic: ClinicDetails,
  key: K,
  values: EmailTemplateValues<K>,
): RenderedEmail & { kind: K } {
  return { ...renderParsedTemplate(clinic, key, parsedTemplate(key, clinic.emailTemplates?.[key]), values as EmailValues), kind: key };
}

/**
 * The e-mail `key` as the clinic wrote it, with paragraphs the law requires added at its end
 * whatever the template says (a decision made by a system, Law 25 s. 12.1): the clinic cannot edit them out.
 */
export function templateEmailWithNotice<K extends EmailTemplateKey>(
  clinic: ClinicDetails,
  key: K,
  values: EmailTemplateValues<K>,
  notice: readonly string[],
): RenderedEmail & { kind: K } {
  const laidOut = layOutEmail(key, parsedTemplate(key, clinic.emailTemplates?.[key]), {
    ...(values as EmailValues),
    ...clinicValues(clinic),
  });
  const paragraphs = [...laidOut.paragraphs, ...notice.map((text): LaidOutLine[] => [{ type: 'text', segments: [{ text }] }])];
  return { ...renderLaidOutEmail(clinic, { ...laidOut, paragraphs }), kind: key };
}

export { parsedTemplate };
