import { describe, expect, it } from 'vitest';
import { cellTerms, glossaryCsv, parseCsvRows, parseGlossaryCsv } from './glossary-csv.ts';

const ID = '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4';

describe('glossary CSV', () => {
  it('reads RFC 4180 rows: quotes, doubled quotes, commas and line breaks in cells, CRLF or LF, a BOM, blank lines', () => {
    expect(parseCsvRows('\uFEFFa,"b,c","d ""e"""\r\n\r\n"f\ng",h,,\n')).toEqual([
      { line: 1, cells: ['a', 'b,c', 'd "e"'] },
      { line: 3, cells: ['f\ng', 'h', '', ''] },
    ]);
    expect(parseCsvRows('x,y')).toEqual([{ line: 1, cells: ['x', 'y'] }]);
  });

  it('splits a cell into its terms: trimmed, as written, without blanks or repeats (equal once normalised), the injection guard undone', () => {
    expect(cellTerms(' Reducer | ＲＥＤＵＣＥＲ | reducer |  | speed  reducer ')).toEqual(['Reducer', 'speed  reducer']);
    // NFKC would split the Thai SARA AM (U+0E33) into NIKHAHIT + SARA AA: the term stays as written.
    expect(cellTerms(' น\u0E49\u0E33มัน | น\u0E49\u0E4D\u0E32มัน ')).toEqual(['น\u0E49\u0E33มัน']);
    expect(cellTerms("'-minus | =sum")).toEqual(['-minus', '=sum']);
    expect(cellTerms("'quoted")).toEqual(["'quoted"]);
  });

  it('writes what it reads back', () => {
    const groups = [{ id: ID, ja: ['減速機', 'ＰＬＣ'], en: ['=sum', 'a,b "c"', 'Speed Reducer'], th: ['น\u0E49\u0E33มันเกียร์'] }];
    const csv = glossaryCsv(groups);
    expect(csv).toBe(`\uFEFFgroup_id,ja,en,th\r\n${ID},減速機 | ＰＬＣ,"'=sum | a,b ""c"" | Speed Reducer",น\u0E49\u0E33มันเกียร์\r\n`);
    expect(parseGlossaryCsv(csv)).toEqual({ groups: [{ ...groups[0], id: ID, line: 2 }], errors: [] });
  });

  it('names the bad lines: header, columns, id, no term, too long, too many, a term in two rows', () => {
    expect(parseGlossaryCsv('ja,en,th\n').errors).toEqual(['validation.glossary_csv_header']);
    expect(parseGlossaryCsv('').errors).toEqual(['validation.glossary_csv_header']);
    const { groups, errors } = parseGlossaryCsv(
      [
        'group_id,ja,en,th',
        ',a,b',
        'nope,a,,',
        ',,, ',
        `,${'x'.repeat(41)},,`,
        `,,${Array.from({ length: 21 }, (_, i) => `t${i}`).join('|')},`,
        ',軸受,bearing,',
        ',ナット,Bearing,',
        `${ID},,ok,`,
        `${ID},,fine,`,
      ].join('\n'),
    );
    expect(groups).toEqual([]);
    expect(errors).toEqual([
      'validation.glossary_csv_columns?line=2',
      'validation.glossary_csv_id?line=3',
      'validation.glossary_csv_empty?line=4',
      'validation.glossary_csv_too_long?line=5&max=40',
      'validation.glossary_csv_too_many?line=6&max=20',
      'validation.glossary_csv_taken?line=8&term=Bearing&other=7',
      'validation.glossary_csv_id?line=10',
    ]);
  });
});
