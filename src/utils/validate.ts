/** Small pure validators (RuoYi's utils/validate). */

/** Whether `path` is an external link: http(s), mailto or tel. */
export function isExternal(path: string | null | undefined): boolean {
  return /^(https?:|mailto:|tel:)/.test(path ?? '');
}

/** Whether `url` starts with http:// or https://. */
export function isHttp(url: string | null | undefined): boolean {
  return /^https?:\/\//.test(url ?? '');
}

/** Empty: undefined, null, '' or the strings 'undefined' / 'null'. */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === 'undefined' ||
    value === 'null'
  );
}

/**
 * Match `path` against a pattern where `*` matches one segment part and
 * `**` any depth (used by the access whitelist, e.g. `/w/**`).
 */
export function isPathMatch(pattern: string, path: string): boolean {
  const escape = (part: string) =>
    part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  const source = pattern.split('**').map(escape).join('.*');
  return new RegExp(`^${source}$`).test(path);
}

export function isValidUrl(url: string): boolean {
  return /^(https?|ftp):\/\/([a-zA-Z0-9.-]+(:[a-zA-Z0-9.&%$-]+)*@)*((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]?)(\.(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}|([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+\.[a-zA-Z]{2,}|localhost)(:[0-9]+)?(\/[^\s]*)?$/.test(
    url,
  );
}

export function isLowerCase(value: string): boolean {
  return /^[a-z]+$/.test(value);
}

export function isUpperCase(value: string): boolean {
  return /^[A-Z]+$/.test(value);
}

export function isAlphabets(value: string): boolean {
  return /^[A-Za-z]+$/.test(value);
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function isArray(value: unknown): value is unknown[] {
  return Array.isArray(value);
}
