import { remoteContract } from 'shared-domain/platform/federation';
import { describe, expect, it } from 'vitest';
import { inCaretRange, type RemoteManifest, remoteContractProblems } from './remote-contract';

/** A manifest as the portal's build writes it when it keeps the contract. */
function portalManifest(): RemoteManifest {
  const contract = remoteContract('portal');
  return {
    name: contract.container,
    exposes: [{ path: './routes' }],
    shared: [
      ...Object.entries(contract.singletons).map(([name, requiredVersion]) => ({
        name,
        singleton: true,
        requiredVersion,
        version: name.startsWith('react') ? '19.3.1' : '0.1.0',
      })),
      // Not a singleton: outside the contract, whatever its version.
      { name: '@tanstack/react-query', singleton: false, requiredVersion: '^5.108.0', version: '5.108.0' },
    ],
  };
}

describe('the contract between the shell and a remote', () => {
  it('holds for a manifest with the container, the routes and the singletons the shell asks for', () => {
    expect(remoteContractProblems('portal', portalManifest())).toEqual([]);
  });

  it('names a wrong container, a module missing or added, a singleton shared otherwise', () => {
    const manifest = portalManifest();
    manifest.name = 'clinic_admin';
    manifest.exposes = [{ path: './pages' }];
    manifest.shared = manifest.shared.map((shared) =>
      shared.name === 'react'
        ? { ...shared, requiredVersion: '^18.2.0', version: '18.3.1' }
        : shared.name === 'shared-ui/router'
          ? { ...shared, singleton: false }
          : shared,
    );
    expect(remoteContractProblems('portal', manifest)).toEqual([
      'container "clinic_admin" instead of "clinic_portal"',
      'exposes ./pages instead of ./routes',
      'react asks for ^18.2.0 instead of ^19.3.0',
      "react 18.3.1 is outside the contract's ^19.3.0",
      'shared-ui/router is not shared as a singleton',
    ]);
  });

  it('refuses a remote that brings its own React', () => {
    const manifest = portalManifest();
    manifest.shared = manifest.shared.filter((shared) => shared.name !== 'react');
    expect(remoteContractProblems('portal', manifest)).toEqual(['does not share react']);
  });

  it('reads caret ranges as npm does for a major above 0', () => {
    expect(inCaretRange('19.3.1', '^19.3.0')).toBe(true);
    expect(inCaretRange('19.10.0', '^19.3.0')).toBe(true);
    expect(inCaretRange('19.2.9', '^19.3.0')).toBe(false);
    expect(inCaretRange('20.0.0', '^19.3.0')).toBe(false);
    expect(inCaretRange('19.3.1', '~19.3.0')).toBe(false);
  });
});
