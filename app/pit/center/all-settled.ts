/**
 * Like Promise.all, but every promise has settled before the first failure is told: a copy into a
 * replica still under way when its sibling query failed would otherwise write after its caller
 * moved on (and meet the next copy of the same rows).
 */
export async function allSettled<T extends readonly unknown[]>(
  promises: { readonly [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const settled = await Promise.allSettled(promises);
  return settled.map((outcome) => {
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  }) as unknown as T;
}
