// The demo clinic's desk products (« Paramètres › Produits »): what a chiropractic clinic
// sells beside its care, taxable (GST + QST included in the price, DESIGN §7), and one withdrawn
// item, so the settings show both states.
import type { BatchItem } from 'drizzle-orm/batch';
import type { Clock } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import { products } from '../platform/db/schema';
import { timestamps } from '../platform/db/timestamps';

type ProductInsert = Omit<typeof products.$inferInsert, 'createdAt' | 'updatedAt' | 'displayOrder'>;

export const demoProducts = [
  {
    name: 'Oreiller cervical',
    description: 'Oreiller ergonomique en mousse à mémoire de forme qui soutient la courbe naturelle du cou.',
    price: 6995,
    taxCode: 'gst_qst',
  },
  {
    name: 'Orthèses plantaires (paire)',
    description: 'Orthèses moulées sur mesure après l’examen biomécanique du pied, livrées en trois semaines.',
    price: 45_000,
    taxCode: 'gst_qst',
  },
  {
    name: 'Rapport pour assureur',
    description: 'Rapport écrit à la demande d’un assureur, de la CNESST ou de la SAAQ.',
    price: 3500,
    taxCode: 'gst_qst',
  },
  {
    name: 'Ceinture de grossesse',
    description: 'Ceinture de soutien lombaire et pelvien pour le troisième trimestre.',
    price: 5499,
    taxCode: 'gst_qst',
  },
  {
    name: 'Rouleau de massage en mousse',
    description: 'N’est plus offert : remplacé par les exercices remis au suivi.',
    price: 2999,
    taxCode: 'gst_qst',
    isActive: false,
  },
] as const satisfies readonly ProductInsert[];

export function demoCatalogueStatements(db: Database, clock: Clock): BatchItem<'sqlite'>[] {
  return [db.insert(products).values(demoProducts.map((product, index) => ({ ...product, displayOrder: index, ...timestamps(clock) })))];
}
