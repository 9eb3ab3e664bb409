// « Nouveau service » / « Modifier le service »: the service's form on the shared schema (fr-CA
// dollars, minutes, kind of visit, tax, colour, online booking, deposit). An edit sends the whole
// form again; the server changes and audits only what differs, and says so if the name is taken.
import {
  colourLabel,
  type ServiceField,
  type ServiceFields,
  serviceColourPalette,
  serviceFields,
  serviceLabels,
  serviceSchema,
} from 'shared-domain/clinic/clinic-catalogue';
import { moneyInputValue, moneyReading } from 'shared-domain/platform/money-input';
import { savedChangesText, settingChanges } from 'shared-domain/clinic/setting-changes';
import { visitKindLabels, visitKinds } from 'shared-domain/clinic/visit-kind';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { settingsText } from '../settings-text';
import { TaxCodeField } from 'shared-ui/TaxCodeField';
import { CatalogueItemFields } from './CatalogueItemFields';
import { type CatalogueService, saveService, useRefreshServices } from './api/services';
import { ServiceSwatch } from './ServiceSwatch';
import { servicesText as text } from './services-text';

export interface ServiceDialogProps {
  open: boolean;
  /** The service to edit; none for a new one. */
  service: CatalogueService | undefined;
  onClose(): void;
  /** Saved: what to tell the staff member. */
  onSaved(message: string): void;
}

const blankService: Record<ServiceField, string> = {
  name: '',
  description: '',
  price: '',
  durationMinutes: '30',
  visitKind: 'follow_up',
  taxCode: 'exempt',
  color: serviceColourPalette[0].value,
  allowOnlineBooking: 'true',
  requiresDeposit: 'false',
  depositAmount: '',
};

/** The service as the form saves it, to tell what an edit changed. */
function savedFields(service: CatalogueService): ServiceFields {
  return {
    name: service.name,
    description: service.description,
    price: service.priceCents,
    durationMinutes: service.durationMinutes,
    visitKind: service.visitKind,
    taxCode: service.taxCode,
    color: service.color,
    allowOnlineBooking: service.allowOnlineBooking,
    requiresDeposit: service.requiresDeposit,
    depositAmount: service.depositCents,
  };
}

/** « Suivi chiropratique : 2 modifications enregistrées : Prix ($), Durée (minutes) ». */
function editMessage(service: CatalogueService, data: ServiceFields): string {
  const changed = Object.keys(settingChanges(savedFields(service), data)) as ServiceField[];
  return `${data.name} : ${savedChangesText(changed.map((field) => serviceLabels[field]))}`;
}

function formValues(service: CatalogueService): Record<ServiceField, string> {
  return {
    name: service.name,
    description: service.description,
    price: moneyInputValue(service.priceCents),
    durationMinutes: String(service.durationMinutes),
    visitKind: service.visitKind,
    taxCode: service.taxCode,
    color: service.color ?? '',
    allowOnlineBooking: String(service.allowOnlineBooking),
    requiresDeposit: String(service.requiresDeposit),
    depositAmount: service.requiresDeposit ? moneyInputValue(service.depositCents) : '',
  };
}

export function ServiceDialog({ open, service, onClose, onSaved }: ServiceDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      keepOpenWhileSending
      title={service ? text.editService : text.newService}
      className="ui-dialog--sheet settings-dialog"
    >
      {/* Each opening starts from the service (or a blank one). */}
      <ServiceForm key={service?.id ?? 'nouveau'} service={service} onSaved={onSaved} />
    </FormDialog>
  );
}

function ServiceForm({ service, onSaved }: Pick<ServiceDialogProps, 'service' | 'onSaved'>) {
  const refresh = useRefreshServices();
  const form = useSchemaForm<ServiceField, ServiceFields, string>({
    schema: serviceSchema,
    fields: serviceFields,
    editableAfterFailure: true,
    initialValues: service ? formValues(service) : blankService,
    send: async (data) => {
      const outcome = answerOutcome(await saveService(service?.id, data), serviceFields, settingsText.unreachable);
      if (outcome.type !== 'received') return outcome;
      await refresh();
      return { type: 'received', result: service ? editMessage(service, data) : `${text.created} : ${data.name}` };
    },
    onSuccess: onSaved,
  });

  const { errors, values } = form.state;
  const colour = values.color;
  // A colour chosen before the palette (or by hand) stays offered until another is chosen.
  const ownColour = colour !== '' && !serviceColourPalette.some((entry) => entry.value === colour);
  const checkbox = (field: 'allowOnlineBooking' | 'requiresDeposit') => (
    <CheckboxField
      name={field}
      label={serviceLabels[field]}
      checked={values[field] === 'true'}
      error={errors[field]}
      readOnly={form.submitting}
      onChange={(checked) => form.change(field, String(checked))}
    />
  );

  return (
    <DialogForm
      form={form}
      submit={{ label: service ? settingsText.save : text.create, busyLabel: settingsText.busy, busyStatus: text.busyStatus }}
      className="settings-dialog__body"
      actionsClassName="settings-dialog__actions"
    >
      <CatalogueItemFields form={form} labels={serviceLabels} priceHint={text.priceHint} />
      <Field label={serviceLabels.durationMinutes} required errors={[errors.durationMinutes]}>
        {(control) => (
          <input
            {...control}
            {...form.fieldProps('durationMinutes')}
            inputMode="numeric"
            className="catalogue-dialog__short"
            readOnly={form.submitting}
          />
        )}
      </Field>
      <Field label={serviceLabels.visitKind} required errors={[errors.visitKind]}>
        {(control) => (
          <select {...control} {...form.fieldProps('visitKind')} disabled={form.submitting}>
            {visitKinds.map((kind) => (
              <option key={kind} value={kind}>
                {visitKindLabels[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TaxCodeField form={form} label={serviceLabels.taxCode} />
      <Field label={serviceLabels.color} hint={text.colourHint} errors={[errors.color]}>
        {(control) => (
          <span className="catalogue-colour">
            <ServiceSwatch colour={colour || null} />
            <select {...control} {...form.fieldProps('color')} disabled={form.submitting}>
              <option value="">{text.noColour}</option>
              {serviceColourPalette.map((entry) => (
                <option key={entry.value} value={entry.value}>
                  {entry.label}
                </option>
              ))}
              {ownColour ? <option value={colour}>{text.currentColour(colourLabel(colour))}</option> : null}
            </select>
          </span>
        )}
      </Field>
      {checkbox('allowOnlineBooking')}
      {checkbox('requiresDeposit')}
      {values.requiresDeposit === 'true' ? (
        <Field
          label={serviceLabels.depositAmount}
          required
          hint={text.depositHint}
          reading={moneyReading(values.depositAmount)}
          errors={[errors.depositAmount]}
        >
          {(control) => (
            <input
              {...control}
              {...form.fieldProps('depositAmount')}
              inputMode="decimal"
              className="catalogue-dialog__short"
              readOnly={form.submitting}
            />
          )}
        </Field>
      ) : null}
    </DialogForm>
  );
}
