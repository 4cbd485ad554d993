/**
 * Returns a new object without the top-level keys whose value is '', null or undefined.
 * Everything else (0, false, NaN, [], nested objects) is kept as is. The input is never mutated.
 */
export function compactPayload<T extends object>(payload: T): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(payload) as (keyof T)[]) {
    const value = payload[key];
    if (value === '' || value === null || value === undefined) continue;
    result[key] = value;
  }
  return result;
}
