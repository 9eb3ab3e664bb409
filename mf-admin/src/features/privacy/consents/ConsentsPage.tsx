// « Consentements » (Law 25): each consent the clinic asks for, its text in force (version,
// date published, how many people gave and withdrew it), its earlier versions, and « Nouvelle
// version » for the clinic's management. A new wording is a new version: the people who consented
// keep the one they accepted. What a publication answered is said in the page's status line.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { problemMessage } from 'shared-ui/problem-message';
import { type ConsentKindTexts, consentTextsKey, useConsentTexts } from './api/consent-texts';
import { ConsentKindCard } from './ConsentKindCard';
import { consentsText as text } from './consents-text';
import { NewConsentVersionDialog } from './NewConsentVersionDialog';
import './consents.css';

export function ConsentsPage() {
  const queryClient = useQueryClient();
  const texts = useConsentTexts();
  // The kind stays set after closing, so the dialog closes with its content.
  const [target, setTarget] = useState<ConsentKindTexts>();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');

  return (
    <PageFrame title={text.title} className="ui-page consents-page">
      <p className="consents-muted">{text.intro}</p>
      <p className="consents-status" role="status">
        {said}
      </p>
      {texts.isPending ? (
        <LoadingState label={text.loading} />
      ) : texts.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void texts.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(texts.error)}</p>
        </Notice>
      ) : (
        <ul className="consents-cards" aria-label={text.listLabel}>
          {texts.data.kinds.map((kind) => (
            <li key={kind.kind}>
              <ConsentKindCard
                kind={kind}
                onNewVersion={() => {
                  setTarget(kind);
                  setOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <NewConsentVersionDialog
        kind={target}
        open={open}
        onClose={() => setOpen(false)}
        onPublished={(published) => {
          setOpen(false);
          setSaid(text.published(target?.label ?? '', published.version));
          void queryClient.invalidateQueries({ queryKey: consentTextsKey });
        }}
      />
    </PageFrame>
  );
}
