/**
 * A chart's category label in lines that fit the axis: broken between words (Japanese and Thai
 * have no spaces between words; the browser's word segmenter finds them), at most `maxLines`,
 * the last one cut with "…" when the label is longer still. The table beside each chart has
 * every label in full.
 */
export function wrapLabel(label: string, maxWidth: number, maxLines: number, measure: (text: string) => number, locale?: string): string[] {
  if (measure(label) <= maxWidth) return [label];
  const lines: string[] = [];
  let line = '';
  for (const word of words(label, locale)) {
    const candidate = line + word;
    if (line === '' || measure(candidate.trimEnd()) <= maxWidth) {
      line = candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = word.trimStart();
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  // A word wider than the axis is cut where it no longer fits.
  const fitted = lines.flatMap((text) => (measure(text) <= maxWidth ? [text] : hardWrap(text, maxWidth, measure)));
  if (fitted.length <= maxLines) return fitted;
  const kept = fitted.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(`${kept[maxLines - 1]!}${fitted[maxLines]!}`, maxWidth, measure);
  return kept;
}

function words(text: string, locale?: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return text.split(/(?<=\s)/);
  return [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)].map((segment) => segment.segment);
}

function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return [...text];
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((segment) => segment.segment);
}

function hardWrap(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const grapheme of graphemes(text)) {
    if (line !== '' && measure(line + grapheme) > maxWidth) {
      lines.push(line);
      line = '';
    }
    line += grapheme;
  }
  if (line) lines.push(line);
  return lines;
}

function withEllipsis(text: string, maxWidth: number, measure: (text: string) => number): string {
  const parts = graphemes(text.trimEnd());
  while (parts.length > 0 && measure(`${parts.join('').trimEnd()}…`) > maxWidth) parts.pop();
  return `${parts.join('').trimEnd()}…`;
}

let canvas: CanvasRenderingContext2D | null | undefined;
let canvasFontSize = 0;

/**
 * The width of `text` in the page's font at `fontSize` pixels, measured on a canvas; where there is
 * none, estimated (a Chinese character or kana a full em, other letters a little over half).
 */
export function measureText(text: string, fontSize: number): number {
  if (canvas === undefined) canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (canvas) {
    if (canvasFontSize !== fontSize) {
      canvas.font = `${fontSize}px ${getComputedStyle(document.body).fontFamily}`;
      canvasFontSize = fontSize;
    }
    return canvas.measureText(text).width;
  }
  let width = 0;
  for (const char of text) width += /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\uFF00-\uFFEF]/u.test(char) ? 1 : /\p{Mn}/u.test(char) ? 0 : 0.6;
  return width * fontSize;
}
