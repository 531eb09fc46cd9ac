// Zod issues → `{ field: message }`, the first message per field: the API's `fields` and every form's
// inline errors come from here. Client-safe (no zod import).
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** `dayDetails.0.time`; "_" for an issue about the whole value. */
export const issuePath = (issue: FieldIssue): string => (issue.path.length ? issue.path.map(String).join(".") : "_");

export function fieldErrorsFromIssues(issues: Iterable<FieldIssue>, keyOf: (issue: FieldIssue) => string = issuePath): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[keyOf(issue)] ??= issue.message;
  return fields;
}
