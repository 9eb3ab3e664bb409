// Vitest setup of every package's component tests (their `setupFiles`). A `findBy…` query waits
// for what the page will show; how long that takes depends on how busy the machine is, not on the
// product, so the wait is generous (it still returns as soon as the element appears). A test
// fails on a missing element, never on a slow machine.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
