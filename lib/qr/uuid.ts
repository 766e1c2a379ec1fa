const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in any case; the site's address for a record is the lower-case one. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
