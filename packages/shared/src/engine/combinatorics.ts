/** Binomial coefficient; exact for every count the games reach (C(80,10) < 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || n < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= r; i++) result = (result * (n - r + i)) / i;
  return Math.round(result);
}

/** Every k-element subset of 0..n-1 as ascending index lists, in lexicographic order. */
export function* combinations(n: number, k: number): Generator<number[]> {
  if (k < 0 || k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield [...idx];
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i] = (idx[i] ?? 0) + 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] ?? 0) + 1;
  }
}

/** Cartesian product of the given lists. */
export function* product<T>(lists: readonly (readonly T[])[]): Generator<T[]> {
  if (lists.some((l) => l.length === 0)) return;
  const idx = lists.map(() => 0);
  for (;;) {
    yield lists.map((l, i) => l[idx[i] ?? 0] as T);
    let i = lists.length - 1;
    while (i >= 0 && (idx[i] ?? 0) === (lists[i]?.length ?? 0) - 1) idx[i--] = 0;
    if (i < 0) return;
    idx[i] = (idx[i] ?? 0) + 1;
  }
}
