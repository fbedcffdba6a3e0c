import { toCsv } from '../../lib/csv.ts';
import { LANGUAGES, type Language } from '../../../shared/enums.ts';
import { validationKey } from '../../../shared/i18n/validation.ts';
import { GLOSSARY_TERM_MAX, GLOSSARY_TERMS_PER_LANGUAGE, glossaryTermKey, glossaryTermLength, uniqueTerms, type GlossaryTerms } from '../../../shared/schemas/glossary.ts';

/** The columns of the glossary's CSV file, in order. */
export const GLOSSARY_CSV_HEADER = ['group_id', 'ja', 'en', 'th'] as const;
/** How the terms of one language stand in one cell. */
export const TERM_SEPARATOR = ' | ';
/** How many bad lines an import names at most. */
const MAX_REPORTED = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The glossary as a CSV file (`toCsv`: BOM, CRLF, the CSV-injection guard). */
export function glossaryCsv(groups: readonly ({ id: string } & GlossaryTerms)[]): string {
  return toCsv([[...GLOSSARY_CSV_HEADER], ...groups.map((g) => [g.id, g.ja.join(TERM_SEPARATOR), g.en.join(TERM_SEPARATOR), g.th.join(TERM_SEPARATOR)])]);
}

/**
 * The rows of a CSV text (RFC 4180: quoted cells with doubled quotes, CRLF or LF line ends), a
 * leading byte-order mark left out; each row with the line it starts on (1-based).
 */
export function parseCsvRows(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (i < source.length) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
      i++;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' && source[i + 1] === '\n') {
      i++;
      continue;
    } else if (c === '\n') {
      endRow();
      line++;
      rowLine = line;
    } else cell += c;
    i++;
  }
  if (cell !== '' || cells.length > 0) endRow();
  // Blank lines (a spreadsheet's trailing ones) are no rows.
  return rows.filter((row) => !(row.cells.length === 1 && row.cells[0]!.trim() === ''));
}

/** A cell's value without the `'` the CSV-injection guard put before a leading = + - @ tab or CR. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * The terms of one cell: split on `|`, trimmed, as written (what the export gives back), without
 * blanks or repeats (terms equal once normalised; the first kept).
 */
export function cellTerms(cell: string): string[] {
  return uniqueTerms(unguard(cell).split('|'));
}

export interface ImportedGroup extends GlossaryTerms {
  /** The group's id from the file, kept so that an export imported again keeps its ids; null for a new group. */
  id: string | null;
  line: number;
}

/**
 * A glossary CSV file read whole: its groups, or the validation messages naming its first bad
 * lines (at most 10) — a bad header, a row without 4 columns or without a term, a malformed or
 * repeated group id, a term too long, too many terms in a language, a term in two groups (compared
 * normalised, as the database's unique index does).
 */
export function parseGlossaryCsv(text: string): { groups: ImportedGroup[]; errors: string[] } {
  const rows = parseCsvRows(text);
  const [header, ...body] = rows;
  if (!header || header.cells.map((c) => c.trim().toLowerCase()).join(',') !== GLOSSARY_CSV_HEADER.join(',')) {
    return { groups: [], errors: [validationKey('glossary_csv_header')] };
  }
  const errors: string[] = [];
  const groups: ImportedGroup[] = [];
  const ids = new Set<string>();
  const taken = new Map<string, number>();
  for (const { line, cells } of body) {
    if (errors.length >= MAX_REPORTED) break;
    if (cells.length !== GLOSSARY_CSV_HEADER.length) {
      errors.push(validationKey('glossary_csv_columns', { line }));
      continue;
    }
    const id = cells[0]!.trim().toLowerCase();
    if (id !== '' && (!UUID.test(id) || ids.has(id))) {
      errors.push(validationKey('glossary_csv_id', { line }));
      continue;
    }
    if (id) ids.add(id);
    const terms = Object.fromEntries(LANGUAGES.map((language) => [language, cellTerms(cells[GLOSSARY_CSV_HEADER.indexOf(language)]!)])) as Record<Language, string[]>;
    const all = LANGUAGES.flatMap((language) => terms[language].map((term) => ({ language, term, key: `${language}\n${glossaryTermKey(term)}` })));
    if (all.length === 0) {
      errors.push(validationKey('glossary_csv_empty', { line }));
      continue;
    }
    if (all.some(({ term }) => glossaryTermLength(term) > GLOSSARY_TERM_MAX)) {
      errors.push(validationKey('glossary_csv_too_long', { line, max: GLOSSARY_TERM_MAX }));
      continue;
    }
    if (LANGUAGES.some((language) => terms[language].length > GLOSSARY_TERMS_PER_LANGUAGE)) {
      errors.push(validationKey('glossary_csv_too_many', { line, max: GLOSSARY_TERMS_PER_LANGUAGE }));
      continue;
    }
    const clash = all.find(({ key }) => taken.has(key));
    if (clash) {
      errors.push(validationKey('glossary_csv_taken', { line, term: clash.term, other: taken.get(clash.key)! }));
      continue;
    }
    for (const { key } of all) taken.set(key, line);
    groups.push({ id: id || null, line, ...terms });
  }
  return errors.length ? { groups: [], errors } : { groups, errors };
}
