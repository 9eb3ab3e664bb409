// Part of every browser tsconfig: the type-check fails if Node's types reach browser code (a
// config file, a test or a library pulling `@types/node` into the program would bring them).
// Rsbuild's client types declare `process` itself, whose `env` the bundler replaces at build time.

// @ts-expect-error Node's `process.cwd` does not exist in the browser.
export type NodeCwd = typeof process.cwd;
// @ts-expect-error Node's `Buffer` does not exist in the browser.
export type NodeBuffer = typeof Buffer;
// @ts-expect-error Node's modules do not exist in the browser.
export type NodeFs = typeof import('node:fs');
