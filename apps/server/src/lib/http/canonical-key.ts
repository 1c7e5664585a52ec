/**
 * The cache key of a POST list body (a POST list is cacheable, issue "Fitness facilities": key the
 * response cache on a canonical form of the body): the route path plus the body's properties sorted by
 * name, strings trimmed, blank strings, null and undefined dropped, serialized as JSON. Two bodies that
 * ask for the same list ({"kind":"x","pageNum":1} and {"pageNum":1, "kind":"x ", "keyword":""}) share
 * one key; bodies are validated (and defaults filled) before, so every value is a primitive. Pure.
 */
export function canonicalKey(path: string, body: Readonly<Record<string, unknown>>): string {
  const entries = Object.keys(body)
    .sort()
    .flatMap((name) => {
      const raw = body[name];
      const value = typeof raw === 'string' ? raw.trim() : raw;
      return value === undefined || value === null || value === '' ? [] : [[name, value] as const];
    });
  return `${path}\n${JSON.stringify(entries)}`;
}
