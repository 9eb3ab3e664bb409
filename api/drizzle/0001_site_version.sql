-- The public site's cache key: every write to a table that feeds the home page or the clinic
-- profile bumps the one counter (api/src/site-cache/site-version-sources.ts lists those tables).
CREATE TABLE `site_version` (
	`id` integer PRIMARY KEY DEFAULT 1 NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_version_single_row" CHECK("site_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO `site_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `site_version_after_clinic_settings_insert` AFTER INSERT ON `clinic_settings` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_clinic_settings_update` AFTER UPDATE ON `clinic_settings` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_clinic_settings_delete` AFTER DELETE ON `clinic_settings` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_booking_hours_insert` AFTER INSERT ON `booking_hours` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_booking_hours_update` AFTER UPDATE ON `booking_hours` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_booking_hours_delete` AFTER DELETE ON `booking_hours` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_service_types_insert` AFTER INSERT ON `service_types` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_service_types_update` AFTER UPDATE ON `service_types` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_service_types_delete` AFTER DELETE ON `service_types` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_appointments_insert` AFTER INSERT ON `appointments` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_appointments_update` AFTER UPDATE ON `appointments` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_appointments_delete` AFTER DELETE ON `appointments` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
