// A select's field map from a table's column names: each field keeps its column's own type, so the row
// type follows, and the fields keep the order the names are given in (the order of the selected columns).

/** The named columns of `table`, as `db.select(…)` takes them. */
export function pickColumns<T, K extends keyof T & string>(table: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, table[name]])) as Pick<T, K>;
}
