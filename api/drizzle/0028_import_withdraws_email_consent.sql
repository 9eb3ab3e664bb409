-- A patient import's « non » withdraws the e-mail reminders a record had given, under that import (its undo gives them back).
ALTER TABLE `patient_consents` ADD `withdrawn_import_id` text REFERENCES patient_imports(id) ON DELETE set null;
