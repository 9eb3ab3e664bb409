-- A payment is never dated before what it pays: its invoice's issue day, nor the day of the visit
-- that invoice bills (billing/checkout/payment-date.ts says it first, in French, beside « Date de
-- réception »). The rule holds for money recorded once the invoice existed (its row written at or
-- after the invoice's issue): account credit recorded earlier and applied later, and a visit's
-- deposit (paid before its visit by nature, applied when its draft is issued), are older money
-- and keep their own day.
CREATE TRIGGER `invoice_payments_not_before_invoice` BEFORE INSERT ON `invoice_payments`
WHEN EXISTS (
	SELECT 1 FROM `payment_transactions` AS `paid`
	JOIN `invoices` AS `invoice` ON `invoice`.`id` = NEW.`invoice_id`
	LEFT JOIN `appointments` AS `visit` ON `visit`.`id` = `invoice`.`appointment_id`
	WHERE `paid`.`id` = NEW.`transaction_id` AND `paid`.`transaction_type` = 'payment'
		AND `invoice`.`issued_at` IS NOT NULL AND `paid`.`created_at` >= `invoice`.`issued_at`
		AND `paid`.`business_date` < max(`invoice`.`issued_on`, coalesce(`visit`.`scheduled_date`, ''))
)
BEGIN SELECT RAISE(ABORT, 'money rule: payment before invoice'); END;--> statement-breakpoint
-- The same rule when a payment's day moves (a card payment settling on a later open day only moves
-- it forward).
CREATE TRIGGER `payment_transactions_not_before_invoice` BEFORE UPDATE OF `business_date` ON `payment_transactions`
WHEN NEW.`transaction_type` = 'payment' AND EXISTS (
	SELECT 1 FROM `invoice_payments` AS `paying`
	JOIN `invoices` AS `invoice` ON `invoice`.`id` = `paying`.`invoice_id`
	LEFT JOIN `appointments` AS `visit` ON `visit`.`id` = `invoice`.`appointment_id`
	WHERE `paying`.`transaction_id` = NEW.`id`
		AND `invoice`.`issued_at` IS NOT NULL AND NEW.`created_at` >= `invoice`.`issued_at`
		AND NEW.`business_date` < max(`invoice`.`issued_on`, coalesce(`visit`.`scheduled_date`, ''))
)
BEGIN SELECT RAISE(ABORT, 'money rule: payment before invoice'); END;
