-- Issue 24, « Détruire le dossier »: the retention review destroys a record past its period, signed
-- notes and addenda included. Migration 0006's triggers keep them against any delete; they now let
-- go those of a record the review has marked destroyed (its batch sets patients.record_destroyed_at
-- first, then deletes), and keep everything else as before.
DROP TRIGGER `soap_notes_signed_kept`;--> statement-breakpoint
CREATE TRIGGER `soap_notes_signed_kept` BEFORE DELETE ON `soap_notes`
WHEN OLD.`status` = 'signed'
	AND (SELECT `record_destroyed_at` FROM `patients` WHERE `id` = OLD.`patient_id`) IS NULL
BEGIN SELECT RAISE(ABORT, 'soap note is signed'); END;--> statement-breakpoint
DROP TRIGGER `soap_note_addenda_kept`;--> statement-breakpoint
CREATE TRIGGER `soap_note_addenda_kept` BEFORE DELETE ON `soap_note_addenda`
WHEN (SELECT p.`record_destroyed_at` FROM `soap_notes` n JOIN `patients` p ON p.`id` = n.`patient_id` WHERE n.`id` = OLD.`note_id`) IS NULL
BEGIN SELECT RAISE(ABORT, 'addendum is signed'); END;--> statement-breakpoint
DROP TRIGGER `record_attachments_of_signed_note_kept`;--> statement-breakpoint
CREATE TRIGGER `record_attachments_of_signed_note_kept` BEFORE DELETE ON `record_attachments`
WHEN OLD.`note_id` IS NOT NULL AND (SELECT `status` FROM `soap_notes` WHERE `id` = OLD.`note_id`) = 'signed'
	AND (SELECT `record_destroyed_at` FROM `patients` WHERE `id` = OLD.`patient_id`) IS NULL
BEGIN SELECT RAISE(ABORT, 'soap note is signed'); END;
