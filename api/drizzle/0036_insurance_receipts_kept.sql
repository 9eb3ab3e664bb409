-- An issued insurance receipt is never changed nor deleted (billing/insurance/print-receipt.ts
-- issues it once; a reprint is a DUPLICATA of the same number): its number, its place in the
-- sequence, its date and the visit and invoice it answers for (the amounts it prints are the
-- invoice's, which migration 0016 keeps) stay as issued. Only the patient it is filed under may
-- move, when two files of one patient are merged (patients/merge-patients.ts).
CREATE TRIGGER `insurance_receipts_kept` BEFORE UPDATE ON `insurance_receipts`
WHEN NEW.`number` IS NOT OLD.`number` OR NEW.`sequence` IS NOT OLD.`sequence` OR NEW.`issued_on` IS NOT OLD.`issued_on`
	OR NEW.`appointment_id` IS NOT OLD.`appointment_id` OR NEW.`invoice_id` IS NOT OLD.`invoice_id`
	OR NEW.`id` IS NOT OLD.`id` OR NEW.`created_at` IS NOT OLD.`created_at`
BEGIN SELECT RAISE(ABORT, 'money rule: insurance receipt'); END;--> statement-breakpoint
CREATE TRIGGER `insurance_receipts_not_deleted` BEFORE DELETE ON `insurance_receipts`
BEGIN SELECT RAISE(ABORT, 'money rule: insurance receipt'); END;--> statement-breakpoint
-- Every print is the record of a copy handed out (the first, then each DUPLICATA): which receipt,
-- its rank, its day and its channel never change, and no print is forgotten. Who printed it may be
-- cleared when that staff account is deleted.
CREATE TRIGGER `insurance_receipt_prints_kept` BEFORE UPDATE ON `insurance_receipt_prints`
WHEN NEW.`receipt_id` IS NOT OLD.`receipt_id` OR NEW.`print_number` IS NOT OLD.`print_number`
	OR NEW.`printed_on` IS NOT OLD.`printed_on` OR NEW.`channel` IS NOT OLD.`channel` OR NEW.`id` IS NOT OLD.`id`
BEGIN SELECT RAISE(ABORT, 'money rule: insurance receipt'); END;--> statement-breakpoint
CREATE TRIGGER `insurance_receipt_prints_not_deleted` BEFORE DELETE ON `insurance_receipt_prints`
BEGIN SELECT RAISE(ABORT, 'money rule: insurance receipt'); END;
