/**
 * The start parameter of a launch link (`https://t.me/<bot>/<app>?startapp=<value>`), parsed.
 *
 * Format: parts joined by a double underscore `__`; each part is `<prefix>_<value>`. Telegram
 * allows only `A-Z a-z 0-9 _ -` and at most 512 characters in the whole parameter, so values use
 * letters, digits and `-` (single `_` only where a part says so). Unknown prefixes, malformed
 * values and repeats of a part already read are ignored, never thrown.
 *
 * | part                      | example               | field                |
 * |---------------------------|-----------------------|----------------------|
 * | `r_<telegram id>`         | `r_42`                | referrerId           |
 * | `lang_<language tag>`     | `lang_pt-BR`          | language             |
 * | `rl_<language tag>`       | `rl_ru`               | referrerLanguage     |
 * | `code_<code>`             | `code_SPRING-24`      | code                 |
 * | `discord_<discord id>`    | `discord_80351110224` | discordId            |
 * | `tappads_<pub>_<click>`   | `tappads_acme_x9-Z_1` | tappads              |
 * | `region_<region>`         | `region_latam`        | region               |
 * | `tgclick_<click id>`      | `tgclick_AbC123`      | tgClickId            |
 *
 * Example: `r_42__lang_ru__rl_es__tappads_acme_c-77`.
 */
export interface StartParam {
  /** Telegram id of the player who shared the link (decimal digits), or null. */
  referrerId: string | null;
  /** Language asked for by the link, `en` when the link names none. */
  language: string;
  /** True when the link named a language (so it wins over Telegram's language). */
  hasLanguage: boolean;
  /** Language of the referrer, `en` when the link names none. */
  referrerLanguage: string;
  /** A promotion code, or null. */
  code: string | null;
  /** The player's Discord user id (decimal digits), or null. */
  discordId: string | null;
  /** The ad publisher and its click id, or null. */
  tappads: { publisher: string; clickId: string } | null;
  /** A region tag chosen by the campaign, or null. */
  region: string | null;
  /** Telegram Ads click id, or null. */
  tgClickId: string | null;
}

/** Both languages default to `en` (docs/product.md, section 1). */
export const DEFAULT_START_LANGUAGE = 'en';

/** Parts are joined by this; a single `_` separates a prefix from its value. */
export const START_PARAM_SEPARATOR = '__';

const TOKEN = /^[A-Za-z0-9-]{1,64}$/;
const DIGITS = /^[1-9][0-9]{0,19}$/;
const LANGUAGE = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/;
const TAPPADS = /^([A-Za-z0-9-]{1,64})_([A-Za-z0-9_-]{1,128})$/;

function emptyStartParam(): StartParam {
  return {
    referrerId: null,
    language: DEFAULT_START_LANGUAGE,
    hasLanguage: false,
    referrerLanguage: DEFAULT_START_LANGUAGE,
    code: null,
    discordId: null,
    tappads: null,
    region: null,
    tgClickId: null,
  };
}

/** Language tags are kept as given except for case: `PT-br` becomes `pt-BR`. */
function normalizeLanguage(tag: string): string {
  const [language = '', region] = tag.split('-');
  return region === undefined ? language.toLowerCase() : `${language.toLowerCase()}-${region.toUpperCase()}`;
}

function readLanguage(value: string): string | null {
  return LANGUAGE.test(value) ? normalizeLanguage(value) : null;
}

/** One reader per prefix: the fields a well-formed value sets, or null when it is malformed. */
const READERS: Record<string, (value: string) => Partial<StartParam> | null> = {
  r: (value) => (DIGITS.test(value) ? { referrerId: value } : null),
  lang: (value) => {
    const language = readLanguage(value);
    return language === null ? null : { language, hasLanguage: true };
  },
  rl: (value) => {
    const referrerLanguage = readLanguage(value);
    return referrerLanguage === null ? null : { referrerLanguage };
  },
  code: (value) => (TOKEN.test(value) ? { code: value } : null),
  discord: (value) => (DIGITS.test(value) ? { discordId: value } : null),
  tappads: (value) => {
    const match = TAPPADS.exec(value);
    return match?.[1] && match[2] ? { tappads: { publisher: match[1], clickId: match[2] } } : null;
  },
  region: (value) => (TOKEN.test(value) ? { region: value } : null),
  tgclick: (value) => (TOKEN.test(value) ? { tgClickId: value } : null),
};

/**
 * Parses a start parameter (see {@link StartParam} for the format). Never throws: `undefined`,
 * an empty string or garbage give the defaults.
 */
export function parseStartParam(raw: string | null | undefined): StartParam {
  const result = emptyStartParam();
  if (typeof raw !== 'string' || raw.length === 0) return result;
  // The first well-formed occurrence of a prefix wins; later repeats are ignored.
  const read = new Set<string>();
  for (const part of raw.split(START_PARAM_SEPARATOR)) {
    const cut = part.indexOf('_');
    const prefix = part.slice(0, cut);
    if (cut <= 0 || read.has(prefix) || !Object.hasOwn(READERS, prefix)) continue;
    const fields = READERS[prefix]?.(part.slice(cut + 1));
    if (!fields) continue;
    Object.assign(result, fields);
    read.add(prefix);
  }
  return result;
}

/**
 * The referrer's telegram id as a number, or null when the parameter names none (or one too large
 * to be a telegram id). The server credits referrals with it.
 */
export function referrerFromStartParam(startParam: string | undefined | null): number | null {
  const { referrerId } = parseStartParam(startParam);
  if (referrerId === null) return null;
  const id = Number(referrerId);
  return Number.isSafeInteger(id) ? id : null;
}
