/** What a badge shows for a count: nothing for none, the number, or 99+ past 99. */
export function badgeCount(count: number | undefined | null): number | string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : count;
}
