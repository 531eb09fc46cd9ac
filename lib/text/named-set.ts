// A closed set of names (dance styles, service categories) written once, with the label people read for each.

/** The names of the set in the order its labels are written (names must not look like numbers, which objects reorder). */
export function namesOf<Name extends string>(labels: Record<Name, string>): readonly [Name, ...Name[]] {
  return Object.keys(labels) as unknown as readonly [Name, ...Name[]];
}
