// « Configuration »: the whole configuration as a JSON file, to keep a copy or set up
// another installation, and the import of such a file: the server checks every part and shows
// what would change, part by part; nothing is written until « Appliquer ces changements ».
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { type ConfigurationChange, configurationMaxBytes, configurationMessages } from 'shared-domain/clinic/clinic-configuration';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { problemMessage } from 'shared-ui/problem-message';
import { exportConfiguration, importConfiguration, previewConfiguration } from './api/configuration';
import './configuration.css';
import { failureMessage } from 'shared-ui/failure-message';

export const configurationText = {
  title: 'Configuration',
  exportTitle: 'Exporter la configuration',
  exportIntro:
    'Un fichier JSON avec les paramètres, les heures, les fermetures à venir, les services, les produits, la facturation, les modèles de courriels réécrits et le questionnaire d’accueil (introduction et sections posées). Aucune donnée de patient.',
  exportButton: 'Télécharger la configuration',
  exporting: 'Préparation du fichier…',
  importTitle: 'Importer une configuration',
  importIntro:
    'Choisissez un fichier exporté d’ici ou d’une autre installation : chaque partie est vérifiée, puis les changements sont affichés avant d’être appliqués, tous ensemble. Rien n’est supprimé : les services, les produits et les modèles de courriels absents du fichier restent tels quels, et un questionnaire d’accueil différent devient sa version suivante (les questionnaires déjà signés ne changent pas).',
  fileLabel: 'Fichier de configuration (.json)',
  checking: 'Vérification du fichier…',
  previewTitle: 'Changements qui seront appliqués',
  apply: 'Appliquer ces changements',
  applying: 'Application…',
  cancel: 'Annuler',
  applied: (count: number) => `Configuration importée : ${count} ${count === 1 ? 'changement appliqué' : 'changements appliqués'}.`,
} as const;

type Step =
  | { kind: 'choose' }
  | { kind: 'checking' }
  | { kind: 'preview'; content: string; changes: ConfigurationChange[] }
  | { kind: 'applying'; content: string; changes: ConfigurationChange[] };

const countLines = (changes: readonly ConfigurationChange[]) => changes.reduce((total, part) => total + part.lines.length, 0);

export function ConfigurationSection() {
  return (
    <section className="settings-section configuration-section" aria-labelledby="parametres-configuration">
      <h2 id="parametres-configuration">{configurationText.title}</h2>
      <ExportPart />
      <ImportPart />
    </section>
  );
}

function ExportPart() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const download = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const file = await exportConfiguration();
      const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `configuration-clinique-${file.exportedAt.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setFailure(problemMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="configuration-part">
      <h3>{configurationText.exportTitle}</h3>
      <p>{configurationText.exportIntro}</p>
      <FormFailure message={failure} />
      <Button variant="secondary" onClick={download} aria-disabled={busy || undefined}>
        {busy ? configurationText.exporting : configurationText.exportButton}
      </Button>
    </div>
  );
}

function ImportPart() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  // A new step takes the focus: the preview's heading, then the result.
  useEffect(() => {
    if (step.kind === 'preview') previewRef.current?.focus();
  }, [step.kind]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFailure(undefined);
    setDone('');
    if (!file) return;
    if (file.size > configurationMaxBytes) {
      setFailure(configurationMessages.tooLarge);
      return;
    }
    setStep({ kind: 'checking' });
    const content = await file.text();
    const result = await previewConfiguration(content);
    if (result.kind === 'ok') {
      setStep({ kind: 'preview', content, changes: result.data.changes });
      return;
    }
    setStep({ kind: 'choose' });
    setFailure(failureMessage(result));
  };

  const reset = () => {
    setStep({ kind: 'choose' });
    if (inputRef.current) inputRef.current.value = '';
  };

  const apply = async () => {
    if (step.kind !== 'preview') return;
    setStep({ ...step, kind: 'applying' });
    const result = await importConfiguration(step.content);
    if (result.kind !== 'ok') {
      setStep({ ...step, kind: 'preview' });
      setFailure(failureMessage(result));
      return;
    }
    // Every screen reads the configuration again.
    await queryClient.invalidateQueries();
    reset();
    setDone(configurationText.applied(countLines(result.data.changes)));
  };

  return (
    <div className="configuration-part">
      <h3>{configurationText.importTitle}</h3>
      <p>{configurationText.importIntro}</p>
      {done && (
        <p ref={doneRef} tabIndex={-1} className="configuration-done" role="status">
          {done}
        </p>
      )}
      <FormFailure message={failure} />
      <Field label={configurationText.fileLabel} required>
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept=".json,application/json"
            onChange={choose}
            disabled={step.kind === 'checking' || step.kind === 'applying'}
          />
        )}
      </Field>
      {step.kind === 'checking' && <p role="status">{configurationText.checking}</p>}
      {(step.kind === 'preview' || step.kind === 'applying') && (
        <div className="configuration-preview">
          <h4 ref={previewRef} tabIndex={-1}>
            {configurationText.previewTitle}
          </h4>
          {step.changes.length === 0 ? (
            <p>{configurationMessages.nothingToChange}</p>
          ) : (
            step.changes.map((part) => (
              <section key={part.part} aria-label={part.title}>
                <h5>{part.title}</h5>
                <ul>
                  {part.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </section>
            ))
          )}
          <div className="configuration-actions">
            {step.changes.length > 0 && (
              <Button onClick={apply} aria-disabled={step.kind === 'applying' || undefined}>
                {step.kind === 'applying' ? configurationText.applying : configurationText.apply}
              </Button>
            )}
            <Button variant="secondary" onClick={reset} disabled={step.kind === 'applying'}>
              {configurationText.cancel}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
