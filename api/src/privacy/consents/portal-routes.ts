// The patient's own consents in the portal, mounted at /api/portal/consents: each one's
// state and text, and a withdrawal of those she may withdraw herself (e-mail reminders, marketing,
// waitlist contact); the others go through the clinic (422 PRIV_002).
import { Hono } from 'hono';
import { errorCodes } from 'shared-domain/platform/errors';
import {
  type ConsentKindState,
  type PatientConsentsAnswer,
  consentMessages,
  isPortalWithdrawable,
} from 'shared-domain/privacy/privacy-consents';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../platform/http/app-error';
import type { PortalEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { knownConsentKind } from './admin-routes';
import { type WaitlistExit, withdrawConsent } from './consent-changes';
import { loadConsentPatient, loadPatientConsents } from './patient-consents';

const kindParam = z.object({ kind: z.string().min(1).max(64) });

/** `waitlist`: scheduling's ending of the waitlist entries, for a withdrawal of waitlist contact. */
export function portalConsentRoutes(deps: AppDeps, waitlist: WaitlistExit) {
  return new Hono<PortalEnv>()
    .get('/', async (c) => {
      const patient = await loadConsentPatient(deps.db, c.get('patientId'));
      return c.json({ consents: await loadPatientConsents(deps, patient) } satisfies PatientConsentsAnswer, 200);
    })
    .post('/:kind/withdraw', validate('param', kindParam), async (c) => {
      const kind = knownConsentKind(c.req.valid('param').kind);
      if (!isPortalWithdrawable(kind))
        throw new AppError(errorCodes.consentNotWithdrawableInPortal, consentMessages.notWithdrawableInPortal);
      const patient = await loadConsentPatient(deps.db, c.get('patientId'));
      const consent = await withdrawConsent(
        deps,
        patient,
        { kind, channel: 'portal', actor: { type: 'patient', id: patient.id } },
        waitlist,
      );
      return c.json({ consent } satisfies { consent: ConsentKindState }, 200);
    });
}
