ALTER TABLE `client_error_logs` ADD `page` text;--> statement-breakpoint
ALTER TABLE `client_error_logs` ADD `role` text;