// The server's heap limit by default: under sustained load its resident memory grew to 395–830 MB
// with a live heap of 62–68 MB, as V8 let garbage pile up to its default limit (a quarter or more
// of the machine's memory). With a limit, V8 collects sooner and the process stays within what a
// small host gives it. A limit the operator set in NODE_OPTIONS is kept.
export const defaultHeapLimitMb = 512;

/** `env` with `--max-old-space-size` in its NODE_OPTIONS, unless one is there already. */
export function withHeapLimit(env) {
  const options = env.NODE_OPTIONS ?? '';
  if (/--max-old-space-size[=\s]/.test(options)) return env;
  return { ...env, NODE_OPTIONS: `${options} --max-old-space-size=${defaultHeapLimitMb}`.trim() };
}
