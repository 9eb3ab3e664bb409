// « Paramètres › Services »: every service of the clinic in the order every screen shows
// them, with its length, price, kind of visit, tax, colour, deposit and whether it is offered
// online; create, edit, deactivate or reactivate (never delete) and move one place up or down.
import { useCallback, useState } from 'react';
import { type CatalogueMoveDirection, taxCodeLabels } from 'shared-domain/clinic/clinic-catalogue';
import { formatMoney } from 'shared-domain/platform/format';
import { visitKindLabels } from 'shared-domain/clinic/visit-kind';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { settingsText } from '../settings-text';
import { type CatalogueService, useCatalogueServices, useMoveService, useSetServiceActive } from './api/services';
import { CatalogueList } from './CatalogueList';
import { ServiceDialog } from './ServiceDialog';
import { ServiceSwatch } from './ServiceSwatch';
import { ofService, servicesText as text } from './services-text';

type DialogState = { open: false } | { open: true; service: CatalogueService | undefined };

export function ServicesSection() {
  const services = useCatalogueServices();
  const setActive = useSetServiceActive();
  const move = useMoveService();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: CatalogueMoveDirection } | null>(null);
  const focusMoved = useCallback(() => setFocusAfterMove(null), []);
  const busy = setActive.isPending || move.isPending;

  const toggle = (service: CatalogueService) => {
    if (busy) return;
    setActive.mutate(
      { id: service.id, isActive: !service.isActive },
      {
        onSuccess: (saved) => setMessage({ text: `${saved.isActive ? text.activated : text.deactivated} : ${saved.name}`, failed: false }),
        onError: (error) => setMessage({ text: problemMessage(error), failed: true }),
      },
    );
  };

  const moveService = (service: CatalogueService, direction: CatalogueMoveDirection) => {
    if (busy) return;
    move.mutate(
      { id: service.id, direction },
      {
        onSuccess: () => {
          setMessage({ text: text.moved(service.name), failed: false });
          setFocusAfterMove({ id: service.id, direction });
        },
        onError: (error) => setMessage({ text: problemMessage(error), failed: true }),
      },
    );
  };

  return (
    <section className="settings-section" aria-labelledby="parametres-services">
      <div className="settings-section__heading">
        <h2 id="parametres-services">{text.title}</h2>
        <Button onClick={() => setDialog({ open: true, service: undefined })}>{text.newService}</Button>
      </div>
      <p className="settings-muted">{text.intro}</p>
      <p className={message?.failed ? 'settings-status settings-status--failed' : 'settings-status'} role="status">
        {message?.text}
      </p>
      {services.isPending ? (
        <LoadingState label={text.loading} />
      ) : services.isError ? (
        <Notice
          title={text.failed}
          tone="error"
          actions={
            <Button variant="secondary" onClick={() => void services.refetch()}>
              {settingsText.retry}
            </Button>
          }
        >
          <p>{problemMessage(services.error)}</p>
        </Notice>
      ) : services.data.length === 0 ? (
        <p className="settings-muted">{text.none}</p>
      ) : (
        <CatalogueList
          kind="service"
          items={services.data}
          labelledBy="parametres-services"
          ofItem={ofService}
          marker={(service) => <ServiceSwatch colour={service.color} />}
          summary={(service) => (
            <>
              <span>{text.minutes(service.durationMinutes)}</span>
              <span>{formatMoney(service.priceCents)}</span>
              <span className="settings-muted">{visitKindLabels[service.visitKind]}</span>
              <span className="settings-muted">{taxCodeLabels[service.taxCode]}</span>
              <span className="settings-muted">{service.allowOnlineBooking ? text.online : text.notOnline}</span>
              {service.requiresDeposit ? <span>{text.deposit(formatMoney(service.depositCents))}</span> : null}
            </>
          )}
          busy={busy}
          onEdit={(service) => setDialog({ open: true, service })}
          onToggle={toggle}
          onMove={moveService}
          focusAfterMove={focusAfterMove}
          onFocusMoved={focusMoved}
        />
      )}
      <ServiceDialog
        open={dialog.open}
        service={dialog.open ? dialog.service : undefined}
        onClose={() => setDialog({ open: false })}
        onSaved={(saved) => {
          setDialog({ open: false });
          setMessage({ text: saved, failed: false });
        }}
      />
    </section>
  );
}
