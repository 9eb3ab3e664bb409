CREATE TABLE `cash_day_reopenings` (
	`id` text PRIMARY KEY NOT NULL,
	`business_date` text NOT NULL,
	`closing_id` text NOT NULL,
	`reason` text NOT NULL,
	`reopened_by` text,
	`reopened_at` text NOT NULL,
	FOREIGN KEY (`closing_id`) REFERENCES `cash_closings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reopened_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cash_day_reopenings_closing_id_unique` ON `cash_day_reopenings` (`closing_id`);--> statement-breakpoint
CREATE INDEX `cash_day_reopenings_business_date_idx` ON `cash_day_reopenings` (`business_date`);--> statement-breakpoint
DROP INDEX `cash_closings_business_date_unique`;--> statement-breakpoint
ALTER TABLE `cash_closings` ADD `sequence` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `cash_closings_business_date_sequence_unique` ON `cash_closings` (`business_date`,`sequence`);--> statement-breakpoint
-- A day is closed while its latest close has no reopening: a reopening names the close it undoes,
-- and a day is closed again only once its last close was reopened, so « a close not reopened » is
-- that close. The one definition the triggers below and the API's queries share.
CREATE VIEW `closed_cash_days` AS
SELECT `business_date`, `id` AS `closing_id` FROM `cash_closings`
WHERE NOT EXISTS (SELECT 1 FROM `cash_day_reopenings` WHERE `cash_day_reopenings`.`closing_id` = `cash_closings`.`id`);--> statement-breakpoint
-- The closed day's money rules of migration 0016, now asking the view: a reopened day takes
-- payments and corrections again until it is closed again.
DROP TRIGGER `payment_transactions_closed_day_insert`;--> statement-breakpoint
DROP TRIGGER `payment_transactions_closed_day_update`;--> statement-breakpoint
DROP TRIGGER `payment_transactions_closed_day_kept`;--> statement-breakpoint
CREATE TRIGGER `payment_transactions_closed_day_insert` BEFORE INSERT ON `payment_transactions`
WHEN EXISTS (SELECT 1 FROM `closed_cash_days` WHERE `business_date` = NEW.`business_date`)
BEGIN SELECT RAISE(ABORT, 'money rule: closed day'); END;--> statement-breakpoint
CREATE TRIGGER `payment_transactions_closed_day_update` BEFORE UPDATE ON `payment_transactions`
WHEN (
	NEW.`id` IS NOT OLD.`id` OR NEW.`amount` IS NOT OLD.`amount` OR NEW.`status` IS NOT OLD.`status` OR
	NEW.`tender` IS NOT OLD.`tender` OR NEW.`transaction_type` IS NOT OLD.`transaction_type` OR
	NEW.`currency` IS NOT OLD.`currency` OR NEW.`business_date` IS NOT OLD.`business_date` OR
	NEW.`received_at` IS NOT OLD.`received_at` OR NEW.`refund_of_id` IS NOT OLD.`refund_of_id` OR
	NEW.`checkout_id` IS NOT OLD.`checkout_id` OR NEW.`authorized_on` IS NOT OLD.`authorized_on`
) AND (
	EXISTS (SELECT 1 FROM `closed_cash_days` WHERE `business_date` = NEW.`business_date`) OR
	(EXISTS (SELECT 1 FROM `closed_cash_days` WHERE `business_date` = OLD.`business_date`) AND OLD.`status` <> 'pending')
) AND NOT (
	OLD.`status` = 'pending' AND NEW.`status` = 'failed' AND NEW.`business_date` IS OLD.`business_date` AND
	NEW.`amount` IS OLD.`amount` AND NEW.`tender` IS OLD.`tender` AND NEW.`transaction_type` IS OLD.`transaction_type` AND
	NEW.`currency` IS OLD.`currency` AND NEW.`received_at` IS OLD.`received_at` AND
	NEW.`refund_of_id` IS OLD.`refund_of_id` AND NEW.`checkout_id` IS OLD.`checkout_id` AND NEW.`authorized_on` IS OLD.`authorized_on`
)
BEGIN SELECT RAISE(ABORT, 'money rule: closed day'); END;--> statement-breakpoint
CREATE TRIGGER `payment_transactions_closed_day_kept` BEFORE DELETE ON `payment_transactions`
WHEN EXISTS (SELECT 1 FROM `closed_cash_days` WHERE `business_date` = OLD.`business_date`)
BEGIN SELECT RAISE(ABORT, 'money rule: closed day'); END;
