ALTER TABLE `payment_transactions` ADD `authorized_on` text;--> statement-breakpoint
-- The money rules the code already kept, now the database's too (as the signed notes' are, 0006):
-- a raw write, a forgotten guard or a new code path meets the same refusal. Each message starts
-- with the rule's name, which the API maps to a French 4xx (billing/money-rule-refusal.ts).
--
-- An issued invoice (any status but 'draft' and a waived draft) is a document: only its standing
-- changes (what credit notes and payments took off it, the status they give, when), a patient merge
-- moves it, and what the database itself clears (a deleted visit or staff member, the retention
-- review's notes) may become null. A row issued before invoices were numbered gets its number and
-- issue instant once; once given, they never change. Drafts stay editable and deletable.
CREATE TRIGGER `invoices_issued_unchanged` BEFORE UPDATE ON `invoices`
WHEN OLD.`payment_status` NOT IN ('draft', 'waived') AND (
	NEW.`payment_status` IN ('draft', 'waived') OR
	NEW.`id` IS NOT OLD.`id` OR NEW.`total_amount` IS NOT OLD.`total_amount` OR
	NEW.`issued_on` IS NOT OLD.`issued_on` OR NEW.`due_on` IS NOT OLD.`due_on` OR
	(NEW.`number` IS NOT OLD.`number` AND OLD.`number` IS NOT NULL) OR NEW.`kind` IS NOT OLD.`kind` OR
	(NEW.`issued_at` IS NOT OLD.`issued_at` AND OLD.`issued_at` IS NOT NULL) OR NEW.`waiver_reason` IS NOT OLD.`waiver_reason` OR
	NEW.`waived_at` IS NOT OLD.`waived_at` OR NEW.`created_at` IS NOT OLD.`created_at` OR
	(NEW.`appointment_id` IS NOT OLD.`appointment_id` AND NEW.`appointment_id` IS NOT NULL) OR
	(NEW.`notes` IS NOT OLD.`notes` AND NEW.`notes` IS NOT NULL) OR
	(NEW.`waiver_note` IS NOT OLD.`waiver_note` AND NEW.`waiver_note` IS NOT NULL) OR
	(NEW.`issued_by` IS NOT OLD.`issued_by` AND NEW.`issued_by` IS NOT NULL) OR
	(NEW.`created_by` IS NOT OLD.`created_by` AND NEW.`created_by` IS NOT NULL) OR
	(NEW.`waived_by` IS NOT OLD.`waived_by` AND NEW.`waived_by` IS NOT NULL)
)
BEGIN SELECT RAISE(ABORT, 'money rule: issued invoice'); END;--> statement-breakpoint
CREATE TRIGGER `invoices_issued_kept` BEFORE DELETE ON `invoices`
WHEN OLD.`payment_status` NOT IN ('draft', 'waived')
BEGIN SELECT RAISE(ABORT, 'money rule: issued invoice'); END;--> statement-breakpoint
-- An issued invoice's lines: only what credit notes took off each line changes (never above it),
-- and a deleted visit or product may become null.
CREATE TRIGGER `invoice_lines_issued_unchanged` BEFORE UPDATE ON `invoice_lines`
WHEN (SELECT `payment_status` FROM `invoices` WHERE `id` = OLD.`invoice_id`) NOT IN ('draft', 'waived') AND (
	NEW.`id` IS NOT OLD.`id` OR NEW.`invoice_id` IS NOT OLD.`invoice_id` OR
	NEW.`description` IS NOT OLD.`description` OR NEW.`service_date` IS NOT OLD.`service_date` OR
	NEW.`amount` IS NOT OLD.`amount` OR NEW.`tax_code` IS NOT OLD.`tax_code` OR
	NEW.`line_order` IS NOT OLD.`line_order` OR NEW.`quantity` IS NOT OLD.`quantity` OR
	(NEW.`appointment_id` IS NOT OLD.`appointment_id` AND NEW.`appointment_id` IS NOT NULL) OR
	(NEW.`product_id` IS NOT OLD.`product_id` AND NEW.`product_id` IS NOT NULL)
)
BEGIN SELECT RAISE(ABORT, 'money rule: issued invoice'); END;--> statement-breakpoint
CREATE TRIGGER `invoice_lines_issued_kept` BEFORE DELETE ON `invoice_lines`
WHEN (SELECT `payment_status` FROM `invoices` WHERE `id` = OLD.`invoice_id`) NOT IN ('draft', 'waived')
BEGIN SELECT RAISE(ABORT, 'money rule: issued invoice'); END;--> statement-breakpoint
-- A credit note and its lines are never changed or deleted; a patient merge moves the note, and a
-- deleted staff member's reference may become null.
CREATE TRIGGER `credit_notes_unchanged` BEFORE UPDATE ON `credit_notes`
WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`number` IS NOT OLD.`number` OR NEW.`invoice_id` IS NOT OLD.`invoice_id` OR
	NEW.`issued_on` IS NOT OLD.`issued_on` OR NEW.`amount` IS NOT OLD.`amount` OR NEW.`reason` IS NOT OLD.`reason` OR
	NEW.`created_at` IS NOT OLD.`created_at` OR (NEW.`created_by` IS NOT OLD.`created_by` AND NEW.`created_by` IS NOT NULL)
BEGIN SELECT RAISE(ABORT, 'money rule: credit note'); END;--> statement-breakpoint
CREATE TRIGGER `credit_notes_kept` BEFORE DELETE ON `credit_notes`
BEGIN SELECT RAISE(ABORT, 'money rule: credit note'); END;--> statement-breakpoint
CREATE TRIGGER `credit_note_lines_unchanged` BEFORE UPDATE ON `credit_note_lines`
BEGIN SELECT RAISE(ABORT, 'money rule: credit note'); END;--> statement-breakpoint
CREATE TRIGGER `credit_note_lines_kept` BEFORE DELETE ON `credit_note_lines`
BEGIN SELECT RAISE(ABORT, 'money rule: credit note'); END;--> statement-breakpoint
-- A closed day's money (« Fermeture de caisse »): no payment, refund or adjustment is written onto
-- a closed business date, and a row on one keeps its amount, status, tender, type and date. What
-- the close never counted may still end: a pending card payment leaves the closed day for an open
-- one when it settles (billing/checkout/card-payment.ts), or fails where it stands. What later
-- bookkeeping keeps in step stays writable: the amounts applied to invoices and refunded since, a
-- patient merge, the retention review's notes.
CREATE TRIGGER `payment_transactions_closed_day_insert` BEFORE INSERT ON `payment_transactions`
WHEN EXISTS (SELECT 1 FROM `cash_closings` WHERE `business_date` = NEW.`business_date`)
BEGIN SELECT RAISE(ABORT, 'money rule: closed day'); END;--> statement-breakpoint
CREATE TRIGGER `payment_transactions_closed_day_update` BEFORE UPDATE ON `payment_transactions`
WHEN (
	NEW.`id` IS NOT OLD.`id` OR NEW.`amount` IS NOT OLD.`amount` OR NEW.`status` IS NOT OLD.`status` OR
	NEW.`tender` IS NOT OLD.`tender` OR NEW.`transaction_type` IS NOT OLD.`transaction_type` OR
	NEW.`currency` IS NOT OLD.`currency` OR NEW.`business_date` IS NOT OLD.`business_date` OR
	NEW.`received_at` IS NOT OLD.`received_at` OR NEW.`refund_of_id` IS NOT OLD.`refund_of_id` OR
	NEW.`checkout_id` IS NOT OLD.`checkout_id` OR NEW.`authorized_on` IS NOT OLD.`authorized_on`
) AND (
	EXISTS (SELECT 1 FROM `cash_closings` WHERE `business_date` = NEW.`business_date`) OR
	(EXISTS (SELECT 1 FROM `cash_closings` WHERE `business_date` = OLD.`business_date`) AND OLD.`status` <> 'pending')
) AND NOT (
	OLD.`status` = 'pending' AND NEW.`status` = 'failed' AND NEW.`business_date` IS OLD.`business_date` AND
	NEW.`amount` IS OLD.`amount` AND NEW.`tender` IS OLD.`tender` AND NEW.`transaction_type` IS OLD.`transaction_type` AND
	NEW.`currency` IS OLD.`currency` AND NEW.`received_at` IS OLD.`received_at` AND
	NEW.`refund_of_id` IS OLD.`refund_of_id` AND NEW.`checkout_id` IS OLD.`checkout_id` AND NEW.`authorized_on` IS OLD.`authorized_on`
)
BEGIN SELECT RAISE(ABORT, 'money rule: closed day'); END;--> statement-breakpoint
CREATE TRIGGER `payment_transactions_closed_day_kept` BEFORE DELETE ON `payment_transactions`
WHEN EXISTS (SELECT 1 FROM `cash_closings` WHERE `business_date` = OLD.`business_date`)
BEGIN SELECT RAISE(ABORT, 'money rule: closed day'); END;--> statement-breakpoint
-- Amounts in cents that a sign makes no sense for. SQLite adds a CHECK only by rebuilding the table
-- (copying every row, with the foreign keys and the triggers above to recreate), so these tables
-- hold the rule with triggers on insert and update instead: the same refusal, no rebuild.
CREATE TRIGGER `payment_transactions_amounts_insert` BEFORE INSERT ON `payment_transactions`
WHEN NEW.`amount` < 0 OR NEW.`allocated_amount` < 0 OR NEW.`refunded_amount` < 0
BEGIN SELECT RAISE(ABORT, 'money rule: negative amount'); END;--> statement-breakpoint
CREATE TRIGGER `payment_transactions_amounts_update` BEFORE UPDATE ON `payment_transactions`
WHEN NEW.`amount` < 0 OR NEW.`allocated_amount` < 0 OR NEW.`refunded_amount` < 0
BEGIN SELECT RAISE(ABORT, 'money rule: negative amount'); END;--> statement-breakpoint
CREATE TRIGGER `invoices_amounts_insert` BEFORE INSERT ON `invoices`
WHEN NEW.`total_amount` < 0 OR NEW.`paid_amount` < 0 OR NEW.`credited_amount` < 0
BEGIN SELECT RAISE(ABORT, 'money rule: negative amount'); END;--> statement-breakpoint
CREATE TRIGGER `invoices_amounts_update` BEFORE UPDATE ON `invoices`
WHEN NEW.`total_amount` < 0 OR NEW.`paid_amount` < 0 OR NEW.`credited_amount` < 0
BEGIN SELECT RAISE(ABORT, 'money rule: negative amount'); END;--> statement-breakpoint
CREATE TRIGGER `invoice_lines_amounts_insert` BEFORE INSERT ON `invoice_lines`
WHEN NEW.`amount` < 0 OR NEW.`credited_amount` < 0 OR NEW.`credited_amount` > NEW.`amount` OR NEW.`quantity` < 1
BEGIN SELECT RAISE(ABORT, 'money rule: negative amount'); END;--> statement-breakpoint
CREATE TRIGGER `invoice_lines_amounts_update` BEFORE UPDATE ON `invoice_lines`
WHEN NEW.`amount` < 0 OR NEW.`credited_amount` < 0 OR NEW.`credited_amount` > NEW.`amount` OR NEW.`quantity` < 1
BEGIN SELECT RAISE(ABORT, 'money rule: negative amount'); END;--> statement-breakpoint
CREATE TRIGGER `invoice_payments_amounts_insert` BEFORE INSERT ON `invoice_payments`
WHEN NEW.`amount` < 0
BEGIN SELECT RAISE(ABORT, 'money rule: negative amount'); END;--> statement-breakpoint
CREATE TRIGGER `invoice_payments_amounts_update` BEFORE UPDATE ON `invoice_payments`
WHEN NEW.`amount` < 0
BEGIN SELECT RAISE(ABORT, 'money rule: negative amount'); END;--> statement-breakpoint
CREATE TRIGGER `credit_notes_amounts_insert` BEFORE INSERT ON `credit_notes`
WHEN NEW.`amount` < 0
BEGIN SELECT RAISE(ABORT, 'money rule: negative amount'); END;--> statement-breakpoint
CREATE TRIGGER `credit_note_lines_amounts_insert` BEFORE INSERT ON `credit_note_lines`
WHEN NEW.`amount` < 0
BEGIN SELECT RAISE(ABORT, 'money rule: negative amount'); END;
