// The look every appointment e-mail shares, in one place a clinic can restyle: the colours, the
// frame with the clinic's name, and the footer with its address, phone and e-mail. Mail clients
// ignore style sheets, so every style is inline; the plain-text part says the same thing.
import type { EmailTemplateKey } from 'shared-domain/clinic/email-templates';
import { formatPhone, phoneHref } from 'shared-domain/platform/format';
import { html, type SafeHtml } from './html';

export const emailTheme = {
  accent: '#0f766e',
  onAccent: '#ffffff',
  text: '#1f2937',
  muted: '#4b5563',
  border: '#e5e7eb',
  page: '#f3f4f6',
  card: '#ffffff',
  font: 'Arial, Helvetica, sans-serif',
} as const;

/** What the footer and the messages say about the clinic (a `clinic_settings` row fits). */
export interface ClinicDetails {
  clinicName: string;
  phone: string;
  email: string;
  addressLine: string;
  city: string;
  province: string;
  postalCode: string;
  /**
   * The e-mails the clinic rewrote (« Modèles de courriels »), read with the settings by the
   * callers that send them; a key not there (or no map at all) is the original.
   */
  emailTemplates?: Partial<Record<EmailTemplateKey, { subject: string; body: string }>>;
}

/** The subject and both bodies of a message; the caller adds the recipient and any file. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** '4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8', as the public site writes it. */
export function clinicAddress(clinic: ClinicDetails): string {
  const place = [clinic.city && `${clinic.city} (${clinic.province})`, clinic.postalCode].filter(Boolean).join(' ');
  return [clinic.addressLine, place].filter(Boolean).join(', ');
}

const t = emailTheme;

export function emailLayout(options: { clinic: ClinicDetails; title: string; preheader: string; content: SafeHtml }): string {
  const { clinic } = options;
  const address = clinicAddress(clinic);
  return `<!doctype html>${html`<html lang="fr-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title>
</head>
<body style="margin:0;padding:0;background:${t.page};color:${t.text};font-family:${t.font};font-size:16px;line-height:1.5">
<div style="display:none;max-height:0;overflow:hidden">${options.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${t.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${t.card};border:1px solid ${t.border};border-radius:8px">
<tr><td style="padding:20px 24px;background:${t.accent};color:${t.onAccent};font-size:18px;font-weight:bold;border-radius:8px 8px 0 0">${clinic.clinicName}</td></tr>
<tr><td style="padding:24px">${options.content}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${t.border};color:${t.muted};font-size:14px">
<strong>${clinic.clinicName}</strong><br>
${address && html`${address}<br>`}
<a href="${phoneHref(clinic.phone)}" style="color:${t.muted}">${formatPhone(clinic.phone)}</a> · <a href="mailto:${clinic.email}" style="color:${t.muted}">${clinic.email}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`}`;
}

export function paragraph(content: SafeHtml | string): SafeHtml {
  return html`<p style="margin:0 0 16px">${content}</p>`;
}

/** Label–value rows (service, date, price…), a table so that every client lines them up. */
export function detailsTable(rows: readonly (readonly [label: string, value: SafeHtml | string])[]): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse;width:100%">${rows.map(
    ([label, value]) =>
      html`<tr><th scope="row" align="left" valign="top" style="padding:6px 12px 6px 0;border-bottom:1px solid ${t.border};color:${t.muted};font-weight:normal;white-space:nowrap">${label}</th><td style="padding:6px 0;border-bottom:1px solid ${t.border}">${value}</td></tr>`,
  )}</table>`;
}

export function button(label: string, url: string): SafeHtml {
  return html`<p style="margin:0 0 16px"><a href="${url}" style="display:inline-block;padding:12px 20px;background:${t.accent};color:${t.onAccent};text-decoration:none;border-radius:6px;font-weight:bold">${label}</a></p>`;
}

/** A link written out in full, for clients that do not show buttons, and for copying. */
export function linkLine(intro: string, url: string): SafeHtml {
  return html`<p style="margin:0 0 16px;font-size:14px;color:${t.muted}">${intro} <a href="${url}" style="color:${t.accent};word-break:break-all">${url}</a></p>`;
}

/** The plain-text part: the message's lines, then the same footer as the HTML. */
export function textLayout(clinic: ClinicDetails, lines: readonly (string | false | null | undefined)[]): string {
  const address = clinicAddress(clinic);
  return [
    ...lines.filter((line): line is string => typeof line === 'string'),
    '',
    '—',
    clinic.clinicName,
    ...(address ? [address] : []),
    `${formatPhone(clinic.phone)} · ${clinic.email}`,
  ].join('\n');
}

/** Label–value rows as text lines: '- Service : Suivi chiropratique'. */
export function textDetails(rows: readonly (readonly [label: string, value: string])[]): string[] {
  return rows.map(([label, value]) => `- ${label} : ${value}`);
}

/** A message in both bodies: `text` its plain lines, `html` its markup, before the shared frame. */
export function renderEmail(message: {
  clinic: ClinicDetails;
  subject: string;
  /** The line a mail client shows beside the subject. */
  preheader: string;
  text: readonly (string | false | null | undefined)[];
  html: SafeHtml;
}): RenderedEmail {
  const { clinic, subject } = message;
  return {
    subject,
    text: textLayout(clinic, message.text),
    html: emailLayout({ clinic, title: subject, preheader: message.preheader, content: message.html }),
  };
}

/** Part of a message, said the same way in both bodies. */
export interface EmailPart {
  text: readonly (string | false | null | undefined)[];
  html: SafeHtml;
}

/**
 * The shape the appointment messages share, so that they read alike: the greeting, the intro (also
 * the preheader), the visit's details, then the message's own ending; `lead` goes between the intro
 * and the details.
 */
export function detailsEmail(
  message: {
    clinic: ClinicDetails;
    subject: string;
    /** Who the greeting names. */
    name: string;
    intro: string;
    rows: readonly (readonly [label: string, value: string])[];
    lead?: EmailPart;
  },
  ending: EmailPart,
): RenderedEmail {
  const { name, intro, rows, lead } = message;
  return renderEmail({
    clinic: message.clinic,
    subject: message.subject,
    preheader: intro,
    text: [`Bonjour ${name},`, '', intro, '', ...(lead?.text ?? []), ...textDetails(rows), '', ...ending.text],
    html: html`${paragraph(`Bonjour ${name},`)}${paragraph(intro)}${lead?.html}${detailsTable(rows)}${ending.html}`,
  });
}
