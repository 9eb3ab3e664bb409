// `npm start` gives the server a heap limit (scripts/heap-limit.mjs) unless the operator chose one.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

type HeapLimit = {
  defaultHeapLimitMb: number;
  withHeapLimit: (env: Record<string, string | undefined>) => Record<string, string | undefined>;
};

let heapLimit: HeapLimit;
beforeAll(async () => {
  heapLimit = (await import(pathToFileURL(resolve(import.meta.dirname, '../../../../scripts/heap-limit.mjs')).href)) as HeapLimit;
});

describe("the start script's heap limit", () => {
  it('adds the default limit to the options the server starts with, keeping the others', () => {
    expect(heapLimit.withHeapLimit({ DATA_DIR: '/data' }).NODE_OPTIONS).toBe(`--max-old-space-size=${heapLimit.defaultHeapLimitMb}`);
    expect(heapLimit.withHeapLimit({ NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS).toBe(
      `--enable-source-maps --max-old-space-size=${heapLimit.defaultHeapLimitMb}`,
    );
  });

  it('keeps the limit the operator set', () => {
    expect(heapLimit.withHeapLimit({ NODE_OPTIONS: '--max-old-space-size=2048' }).NODE_OPTIONS).toBe('--max-old-space-size=2048');
  });
});
