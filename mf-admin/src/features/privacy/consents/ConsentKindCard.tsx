// One kind of consent on « Consentements »: the text in force with its version and the
// day it was published, how many people gave it and withdrew it (that version, then all versions),
// the earlier versions in a disclosure, each with its own counts, and « Nouvelle version ».
import { useId } from 'react';
import { formatDate } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import type { ConsentKindTexts, ConsentTextVersion } from './api/consent-texts';
import { consentsText as text } from './consents-text';

export function ConsentKindCard({ kind, onNewVersion }: { kind: ConsentKindTexts; onNewVersion(): void }) {
  const headingId = useId();
  const current = kind.versions.find((version) => version.version === kind.currentVersion);
  const earlier = kind.versions.filter((version) => version.version !== kind.currentVersion);
  const given = kind.versions.reduce((sum, version) => sum + version.given, 0);
  const withdrawn = kind.versions.reduce((sum, version) => sum + version.withdrawn, 0);
  return (
    <article className="consents-card" aria-labelledby={headingId}>
      <div className="consents-card__heading">
        <h2 id={headingId}>{kind.label}</h2>
        <span className="consents-badge">{text.currentVersion(kind.currentVersion)}</span>
      </div>
      {current ? <VersionText version={current} level="current" /> : null}
      {kind.versions.length > 1 ? (
        <p className="consents-muted">
          {text.totalCounts} : {text.counts(given, withdrawn)}
        </p>
      ) : null}
      <details className="consents-earlier">
        <summary>{text.earlierVersions(earlier.length)}</summary>
        {earlier.length === 0 ? (
          <p className="consents-muted">{text.noEarlierVersions}</p>
        ) : (
          <ol className="consents-versions">
            {earlier.map((version) => (
              <li key={version.id}>
                <VersionText version={version} level="earlier" />
              </li>
            ))}
          </ol>
        )}
      </details>
      <div className="consents-actions">
        <Button variant="secondary" onClick={onNewVersion}>
          {text.newVersion}
          <span className="ui-visually-hidden">{text.of(kind.label)}</span>
        </Button>
      </div>
    </article>
  );
}

function VersionText({ version, level }: { version: ConsentTextVersion; level: 'current' | 'earlier' }) {
  const Heading = level === 'current' ? 'h3' : 'h4';
  return (
    <div className="consents-version">
      <Heading>{text.versionHeading(version.version, version.title)}</Heading>
      <p className="consents-muted">
        {text.publishedOn(formatDate(new Date(version.publishedAt)))} · {text.counts(version.given, version.withdrawn)}
      </p>
      <p className="consents-version__body">{version.body}</p>
    </div>
  );
}
