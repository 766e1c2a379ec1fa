const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export const uuidKey = (uuid: string): string => uuid.toLowerCase();

/** A UUID in its one spelling: the QR page redirects any other, the API refuses it. */
export const isUuidKey = (value: string): boolean => isUuid(value) && value === uuidKey(value);
