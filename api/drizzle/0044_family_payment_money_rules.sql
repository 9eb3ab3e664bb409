-- A family payment's money rules, held by the database: its amount (what the guardian's card was
-- charged) is never negative and never changed, the row is never deleted (a correction is a new
-- document: each person's refund), and the parts recorded on each person's record never add up to
-- more than it. Its payer may move (a merge of her records) and its card be forgotten.
CREATE TRIGGER `family_payments_amounts_insert` BEFORE INSERT ON `family_payments`
WHEN NEW.`amount` < 0
BEGIN SELECT RAISE(ABORT, 'money rule: negative amount'); END;--> statement-breakpoint
CREATE TRIGGER `family_payments_unchanged` BEFORE UPDATE OF `amount`, `idempotency_key` ON `family_payments`
WHEN NEW.`amount` IS NOT OLD.`amount` OR NEW.`idempotency_key` IS NOT OLD.`idempotency_key`
BEGIN SELECT RAISE(ABORT, 'money rule: family payment'); END;--> statement-breakpoint
CREATE TRIGGER `family_payments_kept` BEFORE DELETE ON `family_payments`
BEGIN SELECT RAISE(ABORT, 'money rule: family payment'); END;--> statement-breakpoint
CREATE TRIGGER `payment_transactions_within_family_payment` BEFORE INSERT ON `payment_transactions`
WHEN NEW.`family_payment_id` IS NOT NULL
	AND NEW.`amount` + (SELECT coalesce(sum(`amount`), 0) FROM `payment_transactions` WHERE `family_payment_id` = NEW.`family_payment_id`)
		> (SELECT `amount` FROM `family_payments` WHERE `id` = NEW.`family_payment_id`)
BEGIN SELECT RAISE(ABORT, 'money rule: beyond the family payment'); END;
