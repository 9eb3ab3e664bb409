CREATE TABLE `site_text_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`texts` text NOT NULL,
	`restored_from` integer,
	`published_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`published_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_text_versions_version_unique` ON `site_text_versions` (`version`);--> statement-breakpoint
CREATE TRIGGER `site_version_after_site_text_versions_insert` AFTER INSERT ON `site_text_versions` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_site_text_versions_update` AFTER UPDATE ON `site_text_versions` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_site_text_versions_delete` AFTER DELETE ON `site_text_versions` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
