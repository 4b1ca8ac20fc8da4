// A value worked out once, on first use, and only if something asks for it.

/** `make` run once, on first use; later calls share its promise. */
export function memo<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => (made ??= make());
}
