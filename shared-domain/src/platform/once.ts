// A value built on first use and kept: Intl formatters cost a phone several milliseconds each
// (the first one loads the locale's data), so a module builds none while it loads — only the
// screens that format something pay, and only once.

/** A getter that builds the value the first time it is called and returns the same value after. */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

/** One instance per key (a time zone, for example), built on first use. */
export function oncePerKey<K, T>(build: (key: K) => T): (key: K) => T {
  const values = new Map<K, T>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = build(key);
      values.set(key, value);
    }
    return value;
  };
}
