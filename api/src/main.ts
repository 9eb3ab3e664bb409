// Starts the all-in-one server: configuration, keys, database (migrated, demo-seeded on first
// start), then the API, the shell and the three remotes on one port.
import { openReportReader } from './platform/db/report-reader';
import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { systemClock } from 'shared-domain/platform/clinic-time';
import { loadConfig, startupWarnings } from './config';
import { openDatabase } from './platform/db/client';
import { migrateDatabase } from './platform/db/migrate';
import { staffUsers } from './platform/db/schema';
import { startJobs } from './platform/jobs/scheduler';
import { outboxSenderIdle } from './platform/mail/outbox-sender';
import { scheduledJobs } from './jobs';
import { ensureDemoClinic } from './demo/demo-accounts';
import { loadPrerenderer } from './surfaces/public-prerender';
import { readRemoteAssets } from './platform/server/remote-assets';
import { createServerApp } from './server-app';
import { reachableAddresses, welcomeMessage } from './welcome-message';
import { developmentOrigins } from './platform/http/origin-check';
import { logger } from './logger';
import { createPaymentGateway } from './billing/payments/create-payment-gateway';
import { loadSecrets } from './secrets';
import { loadBackupKey } from './privacy/backups/backup-key';

const workspace = (folder: string) => fileURLToPath(new URL(`../../${folder}`, import.meta.url));

async function main() {
  // The database and keys hold health data and secrets: files this server creates are its own.
  process.umask(0o077);
  const config = loadConfig();
  for (const warning of startupWarnings(config)) logger.warn(warning);
  const secrets = await loadSecrets(config.dataDir, process.env, config.adminInvitationCode);
  // Made now rather than at the first backup, so the first start says where it is and to copy it.
  await loadBackupKey(config);
  const database = openDatabase({ url: config.databaseUrl, authToken: config.databaseAuthToken });
  await migrateDatabase(database.db);
  const demo = config.seedDemo ? await ensureDemoClinic(database.db, config.dataDir, systemClock, secrets) : undefined;
  // The first account's code is refused once the clinic has one: named only while it has none.
  const hasStaffAccounts = (await database.db.$count(staffUsers)) > 0;

  const deps = {
    db: database.db,
    clock: systemClock,
    config,
    secrets,
    paymentGateway: createPaymentGateway(process.env),
    pingDatabase: async () => {
      await database.client.execute('select 1');
    },
    reportReader: openReportReader(database.db, config.databaseUrl),
  };
  // The prerendered page names the public remote's files only when this server serves them.
  const publicAssets = config.remoteEntries.public ? undefined : readRemoteAssets(workspace('mf-public/dist'), '/mf/public/');
  const siteFolders = {
    shell: workspace('shell/dist'),
    remotes: {
      public: workspace('mf-public/dist'),
      portal: workspace('mf-portal/dist'),
      admin: workspace('mf-admin/dist'),
    },
  };
  const renderShellPage = await loadPrerenderer(workspace('mf-public/dist-prerender'), deps, publicAssets, siteFolders);
  const app = createServerApp(deps, siteFolders, renderShellPage);

  // HOST: loopback by default in production (config.ts); containers and proxies set 0.0.0.0.
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    // For the person starting the server, deliberately outside the structured log.
    process.stdout.write(
      welcomeMessage({
        publicUrl: config.publicUrl,
        port: info.port,
        dataDir: config.dataDir,
        invitationCode: secrets.adminInvitationCode,
        hasStaffAccounts,
        invitationCodeConfigured: config.adminInvitationCode !== undefined,
        demo,
        seedDemo: config.seedDemo,
        interactive: process.stdout.isTTY === true,
        nodeEnv: process.env.NODE_ENV,
        // The addresses the origin check accepts outside production (the same list).
        otherAddresses: config.production ? [] : reachableAddresses(developmentOrigins(info.port), config.host),
      }),
    );
  });
  // Scheduled work, each under a database lease: the list and the periods are in jobs.ts.
  const jobs = startJobs(deps, scheduledJobs(deps));
  const stop = async () => {
    server.close();
    await jobs.stop();
    await outboxSenderIdle(database.db);
    await deps.reportReader.close();
    database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: Error) => {
  logger.error('startup failed', { error: error.message, stack: error.stack });
  process.exit(1);
});
