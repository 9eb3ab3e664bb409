// « Paramètres avancés › Modèles de courriels »: every e-mail the clinic sends, the
// ones it rewrote marked « Personnalisé »; « Modifier » opens the editor below the list.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EmailTemplateKey } from 'shared-domain/clinic/email-templates';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { type EmailTemplateView, emailTemplatesKey, useEmailTemplates } from './api/email-templates';
import { EmailTemplateEditor } from './EmailTemplateEditor';
import { emailTemplatesText as text } from './email-templates-text';
import './email-templates.css';

export function EmailTemplatesSection() {
  const templates = useEmailTemplates();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<EmailTemplateKey | null>(null);
  const [status, setStatus] = useState('');
  const selected = templates.data?.find((template) => template.key === open);

  const replaced = (template: EmailTemplateView, message: string) => {
    queryClient.setQueryData(emailTemplatesKey, (list: EmailTemplateView[] | undefined) =>
      list?.map((item) => (item.key === template.key ? template : item)),
    );
    setStatus(message);
  };

  return (
    <section className="settings-section" aria-labelledby="parametres-courriels">
      <h2 id="parametres-courriels">{text.title}</h2>
      <p className="settings-muted">{text.intro}</p>
      <p className="settings-status" role="status">
        {status}
      </p>
      {templates.isPending ? (
        <LoadingState label={text.loading} />
      ) : templates.isError ? (
        <Notice
          tone="error"
          title={text.failed}
          actions={
            <Button variant="secondary" onClick={() => void templates.refetch()}>
              {text.retry}
            </Button>
          }
        >
          <p>{problemMessage(templates.error)}</p>
        </Notice>
      ) : (
        <>
          <ul className="email-templates__list" aria-label={text.listLabel}>
            {templates.data.map((template) => (
              <li key={template.key} className="email-templates__item" aria-current={template.key === open || undefined}>
                <div className="email-templates__summary">
                  <strong>{template.name}</strong>
                  <span className="settings-muted">{template.description}</span>
                </div>
                <span className={template.customised ? 'settings-badge settings-badge--active' : 'settings-badge'}>
                  {template.customised ? text.customised : text.original}
                </span>
                <Button variant="secondary" onClick={() => setOpen(template.key)} aria-expanded={template.key === open}>
                  {text.edit}
                  <span className="ui-visually-hidden"> : {template.name}</span>
                </Button>
              </li>
            ))}
          </ul>
          {selected && (
            <EmailTemplateEditor
              // Remade from what the server kept after each save or restore.
              key={`${selected.key}-${selected.updatedAt ?? 'origine'}-${selected.customised}`}
              template={selected}
              onSaved={(template, changed) => replaced(template, text.saved(template.name, changed))}
              onRestored={(template) => replaced(template, text.restored(template.name))}
              onClose={() => setOpen(null)}
            />
          )}
        </>
      )}
    </section>
  );
}
