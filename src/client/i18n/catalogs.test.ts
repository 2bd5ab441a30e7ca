import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from './locales.ts';

interface Entry {
  context: string;
  id: string;
  translation: string;
}

/** Reads a `.po` string that may span lines (`msgid ""` then `"..."` continuation lines). */
function unquote(lines: string[]): string {
  return lines.map((line) => JSON.parse(line) as string).join('');
}

/** The active entries of a `.po` catalog in `folder` (obsolete `#~` entries and the header are skipped). */
function readCatalog(folder: string, locale: string): Entry[] {
  const text = readFileSync(new URL(`${folder}${locale}.po`, import.meta.url), 'utf8');
  const entries: Entry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const fields = new Map<string, string[]>();
    let current: string[] | null = null;
    for (const line of block.split('\n')) {
      const field = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
      if (field?.[1] && field[2]) {
        current = [field[2]];
        fields.set(field[1], current);
      } else if (line.startsWith('"') && current) current.push(line);
      else current = null;
    }
    const id = fields.get('msgid');
    if (!id || unquote(id) === '') continue;
    entries.push({ context: unquote(fields.get('msgctxt') ?? []), id: unquote(id), translation: unquote(fields.get('msgstr') ?? []) });
  }
  return entries;
}

/** The argument names a message uses (`{path}`, `{count, plural, ...}`). */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? '').sort();
}

/** The plural categories each `{name, plural, ...}` of a message offers, by argument name. */
function pluralForms(message: string): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const match of message.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)) {
    const name = match[1] ?? '';
    const categories = new Set<string>();
    // Walk the choices at depth one of this plural: `category {text}` pairs until its closing brace.
    let depth = 1;
    let word = '';
    for (let index = match.index + match[0].length; index < message.length && depth > 0; index += 1) {
      const char = message[index] ?? '';
      if (char === '{') {
        if (depth === 1 && word.trim() !== '') categories.add(word.trim());
        depth += 1;
        word = '';
      } else if (char === '}') depth -= 1;
      else if (depth === 1) word += char;
    }
    forms.set(name, categories);
  }
  return forms;
}

const key = (entry: Entry) => `${entry.context}\u0004${entry.id}`;

/** The catalogs of lingui.config.ts: the first load's and the later one. */
const FOLDERS = ['./locales/', './locales/later/'];

describe.each(FOLDERS)('translation catalogs in %s', (folder) => {
  const source = readCatalog(folder, DEFAULT_LOCALE);

  it('the source catalog has messages (npm run i18n:extract was run)', () => {
    expect(source.length).toBeGreaterThan(10);
  });

  for (const locale of LOCALES.filter((name) => name !== DEFAULT_LOCALE)) {
    describe(locale, () => {
      const catalog = readCatalog(folder, locale);

      it('has every message of the source catalog', () => {
        const ids = new Set(catalog.map(key));
        expect(source.filter((entry) => !ids.has(key(entry))).map((entry) => entry.id)).toEqual([]);
      });

      it('has no missing translation', () => {
        expect(catalog.filter((entry) => entry.translation.trim() === '').map((entry) => entry.id)).toEqual([]);
      });

      it('keeps the placeholders of every message', () => {
        const broken = catalog.filter((entry) => argumentsOf(entry.translation).join() !== argumentsOf(entry.id).join());
        expect(broken.map((entry) => `${entry.id} -> ${entry.translation}`)).toEqual([]);
      });

      it('writes every plural with the forms its language needs (ICU, not "1 friends")', () => {
        const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        const lacking = catalog.flatMap((entry) =>
          [...pluralForms(entry.id).keys()].flatMap((name) => {
            const offered = pluralForms(entry.translation).get(name);
            if (offered === undefined) return [`${entry.id}: no plural of ${name}`];
            // "many" in Spanish and Portuguese is for millions (1 millón de…); "other" covers it here.
            const missing = needed.filter((category) => !offered.has(category) && !(category === 'many' && !locale.match(/^(ru|uk)/)));
            return missing.length === 0 ? [] : [`${entry.id}: ${missing.join(', ')}`];
          }),
        );
        expect(lacking).toEqual([]);
      });
    });
  }
});
