// What every mailer sends and the one method it offers; kept apart from `createMailer` so the
// mailers and the code choosing between them do not import each other.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
