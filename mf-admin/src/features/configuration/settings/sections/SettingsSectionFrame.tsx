// The frame of each « Paramètres » section kept in the clinic's settings: its heading
// and introduction, the settings loaded once for every section, the form made from them (made
// again after each save, from what the server kept) and the status line saying what the save changed.
import { Fragment, type ReactNode, useState } from 'react';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { type ClinicSettingsView, useClinicSettings } from '../api/clinic-settings';
import { sectionText } from './section-text';
import './sections.css';

export interface SettingsSectionFrameProps {
  /** The heading's id (`parametres-…`), which names the section. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** The section's form, from the settings; `saved` shows the save's message in the status line. */
  children(settings: ClinicSettingsView, saved: (message: string) => void): ReactNode;
  /** What follows the form in the section (the closures under the hours). */
  after?: ReactNode;
}

export function SettingsSectionFrame({ id, title, intro, children, after }: SettingsSectionFrameProps) {
  const settings = useClinicSettings();
  const [saves, setSaves] = useState({ count: 0, message: '' });
  const saved = (message: string) => setSaves((previous) => ({ count: previous.count + 1, message }));
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro ? <div className="settings-muted settings-intro">{intro}</div> : null}
      {settings.isPending ? (
        <LoadingState label={sectionText.loading} />
      ) : settings.isError ? (
        <Notice
          tone="error"
          title={sectionText.failed}
          actions={
            <Button variant="secondary" onClick={() => void settings.refetch()}>
              {sectionText.retry}
            </Button>
          }
        >
          <p>{problemMessage(settings.error)}</p>
        </Notice>
      ) : (
        <Fragment key={saves.count}>{children(settings.data, saved)}</Fragment>
      )}
      <p className="settings-status" role="status">
        {saves.message}
      </p>
      {after}
    </section>
  );
}
