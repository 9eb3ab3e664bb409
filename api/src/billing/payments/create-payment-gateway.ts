import type { PaymentGateway } from './payment-gateway';
import { sandboxGateway } from './sandbox-gateway';

/** The gateway named by `PAYMENT_GATEWAY`; the sandbox is the default and, for now, the only one. */
export function createPaymentGateway(env: Record<string, string | undefined> = process.env): PaymentGateway {
  const name = env.PAYMENT_GATEWAY?.trim() || 'sandbox';
  // A typo must stop the server rather than fall back to a gateway that takes no money.
  if (name !== 'sandbox') throw new Error(`PAYMENT_GATEWAY must be "sandbox", got "${name}"`);
  // SANDBOX_CHARGES_FILE: the sandbox remembers its charges across restarts there (sandbox-gateway.ts).
  return sandboxGateway({ chargesFile: env.SANDBOX_CHARGES_FILE?.trim() || undefined });
}
