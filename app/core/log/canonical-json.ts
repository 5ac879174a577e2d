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
  // Every append writes a fact's data and metadata this way: the text is built without naming
  // each member's place, which only a refusal needs. A refused value is walked again to name it.
  try {
    return writeJson(value);
  } catch (error) {
    if (error !== UNFIT) throw error;
    throw refusal(value, where) ?? new TypeError(`${where} cannot be held by JSON`);
  }
}

/** Thrown by `writeJson` at a value JSON cannot hold; never seen outside this file. */
const UNFIT = Symbol('unfit for JSON');

function writeJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw UNFIT;
      return JSON.stringify(value);
    case 'object':
      return writeObject(value);
    default:
      throw UNFIT;
  }
}

function writeObject(value: object): string {
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index++)
      text += `${index ? ',' : ''}${writeJson(value[index])}`;
    return `${text}]`;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return writeJson(toJSON.call(value));
    throw UNFIT;
  }
  let text = '{';
  for (const key of Object.keys(value).sort()) {
    const member = (value as Record<string, unknown>)[key];
    // An absent optional field is written as absent, as JSON.stringify does.
    if (member === undefined) continue;
    text += `${text.length > 1 ? ',' : ''}${JSON.stringify(key)}:${writeJson(member)}`;
  }
  return `${text}}`;
}

/**
 * What `JSON.parse(canonicalJson(value))` gives back, built without the text: fresh plain objects
 * with their keys in sorted order, absent members left out, `toJSON` applied, -0 as 0. An append
 * returns each fact as a replay will read it; parsing back the text it had just written cost a
 * submit more than the copy does. Only for a value `canonicalJson` has already written.
 */
export function canonicalCopy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value === 0 ? 0 : value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index++) copy[index] = canonicalCopy(value[index]);
    return copy;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null)
    return canonicalCopy((value as { toJSON: () => unknown }).toJSON());
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const member = (value as Record<string, unknown>)[key];
    if (member === undefined) continue;
    // JSON.parse makes "__proto__" an own member; an assignment would set the prototype instead.
    if (key === '__proto__')
      Object.defineProperty(copy, key, {
        value: canonicalCopy(member),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else copy[key] = canonicalCopy(member);
  }
  return copy;
}

/**
 * The refusal of a value `writeJson` could not write: the same walk (items in order, keys sorted,
 * `toJSON` applied) to the first value JSON cannot hold, named by its place.
 */
function refusal(value: unknown, where: string): TypeError | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(value)
        ? undefined
        : new TypeError(`${where} is ${value}, which JSON cannot hold`);
    case 'object':
      return value === null ? undefined : objectRefusal(value, where);
    default:
      return new TypeError(`${where} is a ${typeof value}, which JSON cannot hold`);
  }
}

function objectRefusal(value: object, where: string): TypeError | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const refused = refusal(item, `${where}[${index}]`);
      if (refused) return refused;
    }
    return undefined;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return refusal(toJSON.call(value), where);
    return new TypeError(
      `${where} is a ${prototype?.constructor?.name ?? 'class instance'}, which JSON cannot hold`,
    );
  }
  for (const key of Object.keys(value).sort()) {
    const member = (value as Record<string, unknown>)[key];
    const refused = member === undefined ? undefined : refusal(member, `${where}.${key}`);
    if (refused) return refused;
  }
  return undefined;
}
