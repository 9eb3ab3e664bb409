import type { ReportReader } from './platform/db/report-reader';
import type { Clock } from 'shared-domain/platform/clinic-time';
import type { Config } from './config';
import type { Database } from './platform/db/client';
import type { PaymentGateway } from './billing/payments/payment-gateway';
import type { Secrets } from './secrets';

/** What every route group may use; tests build it with a temporary database and a pinned clock. */
export interface AppDeps {
  db: Database;
  clock: Clock;
  config: Config;
  secrets: Secrets;
  /** Tokenises and charges cards; the sandbox unless configured otherwise (DESIGN §6). */
  paymentGateway: PaymentGateway;
  /** Answers whether the database is reachable; used by the health check. */
  pingDatabase: () => Promise<void>;
  /**
   * Reads a long report off the request thread (platform/db/report-reader.ts); without it, reports
   * read on `db` (the tests' apps).
   */
  reportReader?: ReportReader;
}
