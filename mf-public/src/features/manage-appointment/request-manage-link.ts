// Asks the API to e-mail the management link again. The answer is the same whether or not an
// appointment matches the address, so the page cannot be used to find out who is a patient.
import { createPublicClient } from 'api/client';
import { isApiErrorBody } from 'shared-domain/platform/errors';

export type ManageLinkResult =
  | { status: 'sent' }
  | { status: 'invalid'; message: string }
  | { status: 'rate-limited' }
  | { status: 'failed' };

export async function requestManageLink(email: string): Promise<ManageLinkResult> {
  try {
    const response = await createPublicClient().public['manage-link-requests'].$post({
      json: { email },
    });
    const status: number = response.status;
    if (status >= 200 && status < 300) return { status: 'sent' };
    if (status === 429) return { status: 'rate-limited' };
    if (status === 422 || status === 400) {
      const body: unknown = await response.json().catch(() => undefined);
      if (isApiErrorBody(body)) return { status: 'invalid', message: body.error.fields?.email ?? body.error.message };
      return { status: 'failed' };
    }
    return { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}
