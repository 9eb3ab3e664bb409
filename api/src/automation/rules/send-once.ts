// What a rule's job sends, it sends once: each thing it writes about (`subjects`: an appointment at
// its time, a patient's first visit, an invoice…) gets a row of `automation_sends`, whose primary
// key (rule, subject) makes a second send a no-op, whichever run or instance tries. The rows and
// the e-mail go in one `db.batch`, each statement guarded, so either both are written or neither:
//   1. the subjects' rows, tagged with a claim unique to this batch, only if none of them was sent
//      before and the rule is on (the same test the outbox applies to a paused rule's message);
//   2. what the e-mail needs written with it (a link's row), only if this batch holds the claim;
//   3. the e-mail, only if this batch holds the claim (and its rule is not paused);
//   4. the rows then name the e-mail (the row just inserted), and
//   5. rows whose e-mail was not written are removed, should the two guards ever disagree.
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AutomationRuleKey } from 'shared-domain/automation/automation';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../../platform/db/insert-where';
import { automationSends, emailOutbox } from '../../platform/db/schema';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';
import { outboxInsert, ruleIsOn } from '../../platform/mail/queue-email';

export type SendDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

export interface RuleSend {
  rule: AutomationRuleKey;
  /** What this e-mail is about; any of them already sent and nothing is. */
  subjects: readonly string[];
  mail: OutgoingMail;
  /** Statements to write with the e-mail only, given the condition that holds when it is written. */
  alongside?: (claimed: SQL) => BatchItem<'sqlite'>[];
}

/** Sent before, by any rule run: a subject of `rule` already in `automation_sends`. */
export function alreadySent(rule: AutomationRuleKey, subject: SQL | string): SQL {
  return sql`exists (select 1 from ${automationSends} where ${automationSends.rule} = ${rule} and ${automationSends.subject} = ${subject})`;
}

/** Writes the e-mail and its rows once; true when this call queued it. */
export async function sendOnce(deps: SendDeps, send: RuleSend): Promise<boolean> {
  const { rule, subjects } = send;
  if (subjects.length === 0) throw new Error('a rule send needs a subject');
  const claim = `claim:${randomUUID()}`;
  const createdAt = deps.clock.now().toISOString();
  const subjectList = sql.join(
    subjects.map((subject) => sql`${subject}`),
    sql`, `,
  );
  const free = sql`not exists (select 1 from ${automationSends} where ${automationSends.rule} = ${rule} and ${automationSends.subject} in (${subjectList}) and ${automationSends.outboxId} is not ${claim})
    and ${ruleIsOn(rule)}`;
  const claimed = sql`exists (select 1 from ${automationSends} where ${automationSends.rule} = ${rule} and ${automationSends.outboxId} = ${claim})`;
  const statements: BatchItem<'sqlite'>[] = [
    ...subjects.map((subject) => deps.db.run(insertWhere(automationSends, { rule, subject, outboxId: claim, createdAt }, free))),
    ...(send.alongside?.(claimed) ?? []),
  ];
  const outboxAt = statements.length;
  const lastOutboxRow = sql`(select ${emailOutbox.id} from ${emailOutbox} where rowid = last_insert_rowid())`;
  statements.push(
    outboxInsert(deps, { ...send.mail, automatic: true }, { onlyIf: claimed }),
    // Right after the e-mail's insert: `last_insert_rowid()` is its row when it was written.
    deps.db.run(
      sql`update ${automationSends} set ${sql.identifier(automationSends.outboxId.name)} = ${lastOutboxRow}
        where ${automationSends.rule} = ${rule} and ${automationSends.outboxId} = ${claim}
        and exists (select 1 from ${emailOutbox} where rowid = last_insert_rowid() and ${emailOutbox.createdAt} = ${createdAt} and ${emailOutbox.kind} = ${send.mail.kind ?? 'other'})`,
    ),
    deps.db.run(sql`delete from ${automationSends} where ${automationSends.rule} = ${rule} and ${automationSends.outboxId} = ${claim}`),
  );
  const [first, ...rest] = statements;
  if (!first) throw new Error('nothing to write');
  const results = (await deps.db.batch([first, ...rest])) as { rowsAffected?: number }[];
  return results[outboxAt]?.rowsAffected === 1;
}
