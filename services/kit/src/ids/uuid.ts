/** A UUID in its canonical text form, any version, either case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be compared with a `uuid` column without Postgres refusing it. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
