// The addresses of « Assurances » that other screens of billing link to: a patient's receipts (from
// her file's billing section) and one visit's receipt as a print page (from its invoice). The page
// reads the same parameters (insurance-filters.ts).
import { addDays, clinicDate } from 'shared-domain/platform/clinic-time';
import { paths } from 'shared-domain/platform/paths';
import { insuranceParams } from './insurance-filters';

const withQuery = (entries: Record<string, string>) => `${paths.adminInsurance.build()}?${new URLSearchParams(entries).toString()}`;

export const insuranceLinks = {
  /** The patient's paid visits of the last twelve months, with their receipts. */
  patientReceipts: (patientId: string, patientName: string, now: Date = new Date()) => {
    const today = clinicDate(now);
    return withQuery({
      [insuranceParams.from]: addDays(today, -365),
      [insuranceParams.to]: today,
      [insuranceParams.patientId]: patientId,
      [insuranceParams.patientName]: patientName,
    });
  },
  /** One visit's receipt, to print. */
  receipt: (appointmentId: string) => withQuery({ [insuranceParams.receipt]: appointmentId }),
};
