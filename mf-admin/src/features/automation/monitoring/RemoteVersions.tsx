// « Versions déployées »: each remote as the shell loads it (its manifest's address from
// /remotes.json) and the build version its manifest declares, « inconnue » when it says none or
// does not answer.
import { LoadingState } from 'shared-ui/LoadingState';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { useRemoteVersions } from './api/remote-versions';
import { monitoringText, remoteLabels } from './monitoring-text';

const text = monitoringText.remotes;
const columns = text.columns;

export function RemoteVersions() {
  const remotes = useRemoteVersions();
  return (
    <section className="automation-section" aria-labelledby="surveillance-versions">
      <h2 id="surveillance-versions">{text.title}</h2>
      <p className="automation-muted">{text.intro}</p>
      {remotes.isPending ? <LoadingState label={text.loading} /> : null}
      <StackedTable
        caption={text.caption}
        columns={Object.values(columns)}
        rows={remotes.data ?? []}
        rowKey={(remote) => remote.name}
        cells={(remote) => (
          <>
            <StackedCell label={columns.name}>{remoteLabels[remote.name]}</StackedCell>
            <StackedCell label={columns.url}>
              <code>{remote.url}</code>
            </StackedCell>
            <StackedCell label={columns.version}>{remote.version ?? text.unknown}</StackedCell>
          </>
        )}
        minWidth="36rem"
      />
    </section>
  );
}
