// POST /api/portal/family/children: « Ajouter un enfant » while booking. Always the signed-in
// patient's own family (the plain portal client: no dependant named), 201 with the child's record
// and what the link gives her guardian today (`child`: she books for her at once).
import { createPortalClient } from 'api/client';
import type { ChildAdd } from 'shared-domain/patients/family';
import { type ApiData, callApi } from 'shared-ui/api-result';

const client = createPortalClient();

export type AddedChild = ApiData<typeof client.family.children.$post>['child'];

export const addChild = (child: ChildAdd) => callApi(() => client.family.children.$post({ json: child }));
