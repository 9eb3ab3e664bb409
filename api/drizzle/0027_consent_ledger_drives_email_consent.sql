ALTER TABLE `patient_consents` ADD `import_id` text REFERENCES patient_imports(id);--> statement-breakpoint
-- The consent ledger drives every e-mail that needs consent. Before it did, `patients.email_consent`
-- did: true or null (« not asked ») sent reminders and the automatic e-mails, false sent none. Every
-- record with an address those e-mails reached gets one ledger row, channel « record » (its history
-- before the ledger), dated now, so nobody loses them and nobody gains them; a record without an
-- entry gets none from now on.
INSERT INTO `patient_consents` (`id`, `patient_id`, `email`, `kind`, `version`, `channel`, `given_at`, `created_at`)
SELECT lower(hex(randomblob(16))), `p`.`id`, `p`.`email`, 'email_reminders',
  coalesce((SELECT max(`version`) FROM `consent_texts` WHERE `kind` = 'email_reminders'), 1),
  'record', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM `patients` `p`
WHERE (`p`.`email_consent` IS NULL OR `p`.`email_consent` = 1)
  AND `p`.`email` IS NOT NULL AND trim(`p`.`email`) <> ''
  AND NOT EXISTS (SELECT 1 FROM `patient_consents` `c` WHERE `c`.`patient_id` = `p`.`id` AND `c`.`kind` = 'email_reminders');--> statement-breakpoint
-- The column becomes the ledger's answer, kept by the triggers below: 1 when the newest entry of a
-- patient's e-mail reminders is given, 0 when it was withdrawn, null when she has none.
UPDATE `patients` SET `email_consent` = (
  SELECT CASE WHEN `c`.`withdrawn_at` IS NULL THEN 1 ELSE 0 END FROM `patient_consents` `c`
  WHERE `c`.`patient_id` = `patients`.`id` AND `c`.`kind` = 'email_reminders'
  ORDER BY `c`.`given_at` DESC, `c`.`created_at` DESC, `c`.`rowid` DESC LIMIT 1
);--> statement-breakpoint
CREATE TRIGGER `patient_consents_email_follow_insert` AFTER INSERT ON `patient_consents`
WHEN NEW.`kind` = 'email_reminders' AND NEW.`patient_id` IS NOT NULL
BEGIN
  UPDATE `patients` SET `email_consent` = (
    SELECT CASE WHEN `c`.`withdrawn_at` IS NULL THEN 1 ELSE 0 END FROM `patient_consents` `c`
    WHERE `c`.`patient_id` = NEW.`patient_id` AND `c`.`kind` = 'email_reminders'
    ORDER BY `c`.`given_at` DESC, `c`.`created_at` DESC, `c`.`rowid` DESC LIMIT 1
  ) WHERE `id` = NEW.`patient_id`;
END;--> statement-breakpoint
CREATE TRIGGER `patient_consents_email_follow_update` AFTER UPDATE ON `patient_consents`
WHEN NEW.`kind` = 'email_reminders' OR OLD.`kind` = 'email_reminders'
BEGIN
  UPDATE `patients` SET `email_consent` = (
    SELECT CASE WHEN `c`.`withdrawn_at` IS NULL THEN 1 ELSE 0 END FROM `patient_consents` `c`
    WHERE `c`.`patient_id` = `patients`.`id` AND `c`.`kind` = 'email_reminders'
    ORDER BY `c`.`given_at` DESC, `c`.`created_at` DESC, `c`.`rowid` DESC LIMIT 1
  ) WHERE `id` IN (NEW.`patient_id`, OLD.`patient_id`);
END;--> statement-breakpoint
CREATE TRIGGER `patient_consents_email_follow_delete` AFTER DELETE ON `patient_consents`
WHEN OLD.`kind` = 'email_reminders' AND OLD.`patient_id` IS NOT NULL
BEGIN
  UPDATE `patients` SET `email_consent` = (
    SELECT CASE WHEN `c`.`withdrawn_at` IS NULL THEN 1 ELSE 0 END FROM `patient_consents` `c`
    WHERE `c`.`patient_id` = OLD.`patient_id` AND `c`.`kind` = 'email_reminders'
    ORDER BY `c`.`given_at` DESC, `c`.`created_at` DESC, `c`.`rowid` DESC LIMIT 1
  ) WHERE `id` = OLD.`patient_id`;
END;--> statement-breakpoint
-- Nothing else writes the column: a record is created without it (its consent is a ledger row
-- written after it), and a change that is not the ledger's answer is refused.
CREATE TRIGGER `patients_email_consent_insert` BEFORE INSERT ON `patients`
WHEN NEW.`email_consent` IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'consent rule: email_consent follows the consent ledger'); END;--> statement-breakpoint
CREATE TRIGGER `patients_email_consent_update` BEFORE UPDATE OF `email_consent` ON `patients`
WHEN NEW.`email_consent` IS NOT (
  SELECT CASE WHEN `c`.`withdrawn_at` IS NULL THEN 1 ELSE 0 END FROM `patient_consents` `c`
  WHERE `c`.`patient_id` = NEW.`id` AND `c`.`kind` = 'email_reminders'
  ORDER BY `c`.`given_at` DESC, `c`.`created_at` DESC, `c`.`rowid` DESC LIMIT 1
)
BEGIN SELECT RAISE(ABORT, 'consent rule: email_consent follows the consent ledger'); END;
