// A small, valid PDF writer (A4) built by hand for the printable worksheets: a soft header band,
// a title, paragraphs wrapped by the real widths of their font, headings, ruled writing space,
// labelled fields to fill in, and as many pages as the text needs. Fonts are the standard
// Helvetica faces with WinAnsiEncoding, so French and Spanish accents print without embedding a font.

/** Bump when the layout changes, so the generator remakes every PDF. */
export const PDF_LAYOUT_VERSION = 2;

const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '•': 0x95, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94,
  '–': 0x96, '—': 0x97, 'œ': 0x9c, 'Œ': 0x8c,
};

function winAnsiCode(ch: string): number {
  const code = ch.codePointAt(0)!;
  return WIN_ANSI_EXTRA[ch] ?? (code < 256 ? code : 0x3f); // '?' for anything else
}

function winAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const mapped = winAnsiCode(ch);
    // escape PDF string delimiters
    if (mapped === 0x28 || mapped === 0x29 || mapped === 0x5c) bytes.push(0x5c);
    bytes.push(mapped);
  }
  return bytes;
}

// Advance widths (1/1000 em) of the printable ASCII range 32..126, from the Adobe metrics of
// Helvetica and Helvetica-Bold. An accented letter is as wide as its base letter.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278,
  584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944,
  667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333,
  584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944,
  667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

type TFont = 'F1' | 'F2';

/** Width in points of a text set in the font at the size. */
function textWidth(text: string, font: TFont, size: number): number {
  const widths = font === 'F2' ? HELVETICA_BOLD : HELVETICA;
  let units = 0;
  for (const ch of text) {
    const base = ch.normalize('NFD').codePointAt(0)!;
    units += base >= 32 && base <= 126 ? widths[base - 32]! : 556;
  }
  return (units * size) / 1000;
}

/** The words of a text in lines no wider than `width` points (a word longer than a line stands alone). */
function wrap(text: string, font: TFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export interface PdfDocument {
  title: string;
  /**
   * Blocks in order: a paragraph is wrapped text; '## text' a heading; '---' ruled writing lines,
   * one per dash ('--' two, '---' three); '__ Label' a labelled field, the label followed by a line
   * to write on.
   */
  paragraphs: string[];
  footer: string;
  /** header band colour, r g b in 0..1 */
  band: [number, number, number];
}

const W = 595;
const H = 842;
const MARGIN = 64;
const BOTTOM = 72;
const TEXT_WIDTH = W - 2 * MARGIN;

export function buildPdf(doc: PdfDocument): Buffer {
  const pages: (string | number[])[][] = [];
  let ops: (string | number[])[] = [];
  let y = 0;
  const text = (font: TFont, size: number, x: number, at: number, s: string, grey = 0.12) => {
    ops.push(`${grey} ${grey + 0.04} ${grey + 0.06} rg BT /${font} ${size} Tf ${x} ${at} Td (`);
    ops.push(winAnsi(s));
    ops.push(`) Tj ET\n`);
  };
  const rule = (x1: number, x2: number, at: number) => ops.push(`0.75 0.78 0.8 RG 0.6 w ${x1} ${at} m ${x2} ${at} l S\n`);
  const newPage = () => {
    ops = [];
    pages.push(ops);
    const [r, g, b] = doc.band;
    if (pages.length === 1) {
      ops.push(`${r} ${g} ${b} rg 0 ${H - 110} ${W} 110 re f\n`);
      for (const [index, line] of wrap(doc.title, 'F2', 22, TEXT_WIDTH).slice(0, 2).entries()) text('F2', 22, MARGIN, H - 62 - index * 26, line);
      y = H - 160;
    } else {
      ops.push(`${r} ${g} ${b} rg 0 ${H - 24} ${W} 24 re f\n`);
      y = H - 72;
    }
    text('F1', 9, MARGIN, 40, doc.footer, 0.4);
  };
  /** Starts a new page unless `height` points still fit above the bottom margin. */
  const room = (height: number) => {
    if (y - height < BOTTOM) newPage();
  };

  newPage();
  for (const paragraph of doc.paragraphs) {
    if (/^-{2,}$/.test(paragraph)) {
      const count = paragraph.length;
      room(count * 26 + 22);
      for (let i = 0; i < count; i++) {
        y -= 26;
        rule(MARGIN, W - MARGIN, y);
      }
      y -= 22;
    } else if (paragraph.startsWith('__ ')) {
      const label = paragraph.slice(3);
      room(34);
      y -= 8;
      text('F2', 11, MARGIN, y, label);
      rule(MARGIN + textWidth(label, 'F2', 11) + 8, W - MARGIN, y - 2);
      y -= 26;
    } else {
      const heading = paragraph.startsWith('## ');
      const [font, size, leading]: [TFont, number, number] = heading ? ['F2', 13, 19] : ['F1', 11, 16];
      const lines = wrap(heading ? paragraph.slice(3) : paragraph, font, size, TEXT_WIDTH);
      // a heading stays with the first lines of what follows it
      room(lines.length * leading + (heading ? 60 : 0));
      for (const line of lines) {
        text(font, size, MARGIN, y, line);
        y -= leading;
      }
      y -= 10;
    }
  }

  // objects: 1 catalog, 2 pages, 3-4 fonts, then a page and its content stream per page
  const pageIds = pages.map((_, i) => 5 + 2 * i);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
  ];
  pages.forEach((pageOps, i) => {
    const stream = Buffer.concat(pageOps.map((op) => (typeof op === 'string' ? Buffer.from(op, 'latin1') : Buffer.from(op))));
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      ),
      Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`), stream, Buffer.from('\nendstream')]),
    );
  });
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref));
  return Buffer.concat(chunks);
}
