// POST /api/admin/deposits: « Encaisser le dépôt » — a future visit's deposit taken at the desk in
// cash, by debit, at the terminal or on the patient's saved card; the key made when the form opened
// makes a repeated submission answer from the first, never charge twice. Answers its receipt.
import { createAdminClient } from 'api/client';
import { callApi, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type DepositRequest = Parameters<typeof client.deposits.$post>[0]['json'];
export type DepositResult = ApiData<typeof client.deposits.$post>;

export const recordDeposit = (deposit: DepositRequest) => callApi(() => client.deposits.$post({ json: deposit }));
