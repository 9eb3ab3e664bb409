// Moving a template one place up or down in the settings. The settings list templates
// by category, so a template trades places with its neighbour in the same category; the whole list
// is then renumbered in one statement, which also mends ties (equal display orders) left by hand.
import { inArray, sql } from 'drizzle-orm';
import type { SoapTemplateMoveDirection } from 'shared-domain/clinical/soap-template';
import type { AppDeps } from '../../deps';
import { soapTemplates } from '../../platform/db/schema';
import { fieldRefusal } from '../../platform/http/app-error';
import { listSoapTemplates, loadSoapTemplate } from './list-soap-templates';

export const moveMessages = {
  alreadyFirst: 'Ce modèle est déjà le premier de sa catégorie',
  alreadyLast: 'Ce modèle est déjà le dernier de sa catégorie',
} as const;

export async function moveSoapTemplate(deps: Pick<AppDeps, 'db' | 'clock'>, id: string, direction: SoapTemplateMoveDirection) {
  const moving = await loadSoapTemplate(deps.db, id);
  const ordered = await listSoapTemplates(deps.db, { includeInactive: true });
  const from = ordered.findIndex((template) => template.id === id);
  const sameCategory = ordered.flatMap((template, index) => (template.category === moving.category ? [index] : []));
  const place = sameCategory.indexOf(from);
  const to = sameCategory[direction === 'up' ? place - 1 : place + 1];
  if (to === undefined) {
    const message = direction === 'up' ? moveMessages.alreadyFirst : moveMessages.alreadyLast;
    throw fieldRefusal({ direction: message });
  }
  const neighbour = ordered[to];
  if (!neighbour) throw new Error('the neighbouring template vanished from the list');
  const reordered = [...ordered];
  reordered[from] = neighbour;
  reordered[to] = moving;

  const renumbered = reordered.flatMap((template, index) => (template.displayOrder === index ? [] : [{ id: template.id, index }]));
  if (renumbered.length > 0) {
    const cases = sql.join(
      renumbered.map(({ id: templateId, index }) => sql`when ${templateId} then ${index}`),
      sql` `,
    );
    await deps.db
      .update(soapTemplates)
      .set({ displayOrder: sql`case ${soapTemplates.id} ${cases} end`, updatedAt: deps.clock.now().toISOString() })
      .where(
        inArray(
          soapTemplates.id,
          renumbered.map((row) => row.id),
        ),
      );
  }
  return { templates: await listSoapTemplates(deps.db, { includeInactive: true }), swappedWith: neighbour.id };
}
