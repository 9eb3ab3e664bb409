// The consent ledger in the back-office. « Consentements »: every version of each text
// with its counts, and a new version (management). The patient file: each consent's state and
// history (an audited read), and a consent given or withdrawn at the desk or on paper.
import { Hono } from 'hono';
import type { ConsentKind } from 'shared-domain/privacy/privacy';
import { roleRefusalMessage, type StaffRole } from 'shared-domain/accounts/staff-role';
import { mayRecordConsent } from 'shared-domain/privacy/consent-recording';
import { errorCodes } from 'shared-domain/platform/errors';
import {
  type ConsentKindState,
  type ConsentTextsAnswer,
  type PatientConsentsAnswer,
  consentMessages,
  consentTextSchema,
  isConsentKind,
  staffGiveConsentSchema,
  staffWithdrawConsentSchema,
} from 'shared-domain/privacy/privacy-consents';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import { AppError, notFound } from '../../platform/http/app-error';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { giveConsent, type WaitlistExit, withdrawConsent } from './consent-changes';
import { listConsentTexts, publishConsentText } from './consent-texts';
import { loadConsentPatient, loadPatientConsents } from './patient-consents';
import { idParam } from 'shared-domain/platform/record-id';

const kindParam = idParam.extend({ kind: z.string().min(1).max(64) });

export function knownConsentKind(kind: string): ConsentKind {
  if (!isConsentKind(kind)) throw notFound(consentMessages.unknownKind);
  return kind;
}

/** Consent to care, or its withdrawal, is recorded by the care roles only (`mayRecordConsent`). */
function refuseCareConsentTo(role: StaffRole, kind: ConsentKind): void {
  if (!mayRecordConsent(role, kind)) throw new AppError(errorCodes.forbidden, roleRefusalMessage);
}

/** The texts, mounted at /api/admin/privacy/consent-texts. */
export function consentTextRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('everyone'), async (c) => c.json((await listConsentTexts(deps)) satisfies ConsentTextsAnswer, 200))
    .post('/', allow('management'), validate('json', consentTextSchema), async (c) => {
      const text = await publishConsentText(deps, c.get('staff').staffId, c.req.valid('json'));
      return c.json({ text }, 201);
    });
}

/**
 * A patient's consents, mounted at /api/admin/patients (`/:id/consents`…). `waitlist`: scheduling's
 * ending of the waitlist entries, for a withdrawal of waitlist contact.
 */
export function patientConsentRoutes(deps: AppDeps, waitlist: WaitlistExit) {
  return new Hono<AdminEnv>()
    .get('/:id/consents', allow('everyone'), validate('param', idParam), async (c) => {
      const patient = await loadConsentPatient(deps.db, c.req.valid('param').id);
      const consents = await loadPatientConsents(deps, patient);
      await recordStaffAuditEvent(c, deps, {
        action: 'patient_consents.viewed',
        entity: 'patients',
        entityId: patient.id,
        details: { patientId: patient.id },
      });
      return c.json({ consents } satisfies PatientConsentsAnswer, 200);
    })
    .post(
      '/:id/consents/:kind/give',
      allow('everyone'),
      validate('param', kindParam),
      validate('json', staffGiveConsentSchema),
      async (c) => {
        const { id, kind } = c.req.valid('param');
        const known = knownConsentKind(kind);
        refuseCareConsentTo(c.get('staff').role, known);
        const patient = await loadConsentPatient(deps.db, id);
        const { version, channel } = c.req.valid('json');
        const consent = await giveConsent(deps, patient, {
          kind: known,
          version,
          channel,
          actor: { type: 'staff', id: c.get('staff').staffId },
        });
        return c.json({ consent } satisfies { consent: ConsentKindState }, 200);
      },
    )
    .post(
      '/:id/consents/:kind/withdraw',
      allow('everyone'),
      validate('param', kindParam),
      validate('json', staffWithdrawConsentSchema),
      async (c) => {
        const { id, kind } = c.req.valid('param');
        const known = knownConsentKind(kind);
        refuseCareConsentTo(c.get('staff').role, known);
        const patient = await loadConsentPatient(deps.db, id);
        const { channel } = c.req.valid('json');
        const consent = await withdrawConsent(
          deps,
          patient,
          {
            kind: known,
            channel,
            actor: { type: 'staff', id: c.get('staff').staffId },
          },
          waitlist,
        );
        return c.json({ consent } satisfies { consent: ConsentKindState }, 200);
      },
    );
}
