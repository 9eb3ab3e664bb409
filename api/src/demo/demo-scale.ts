// `npm run demo:scale`: grows the demo clinic of DATA_DIR to a busy practice (2,000 patients,
// 20,000 appointments), to try the back-office and measure it at that size. Run it once
// after `npm start` has seeded the clinic; a clinic that already has that many patients is left alone.
import { systemClock } from 'shared-domain/platform/clinic-time';
import { loadConfig } from '../config';
import { openDatabase } from '../platform/db/client';
import { patientCount, seedClinicAtScale } from './clinic-at-scale';

const config = loadConfig(process.env);
const { db, close } = openDatabase({
  url: config.databaseUrl,
  ...(config.databaseAuthToken ? { authToken: config.databaseAuthToken } : {}),
});
const size = { patients: 2000, appointments: 20_000 };
try {
  if ((await patientCount(db)) >= size.patients) {
    process.stdout.write(`La clinique compte déjà au moins ${size.patients} patients : rien à ajouter.\n`);
  } else {
    const started = Date.now();
    const result = await seedClinicAtScale(db, { clock: systemClock, ...size });
    process.stdout.write(
      `Ajouté ${result.patients} patients, ${result.appointments} rendez-vous, ${result.notes} notes cliniques (${result.addenda} addenda), ${result.episodes} épisodes de soins (${result.outcomes} mesures de résultats), ${result.invoices} factures, ${result.payments} paiements et ${result.closings} journées fermées (du ${result.firstDate} au ${result.lastDate}) en ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
    );
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  close();
}
