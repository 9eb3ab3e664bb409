// The intake form's part of the configuration (« Questionnaire d'accueil »: its introduction and
// optional sections). Its versions belong to the clinical context, which the clinic context does not
// import: the surface hands the export and the import this part (clinical/intake/intake-forms.ts).
import type { BatchItem } from 'drizzle-orm/batch';
import type { IntakeFormSettingsInput } from 'shared-domain/clinical/intake-form';
import type { AppDeps } from '../../deps';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export type IntakeFormSettings = { introduction: string; optionalSections: IntakeFormSettingsInput['optionalSections'] };

/** The next version an import publishes: its row's id, its number, the fields that differ, its insert. */
export interface IntakeFormPublication {
  id: string;
  version: number;
  changed: (keyof IntakeFormSettings)[];
  writes: BatchItem<'sqlite'>[];
}

export interface IntakeFormPart {
  /** The current version's clinic-editable parts. */
  read(deps: Deps): Promise<IntakeFormSettings>;
  /** The next version when `wanted` differs from the current one, else null; never a change to a published one. */
  nextVersion(deps: Deps, staffId: string | null, wanted: IntakeFormSettings): Promise<IntakeFormPublication | null>;
}
