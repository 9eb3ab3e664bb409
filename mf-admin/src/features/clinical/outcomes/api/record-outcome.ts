// POST /api/admin/patients/:id/outcomes: a measure for a visit. Only the answers travel: the
// server scores them. A refusal's field messages come back on the items ('answers.pain').
import { createAdminClient } from 'api/client';
import type { OutcomeRecord } from 'shared-domain/clinical/outcome-measures';
import { callApi } from 'shared-ui/api-result';

const client = createAdminClient();

export const recordOutcome = (patientId: string, measure: OutcomeRecord) =>
  callApi(() => client.patients[':id'].outcomes.$post({ param: { id: patientId }, json: measure }));
