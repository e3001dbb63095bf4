/** Turns the first schema issue into words about the field it concerns. */
export function firstInvalidField(issues: readonly { path: readonly PropertyKey[] }[]): string | null {
  const field = issues[0]?.path[0];
  return typeof field === 'string' ? field : null;
}
