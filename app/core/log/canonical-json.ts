/**
 * JSON with object keys sorted and no spaces, so one value always gives the same text and the
 * same hash, whatever order its keys were built in. For the values allowed here it is the JSON
 * Canonicalization Scheme (RFC 8785), so an auditor can recompute hashes in any language.
 *
 * Values JSON cannot carry faithfully (NaN, Infinity, bigint, functions, Maps, class instances
 * without toJSON) are refused rather than silently turned into null or {}: the log keeps facts
 * exactly or not at all.
 */
export function canonicalJson(value: unknown, where = 'value'): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`${where} is ${value}, which JSON cannot hold`);
      return JSON.stringify(value);
    case 'object':
      return canonicalObject(value, where);
    default:
      throw new TypeError(`${where} is a ${typeof value}, which JSON cannot hold`);
  }
}

function canonicalObject(value: object, where: string): string {
  if (Array.isArray(value)) {
    return `[${value.map((item, index) => canonicalJson(item, `${where}[${index}]`)).join(',')}]`;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return canonicalJson(toJSON.call(value), where);
    throw new TypeError(
      `${where} is a ${prototype?.constructor?.name ?? 'class instance'}, which JSON cannot hold`,
    );
  }
  const members: string[] = [];
  for (const key of Object.keys(value).sort()) {
    const member = (value as Record<string, unknown>)[key];
    // An absent optional field is written as absent, as JSON.stringify does.
    if (member === undefined) continue;
    members.push(`${JSON.stringify(key)}:${canonicalJson(member, `${where}.${key}`)}`);
  }
  return `{${members.join(',')}}`;
}
