// « Frais »: the fees the desk proposes for a missed appointment and for a late
// cancellation, typed in dollars (« 25,00 $ »), kept in cents; 0 means none. And what becomes of a
// visit's deposit when the patient cancels in time: given back, or kept as account credit.
import {
  timelyCancellationDepositHints as depositHints,
  timelyCancellationDepositLabels as depositLabels,
  timelyCancellationDeposits,
} from 'shared-domain/billing/deposit-on-cancellation';
import { moneyReading } from 'shared-domain/platform/money-input';
import {
  changedFieldLabels,
  type FeesSection as FeesValues,
  feesFields as fields,
  feesFormValues,
  feesLabels as labels,
  feesSchema,
  settingsSectionTitles,
} from 'shared-domain/clinic/clinic-settings';
import { savedChangesText } from 'shared-domain/clinic/setting-changes';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { Field } from 'shared-ui/Field';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { saveFeesSection, useKeepSection } from '../api/clinic-settings';
import { SettingsForm } from './SettingsForm';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { sectionText as text } from './section-text';

export const feesText = {
  intro: 'Montants proposés à l’accueil quand un rendez-vous est manqué ou annulé trop tard. 0 : aucuns frais.',
  hint: 'En dollars, par exemple 25,00 (au plus 1 000,00 $).',
  depositHint: `Au portail, par le lien du courriel ou à l’accueil. ${depositLabels.refund} : ${depositHints.refund} ${depositLabels.credit} : ${depositHints.credit} Annulé trop tard, le dépôt est retenu sur les frais.`,
} as const;

const feeFields = ['noShowFee', 'lateCancellationFee'] as const;

export function FeesSection() {
  return (
    <SettingsSectionFrame id="parametres-frais" title={settingsSectionTitles.fees} intro={<p>{feesText.intro}</p>}>
      {(settings, saved) => <FeesForm fees={settings.fees} onSaved={saved} />}
    </SettingsSectionFrame>
  );
}

function FeesForm({ fees, onSaved }: { fees: FeesValues; onSaved(message: string): void }) {
  const keep = useKeepSection();
  const form = useSchemaForm({
    schema: feesSchema,
    fields,
    editableAfterFailure: true,
    initialValues: feesFormValues(fees),
    send: async (data) => answerOutcome(await saveFeesSection(data), fields, text.unreachable),
    onSuccess: (saved) => {
      keep('fees', saved.values);
      onSaved(savedChangesText(changedFieldLabels('fees', saved.changed)));
    },
  });
  const { state, fieldProps, submitting } = form;
  return (
    <SettingsForm form={form}>
      {feeFields.map((field) => (
        <Field
          key={field}
          label={labels[field]}
          required
          hint={feesText.hint}
          reading={moneyReading(state.values[field])}
          errors={[state.errors[field]]}
        >
          {(control) => <input {...control} {...fieldProps(field)} inputMode="decimal" className="settings-time" readOnly={submitting} />}
        </Field>
      ))}
      <ChoiceGroup
        type="radio"
        name="timelyCancellationDeposit"
        legend={labels.timelyCancellationDeposit}
        required
        hint={feesText.depositHint}
        choices={timelyCancellationDeposits.map((choice) => ({ value: choice, label: depositLabels[choice] }))}
        selected={[state.values.timelyCancellationDeposit]}
        onToggle={(value) => form.change('timelyCancellationDeposit', value)}
        error={state.errors.timelyCancellationDeposit}
        readOnly={submitting}
      />
    </SettingsForm>
  );
}
