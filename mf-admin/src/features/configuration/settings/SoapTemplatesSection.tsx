// « Modèles de notes SOAP »: every template of the clinic, grouped by category in display order,
// with its follow-up and whether the note forms offer it; create, edit, (de)activate and move one
// place up or down within its category. There is no delete: notes refer to their template.
import { useEffect, useState } from 'react';
import { soapCategories } from 'shared-domain/clinical/soap-category';
import {
  followUpLabel,
  soapCategoryLabels,
  soapTemplateMessages,
  type SoapTemplateMoveDirection,
} from 'shared-domain/clinical/soap-template';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { type SoapTemplate, useAllSoapTemplates, useMoveSoapTemplate, useSetSoapTemplateActive } from './api/soap-templates';
import { SoapTemplateDialog } from './SoapTemplateDialog';
import { ofTemplate, settingsText as text } from './settings-text';

type DialogState = { open: false } | { open: true; template: SoapTemplate | undefined };

const moveButtonId = (id: string, direction: SoapTemplateMoveDirection) => `modele-${id}-${direction}`;

export function SoapTemplatesSection() {
  const templates = useAllSoapTemplates();
  const setActive = useSetSoapTemplateActive();
  const move = useMoveSoapTemplate();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  // Where the focus goes back once a moved template is shown in its new place.
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: SoapTemplateMoveDirection } | null>(null);

  const list = templates.data?.templates;
  useEffect(() => {
    if (!focusAfterMove || !list) return;
    const same = document.getElementById(moveButtonId(focusAfterMove.id, focusAfterMove.direction));
    const other = document.getElementById(moveButtonId(focusAfterMove.id, focusAfterMove.direction === 'up' ? 'down' : 'up'));
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, list]);

  const busy = setActive.isPending || move.isPending;

  const toggle = (template: SoapTemplate) => {
    if (busy) return;
    setActive.mutate(
      { id: template.id, isActive: !template.isActive },
      {
        onSuccess: (saved) =>
          setMessage({
            text: `${saved.isActive ? soapTemplateMessages.activated : soapTemplateMessages.deactivated} : ${saved.name}`,
            failed: false,
          }),
        onError: (error) => setMessage({ text: problemMessage(error), failed: true }),
      },
    );
  };

  const moveTemplate = (template: SoapTemplate, direction: SoapTemplateMoveDirection) => {
    if (busy) return;
    move.mutate(
      { id: template.id, direction },
      {
        onSuccess: () => {
          setMessage({ text: text.moved(template.name), failed: false });
          setFocusAfterMove({ id: template.id, direction });
        },
        onError: (error) => setMessage({ text: problemMessage(error), failed: true }),
      },
    );
  };

  return (
    <section className="settings-section" aria-labelledby="parametres-modeles">
      <div className="settings-section__heading">
        <h2 id="parametres-modeles">{text.templatesTitle}</h2>
        <Button onClick={() => setDialog({ open: true, template: undefined })}>{text.newTemplate}</Button>
      </div>
      <p className="settings-muted">{text.templatesIntro}</p>
      <p className={message?.failed ? 'settings-status settings-status--failed' : 'settings-status'} role="status">
        {message?.text}
      </p>
      {templates.isPending ? (
        <LoadingState label={text.templatesLoading} />
      ) : templates.isError ? (
        <Notice
          title={text.templatesFailed}
          tone="error"
          actions={
            <Button variant="secondary" onClick={() => void templates.refetch()}>
              {text.retry}
            </Button>
          }
        >
          <p>{problemMessage(templates.error)}</p>
        </Notice>
      ) : (
        soapCategories.map((category) => {
          const inCategory = templates.data.templates.filter((template) => template.category === category);
          const headingId = `parametres-modeles-${category}`;
          return (
            <div key={category} className="settings-category">
              <h3 id={headingId}>{soapCategoryLabels[category]}</h3>
              {inCategory.length === 0 ? (
                <p className="settings-muted">{text.noTemplate}</p>
              ) : (
                <ul className="settings-templates" aria-labelledby={headingId}>
                  {inCategory.map((template, index) => (
                    <li key={template.id} className="settings-template">
                      <div className="settings-template__summary">
                        <strong className="settings-template__name">{template.name}</strong>
                        <span className="settings-muted">{followUpLabel(template.followUpDays)}</span>
                        <span className={template.isActive ? 'settings-badge settings-badge--active' : 'settings-badge'}>
                          {template.isActive ? text.active : text.inactive}
                        </span>
                      </div>
                      <div className="settings-template__actions">
                        <Button variant="secondary" onClick={() => setDialog({ open: true, template })}>
                          {text.edit}
                          <span className="ui-visually-hidden">{ofTemplate(template.name)}</span>
                        </Button>
                        <Button variant="secondary" onClick={() => toggle(template)} aria-disabled={busy || undefined}>
                          {template.isActive ? text.deactivate : text.activate}
                          <span className="ui-visually-hidden">{ofTemplate(template.name)}</span>
                        </Button>
                        <Button
                          variant="secondary"
                          id={moveButtonId(template.id, 'up')}
                          disabled={index === 0}
                          aria-disabled={busy || undefined}
                          onClick={() => moveTemplate(template, 'up')}
                        >
                          {text.moveUp}
                          <span className="ui-visually-hidden">{ofTemplate(template.name)}</span>
                        </Button>
                        <Button
                          variant="secondary"
                          id={moveButtonId(template.id, 'down')}
                          disabled={index === inCategory.length - 1}
                          aria-disabled={busy || undefined}
                          onClick={() => moveTemplate(template, 'down')}
                        >
                          {text.moveDown}
                          <span className="ui-visually-hidden">{ofTemplate(template.name)}</span>
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })
      )}
      <SoapTemplateDialog
        open={dialog.open}
        template={dialog.open ? dialog.template : undefined}
        onClose={() => setDialog({ open: false })}
        onSaved={(saved) => {
          setDialog({ open: false });
          setMessage({ text: saved, failed: false });
        }}
      />
    </section>
  );
}
