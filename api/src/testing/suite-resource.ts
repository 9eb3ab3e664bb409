// The one lifecycle of test fixtures: made before the enclosing `describe` block's tests, disposed
// after them, and read through a getter so no test can see a fixture outside that window.
import { afterAll, beforeAll } from 'vitest';

export function useSuiteResource<T>(create: () => Promise<T>, dispose: (resource: T) => Promise<void>): () => T {
  let resource: { value: T } | undefined;
  beforeAll(async () => {
    resource = { value: await create() };
  });
  afterAll(async () => {
    const created = resource;
    resource = undefined;
    if (created) await dispose(created.value);
  });
  return () => {
    if (!resource) {
      throw new Error(
        'the fixture exists only between its beforeAll and afterAll; call the getter inside a test or hook of the describe block, not while defining it',
      );
    }
    return resource.value;
  };
}
