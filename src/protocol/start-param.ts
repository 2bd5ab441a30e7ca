/**
 * The referrer part of a start parameter (`r_<telegram id>`, parts joined by `__`, the first
 * well-formed occurrence wins), read the same way by the server when it credits a referral.
 */
const SEPARATOR = '__';
const DIGITS = /^[1-9][0-9]{0,15}$/;

/** The referrer's telegram id, or null when the parameter names none (or a malformed one). */
export function referrerFromStartParam(startParam: string | undefined | null): number | null {
  if (startParam === undefined || startParam === null) return null;
  for (const part of startParam.split(SEPARATOR)) {
    if (!part.startsWith('r_')) continue;
    const value = part.slice(2);
    if (DIGITS.test(value)) {
      const id = Number(value);
      if (Number.isSafeInteger(id)) return id;
    }
  }
  return null;
}
