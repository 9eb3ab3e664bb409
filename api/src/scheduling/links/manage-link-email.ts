// The French e-mail that carries the management links of someone's upcoming appointments.
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import type { ClinicDetails } from '../../platform/mail/email-layout';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';
import { templateEmail } from '../../platform/mail/template-email';

export interface UpcomingAppointment {
  name: string;
  email: string;
  scheduledDate: string;
  scheduledTime: string;
  /** The clear token of the appointment's link, known only while this e-mail is written. */
  linkToken: string;
  serviceName: string | null;
}

/** The clinic as the e-mail's frame shows it: name, address, phone, e-mail. */
export type ClinicContact = ClinicDetails;

/** The clinic's template `lien_gestion`, or `liens_gestion` for several appointments. */
export function manageLinkEmail(options: {
  to: string;
  clinic: ClinicContact;
  publicUrl: string;
  appointments: readonly UpcomingAppointment[];
}): OutgoingMail {
  const { clinic, appointments } = options;
  const listed = appointments.map((appointment) => {
    const what = [appointment.serviceName, appointment.name].filter(Boolean).join(', ');
    return {
      label: `${formatDate(appointment.scheduledDate)} à ${formatTime(appointment.scheduledTime)}${what ? ` (${what})` : ''}`,
      url: absoluteUrl(options.publicUrl, paths.manageAppointment.build(appointment.linkToken)),
    };
  });
  const mail = templateEmail(clinic, appointments.length > 1 ? 'liens_gestion' : 'lien_gestion', { rendez_vous: listed });
  // Someone is waiting for the link: it leaves during the clinic's quiet hours too.
  return { to: options.to, ...mail };
}
