-- Issue 24: the record's access requests and the portal's correction requests become one queue,
-- `privacy_requests`. Each old row keeps its id (the audit trail names it), its patient, its day
-- received and its answer; the requester is the patient as the record names her; the reference
-- « DEM-<year>-<nnnn> » is numbered per year of receipt, oldest first. A correction request kept
-- only its instant: its clinic day is read at UTC-5 (the clinic's standard time; a request sent in
-- the last hour of a summer evening lands on the next day), and its deadline is the 20 days
-- `privacyRequestAnswerDays` gives a correction.
WITH `old_requests` AS (
	SELECT a.`id`, a.`patient_id`, 'access' AS `kind`, 'desk' AS `channel`, a.`note` AS `details`, a.`received_on`,
		a.`due_on`, CASE WHEN a.`answered_on` IS NULL THEN 'open' ELSE 'answered' END AS `status`, a.`answered_on`,
		a.`answered_by`, a.`created_by`, a.`created_at`, a.`updated_at`
	FROM `record_access_requests` a
	UNION ALL
	SELECT c.`id`, c.`patient_id`, 'correction', 'portal', c.`message`, date(c.`created_at`, '-5 hours'),
		date(c.`created_at`, '-5 hours', '+20 days'), c.`status`,
		CASE WHEN c.`status` = 'answered' THEN date(coalesce(c.`answered_at`, c.`created_at`), '-5 hours') END,
		NULL, NULL, c.`created_at`, coalesce(c.`answered_at`, c.`created_at`)
	FROM `record_correction_requests` c
),
`numbered` AS (
	SELECT o.*, row_number() OVER (PARTITION BY substr(o.`received_on`, 1, 4) ORDER BY o.`received_on`, o.`created_at`, o.`id`)
		+ coalesce((SELECT max(CAST(substr(r.`reference`, 10) AS integer)) FROM `privacy_requests` r
			WHERE r.`reference` LIKE 'DEM-' || substr(o.`received_on`, 1, 4) || '-%'), 0) AS `number`
	FROM `old_requests` o
)
INSERT INTO `privacy_requests` (`id`, `reference`, `patient_id`, `requester_name`, `requester_email`, `kind`, `channel`,
	`details`, `received_on`, `due_on`, `status`, `answer`, `answered_on`, `answered_by`, `letter_sent_at`, `created_by`,
	`created_at`, `updated_at`)
SELECT n.`id`, 'DEM-' || substr(n.`received_on`, 1, 4) || '-' || printf('%04d', n.`number`), n.`patient_id`,
	trim(p.`first_name` || ' ' || p.`last_name`), p.`email`, n.`kind`, n.`channel`, n.`details`, n.`received_on`, n.`due_on`,
	n.`status`, NULL, n.`answered_on`, n.`answered_by`, NULL, n.`created_by`, n.`created_at`, n.`updated_at`
FROM `numbered` n JOIN `patients` p ON p.`id` = n.`patient_id`;
--> statement-breakpoint
DROP TABLE `record_access_requests`;--> statement-breakpoint
DROP TABLE `record_correction_requests`;
