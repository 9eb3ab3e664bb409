// Lines of a column broken between words only. pdfkit's own wrapping breaks a word that does not
// fit its column anywhere (« Fact » / « ure »), and after a hyphen; a table's narrow column reads
// better with whole words. A single word wider than the column is the one exception: it is cut,
// as nothing else would keep it inside its column.

/** Measures `text` as it will be drawn (the page's font and size). */
export type TextWidth = (text: string) => number;

/** `value`'s lines within `width`, broken at spaces (line breaks typed in `value` are kept). */
export function wordLines(value: string, width: number, widthOf: TextWidth): string[] {
  // A hair narrower than the column: pdfkit must find each line fits as it is, never break it again.
  const room = width - 0.5;
  return value.split('\n').flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate) <= room) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (widthOf(line) > room && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && widthOf(line.slice(0, cut)) > room) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
    return lines;
  });
}
