// « Site public »: the header's « Administration » link, whether the testimonials show
// (hidden by default: Quebec's professional codes restrict testimonials in advertising, said beside
// the switch) and the home page's statistics, up to four; the site's own when left as they are.
import {
  changedFieldLabels,
  defaultHomeStatistics,
  publicSiteFields as fields,
  publicSiteFormSchema,
  publicSiteFormValues,
  publicSiteLabels as labels,
  type PublicSiteSection as PublicSiteValues,
  settingsSectionTitles,
  statisticRows,
  testimonialsNote,
} from 'shared-domain/clinic/clinic-settings';
import { savedChangesText } from 'shared-domain/clinic/setting-changes';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { savePublicSiteSection, useKeepSection } from '../api/clinic-settings';
import { SettingSwitch } from './SettingSwitch';
import { SettingsForm } from './SettingsForm';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { sectionText as text } from './section-text';

export const publicSiteText = {
  adminLinkHint: 'Un lien discret vers la connexion du personnel, en haut du site. Masqué par défaut.',
  testimonialsHint: 'Masqués par défaut.',
  statisticsHint:
    'Jusqu’à quatre chiffres affichés sur la page d’accueil (par exemple « 847+ » et « familles accompagnées »). Laissez une ligne vide pour l’enlever.',
  statisticRow: (row: number) => `Statistique ${row + 1}`,
  restoreDefaults: 'Rétablir les statistiques d’origine',
} as const;

export function PublicSiteSection() {
  return (
    <SettingsSectionFrame id="parametres-site-public" title={settingsSectionTitles.publicSite}>
      {(settings, saved) => <PublicSiteForm site={settings.publicSite} onSaved={saved} />}
    </SettingsSectionFrame>
  );
}

function PublicSiteForm({ site, onSaved }: { site: PublicSiteValues; onSaved(message: string): void }) {
  const keep = useKeepSection();
  const form = useSchemaForm({
    schema: publicSiteFormSchema,
    fields,
    editableAfterFailure: true,
    initialValues: publicSiteFormValues(site),
    send: async (data) => answerOutcome(await savePublicSiteSection(data), fields, text.unreachable),
    onSuccess: (saved) => {
      keep('publicSite', saved.values);
      onSaved(savedChangesText(changedFieldLabels('publicSite', saved.changed)));
    },
  });
  const { state, fieldProps, submitting } = form;
  const restoreDefaults = () => {
    for (const row of statisticRows) {
      form.change(`statValue${row}`, defaultHomeStatistics[row]?.value ?? '');
      form.change(`statLabel${row}`, defaultHomeStatistics[row]?.label ?? '');
    }
  };
  return (
    <SettingsForm form={form}>
      <SettingSwitch
        name="showAdminLink"
        label={labels.showAdminLink}
        hint={publicSiteText.adminLinkHint}
        value={state.values.showAdminLink}
        onChange={(value) => form.change('showAdminLink', value)}
        error={state.errors.showAdminLink}
        readOnly={submitting}
      />
      <SettingSwitch
        name="showTestimonials"
        label={labels.showTestimonials}
        hint={
          <>
            <p className="settings-note">{testimonialsNote}</p>
            <p>{publicSiteText.testimonialsHint}</p>
          </>
        }
        value={state.values.showTestimonials}
        onChange={(value) => form.change('showTestimonials', value)}
        error={state.errors.showTestimonials}
        readOnly={submitting}
      />
      <fieldset>
        <legend>{labels.homeStatistics}</legend>
        <p className="settings-muted">{publicSiteText.statisticsHint}</p>
        {statisticRows.map((row) => (
          <div key={row} className="settings-statistics">
            <Field label={`${labels.statisticValue} — ${publicSiteText.statisticRow(row)}`} errors={[state.errors[`statValue${row}`]]}>
              {(control) => <input {...control} {...fieldProps(`statValue${row}`)} readOnly={submitting} />}
            </Field>
            <Field label={`${labels.statisticLabel} — ${publicSiteText.statisticRow(row)}`} errors={[state.errors[`statLabel${row}`]]}>
              {(control) => <input {...control} {...fieldProps(`statLabel${row}`)} readOnly={submitting} />}
            </Field>
          </div>
        ))}
        <Button variant="secondary" onClick={restoreDefaults} aria-disabled={submitting || undefined}>
          {publicSiteText.restoreDefaults}
        </Button>
      </fieldset>
    </SettingsForm>
  );
}
