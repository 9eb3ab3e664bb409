// « Paramètres avancés › Assurances »: the clinic's details an insurer's network asks for — its
// location number, its provider number with each insurer, each service's code with the insurers —
// kept for direct billing to come, and whether the insurance receipt is e-mailed after each paid
// visit. A save writes only what changed and says so; a refusal is shown beside its field, in French.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type Insurer, insuranceSettingsLabels as labels, insurerLabels, insurers } from 'shared-domain/billing/insurance-plan';
import { savedChangesText } from 'shared-domain/clinic/setting-changes';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { failureMessage } from 'shared-ui/failure-message';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { type CatalogueService, useCatalogueServices } from '../settings/services/api/services';
import {
  type InsuranceSettingsView,
  insuranceSettingsQueryOptions,
  saveInsuranceSettings,
  useInsuranceSettings,
} from './api/insurance-settings';

export const insuranceSettingsText = {
  title: 'Assurances',
  intro:
    'Ce que les réseaux des assureurs demandent à la clinique, conservé pour la facturation directe à venir : le numéro d’établissement, le numéro de fournisseur auprès de chaque assureur et le code de chaque service.',
  providerNumber: (insurer: string) => `Numéro de fournisseur — ${insurer}`,
  serviceCode: (service: string) => `Code de service — ${service}`,
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  failed: 'Les paramètres d’assurance n’ont pas été enregistrés',
  loading: 'Chargement des paramètres d’assurance…',
  loadFailed: 'Les paramètres d’assurance n’ont pas pu être chargés',
} as const;

const text = insuranceSettingsText;

export function InsuranceSection() {
  const settings = useInsuranceSettings();
  const services = useCatalogueServices();
  const [saves, setSaves] = useState({ count: 0, message: '' });
  const failed = settings.error ?? services.error;
  return (
    <section className="settings-section" aria-labelledby="parametres-assurances">
      <h2 id="parametres-assurances">{text.title}</h2>
      <p>{text.intro}</p>
      {settings.isPending || services.isPending ? <LoadingState label={text.loading} /> : null}
      {failed ? (
        <Notice tone="error" title={text.loadFailed}>
          {problemMessage(failed)}
        </Notice>
      ) : null}
      {settings.data && services.data ? (
        <InsuranceForm
          key={saves.count}
          settings={settings.data}
          services={services.data}
          onSaved={(message) => setSaves((previous) => ({ count: previous.count + 1, message }))}
        />
      ) : null}
      <p className="settings-status" role="status">
        {saves.message}
      </p>
    </section>
  );
}

function InsuranceForm({
  settings,
  services,
  onSaved,
}: {
  settings: InsuranceSettingsView;
  services: readonly CatalogueService[];
  onSaved(message: string): void;
}) {
  const queryClient = useQueryClient();
  const [locationNumber, setLocationNumber] = useState(settings.locationNumber ?? '');
  const [providerNumbers, setProviderNumbers] = useState<Partial<Record<Insurer, string>>>(
    Object.fromEntries(insurers.map((insurer) => [insurer, settings.providerNumbers[insurer] ?? ''])),
  );
  const [serviceCodes, setServiceCodes] = useState<Record<string, string>>(
    Object.fromEntries(services.map((service) => [service.id, settings.serviceCodes[service.id] ?? ''])),
  );
  const [sendReceipt, setSendReceipt] = useState(settings.sendReceiptAfterPayment);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | undefined>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const kept = <T extends string>(values: Partial<Record<T, string>>) =>
      Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as Record<
        T,
        string
      >;
    const result = await saveInsuranceSettings({
      locationNumber,
      providerNumbers: kept(providerNumbers),
      serviceCodes: kept(serviceCodes),
      sendReceiptAfterPayment: sendReceipt,
    });
    setSending(false);
    if (result.kind === 'ok') {
      queryClient.setQueryData(insuranceSettingsQueryOptions().queryKey, result.data.settings);
      onSaved(savedChangesText(result.data.changed.map((field) => labels[field as keyof typeof labels] ?? field)));
      return;
    }
    setFailure({ message: failureMessage(result), fields: result.kind === 'error' ? (result.error.fields ?? {}) : {} });
  };
  const errors = failure?.fields ?? {};
  return (
    <form className="settings-form" noValidate onSubmit={(event) => void submit(event)} aria-label={text.title}>
      {failure ? <FormFailure title={text.failed} message={failure.message} /> : null}
      <Field label={labels.locationNumber} errors={[errors.locationNumber]}>
        {(control) => (
          <input {...control} name="locationNumber" value={locationNumber} onChange={(event) => setLocationNumber(event.target.value)} />
        )}
      </Field>
      <fieldset>
        <legend>{labels.providerNumbers}</legend>
        {errors.providerNumbers ? <p className="ui-field__error">{errors.providerNumbers}</p> : null}
        {insurers.map((insurer) => (
          <Field key={insurer} label={text.providerNumber(insurerLabels[insurer])}>
            {(control) => (
              <input
                {...control}
                value={providerNumbers[insurer] ?? ''}
                onChange={(event) => setProviderNumbers((current) => ({ ...current, [insurer]: event.target.value }))}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <fieldset>
        <legend>{labels.serviceCodes}</legend>
        {errors.serviceCodes ? <p className="ui-field__error">{errors.serviceCodes}</p> : null}
        {services.map((service) => (
          <Field key={service.id} label={text.serviceCode(service.name)}>
            {(control) => (
              <input
                {...control}
                value={serviceCodes[service.id] ?? ''}
                onChange={(event) => setServiceCodes((current) => ({ ...current, [service.id]: event.target.value }))}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <CheckboxField
        name="sendReceiptAfterPayment"
        label={labels.sendReceiptAfterPayment}
        checked={sendReceipt}
        onChange={setSendReceipt}
        error={errors.sendReceiptAfterPayment}
      />
      <SubmitButton busy={sending} busyLabel={text.saving}>
        {text.save}
      </SubmitButton>
    </form>
  );
}
