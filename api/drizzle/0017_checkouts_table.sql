CREATE TABLE `checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`idempotency_key` text,
	`staff_id` text,
	`audit_event_id` text NOT NULL,
	`tenders` text NOT NULL,
	`invoice_ids` text NOT NULL,
	`applied_cents` text NOT NULL,
	`credit_applied_cents` integer NOT NULL,
	`credit_kept_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "checkouts_credit_cents" CHECK("checkouts"."credit_applied_cents" >= 0 and "checkouts"."credit_kept_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `checkouts_patient_idx` ON `checkouts` (`patient_id`,`created_at`);--> statement-breakpoint
-- The checkouts recorded before this table lived only in their `payment.recorded` audit entry: each
-- becomes its row (the dialog's key from its payments' keys, `<key>:<tender index>`; the staff
-- member while still on the team), so a repeated request still finds it once audit rows are pruned.
INSERT OR IGNORE INTO `checkouts` (`id`, `patient_id`, `idempotency_key`, `staff_id`, `audit_event_id`, `tenders`, `invoice_ids`, `applied_cents`, `credit_applied_cents`, `credit_kept_cents`, `created_at`)
SELECT a.`entity_id`,
	json_extract(a.`details`, '$.patientId'),
	(SELECT rtrim(rtrim(p.`idempotency_key`, '0123456789'), ':') FROM `payment_transactions` p
		WHERE p.`checkout_id` = a.`entity_id` AND p.`idempotency_key` IS NOT NULL ORDER BY p.`idempotency_key` LIMIT 1),
	(SELECT s.`id` FROM `staff_users` s WHERE s.`id` = a.`actor_id`),
	a.`id`,
	coalesce(json_extract(a.`details`, '$.tenders'), '[]'),
	coalesce(json_extract(a.`details`, '$.invoiceIds'), '[]'),
	coalesce(json_extract(a.`details`, '$.appliedCents'), '[]'),
	coalesce(json_extract(a.`details`, '$.creditAppliedCents'), 0),
	coalesce(json_extract(a.`details`, '$.creditKeptCents'), 0),
	a.`created_at`
FROM `audit_events` a
WHERE a.`entity` = 'checkouts' AND a.`action` = 'payment.recorded' AND a.`entity_id` IS NOT NULL
	AND json_extract(a.`details`, '$.patientId') IS NOT NULL
ORDER BY a.`created_at`, a.`id`;--> statement-breakpoint
-- A checkout is a record of money taken: never changed or deleted (a deleted staff member's
-- reference may become null). The same abort as the other money rules (0016).
CREATE TRIGGER `checkouts_unchanged` BEFORE UPDATE ON `checkouts`
WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`idempotency_key` IS NOT OLD.`idempotency_key` OR NEW.`audit_event_id` IS NOT OLD.`audit_event_id` OR
	NEW.`tenders` IS NOT OLD.`tenders` OR NEW.`invoice_ids` IS NOT OLD.`invoice_ids` OR NEW.`applied_cents` IS NOT OLD.`applied_cents` OR
	NEW.`credit_applied_cents` IS NOT OLD.`credit_applied_cents` OR NEW.`credit_kept_cents` IS NOT OLD.`credit_kept_cents` OR
	NEW.`created_at` IS NOT OLD.`created_at` OR (NEW.`staff_id` IS NOT OLD.`staff_id` AND NEW.`staff_id` IS NOT NULL)
BEGIN SELECT RAISE(ABORT, 'money rule: checkout'); END;--> statement-breakpoint
CREATE TRIGGER `checkouts_kept` BEFORE DELETE ON `checkouts`
BEGIN SELECT RAISE(ABORT, 'money rule: checkout'); END;
