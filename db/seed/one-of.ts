// A data file (JSON) types a closed set of words or numbers as plain strings or numbers: the loader of its
// rows checks each such value against its set, so a misspelt one fails where the rows are read (and the
// seed's tests) rather than reaching the database.
export function oneOf<T extends string | number>(allowed: readonly T[], value: string | number): T {
  if (!(allowed as readonly (string | number)[]).includes(value)) throw new Error(`"${value}" is not one of ${allowed.join(', ')}`);
  return value as T;
}
