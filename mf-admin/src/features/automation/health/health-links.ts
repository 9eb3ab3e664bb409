// The addresses of « Santé de l'automatisation »'s sections (`?section=`), for its menu and for
// links from elsewhere (« Surveillance du système »'s jobs card).
import { paths } from 'shared-domain/platform/paths';

export const healthSectionIds = { messages: 'courriels', texts: 'textos', jobs: 'taches' } as const;

/** `/admin/automation-health?section=…`. */
export const healthSectionLink = (section: string) => `${paths.adminAutomationHealth.build()}?section=${section}`;

/** The e-mails of one patient (`patient` and `nom` of « Courriels »'s filters), e.g. from the patient's file. */
export const patientMessagesLink = (patientId: string, patientName: string) =>
  `${healthSectionLink(healthSectionIds.messages)}&${new URLSearchParams({ patient: patientId, nom: patientName }).toString()}`;
