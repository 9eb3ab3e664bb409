ALTER TABLE `checkouts` ADD `request_digest` text;--> statement-breakpoint
-- The digest is part of the record: like the rest of a checkout, never changed once written.
DROP TRIGGER `checkouts_unchanged`;--> statement-breakpoint
CREATE TRIGGER `checkouts_unchanged` BEFORE UPDATE ON `checkouts`
WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`idempotency_key` IS NOT OLD.`idempotency_key` OR NEW.`audit_event_id` IS NOT OLD.`audit_event_id` OR
	NEW.`tenders` IS NOT OLD.`tenders` OR NEW.`invoice_ids` IS NOT OLD.`invoice_ids` OR NEW.`applied_cents` IS NOT OLD.`applied_cents` OR
	NEW.`credit_applied_cents` IS NOT OLD.`credit_applied_cents` OR NEW.`credit_kept_cents` IS NOT OLD.`credit_kept_cents` OR
	NEW.`request_digest` IS NOT OLD.`request_digest` OR
	NEW.`created_at` IS NOT OLD.`created_at` OR (NEW.`staff_id` IS NOT OLD.`staff_id` AND NEW.`staff_id` IS NOT NULL)
BEGIN SELECT RAISE(ABORT, 'money rule: checkout'); END;
