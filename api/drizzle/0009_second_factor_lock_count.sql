ALTER TABLE `sessions` ADD `failed_codes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_2fa_settings` ADD `failed_code_count` integer DEFAULT 0 NOT NULL;