import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('openDatabase with a file URL', () => {
  let dir: string | undefined;

  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('creates the missing folder and switches the file to WAL with a busy timeout', async () => {
    dir = await mkdtemp(join(tmpdir(), 'clinic-open-'));
    const { client, close } = openDatabase({
      url: `file://${join(dir, 'nested', 'folder', 'clinic.db')}`,
    });
    try {
      expect((await client.execute('PRAGMA journal_mode')).rows[0]?.journal_mode).toBe('wal');
      expect((await client.execute('PRAGMA busy_timeout')).rows[0]?.timeout).toBeGreaterThan(0);
      expect((await client.execute('PRAGMA foreign_keys')).rows[0]?.foreign_keys).toBe(1);
    } finally {
      close();
    }
    expect((await stat(join(dir, 'nested', 'folder', 'clinic.db'))).isFile()).toBe(true);
  });
});
