// A minimal, valid one-page PDF (A4) built by hand: a soft header band, a title, wrapped
// paragraphs and ruled writing space. Fonts are the standard Helvetica faces with
// WinAnsiEncoding, so French and Spanish accents print without embedding a font.

const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '•': 0x95, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94,
  '–': 0x96, '—': 0x97, 'œ': 0x9c, 'Œ': 0x8c,
};

function winAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const mapped = WIN_ANSI_EXTRA[ch] ?? (code < 256 ? code : 0x3f); // '?' for anything else
    // escape PDF string delimiters
    if (mapped === 0x28 || mapped === 0x29 || mapped === 0x5c) bytes.push(0x5c);
    bytes.push(mapped);
  }
  return bytes;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export interface PdfPage {
  title: string;
  /** Paragraphs; a paragraph that is exactly '---' becomes three ruled writing lines. */
  paragraphs: string[];
  footer: string;
  /** header band colour, r g b in 0..1 */
  band: [number, number, number];
}

export function buildPdf(page: PdfPage): Buffer {
  const W = 595;
  const H = 842;
  const margin = 64;
  const ops: (string | number[])[] = [];
  const text = (font: string, size: number, x: number, y: number, s: string, grey = 0.12) => {
    ops.push(`${grey} ${grey + 0.04} ${grey + 0.06} rg BT /${font} ${size} Tf ${x} ${y} Td (`);
    ops.push(winAnsi(s));
    ops.push(`) Tj ET\n`);
  };
  const [r, g, b] = page.band;
  ops.push(`${r} ${g} ${b} rg 0 ${H - 110} ${W} 110 re f\n`);
  text('F2', 22, margin, H - 70, page.title);
  let y = H - 160;
  for (const paragraph of page.paragraphs) {
    if (paragraph === '---') {
      ops.push(`0.75 0.78 0.8 RG 0.6 w\n`);
      for (let i = 0; i < 3; i++) {
        y -= 26;
        ops.push(`${margin} ${y} m ${W - margin} ${y} l S\n`);
      }
      y -= 22;
      continue;
    }
    const bold = paragraph.startsWith('## ');
    for (const line of wrap(bold ? paragraph.slice(3) : paragraph, bold ? 64 : 86)) {
      text(bold ? 'F2' : 'F1', bold ? 13 : 11, margin, y, line);
      y -= bold ? 19 : 16;
    }
    y -= 10;
  }
  text('F1', 9, margin, 40, page.footer, 0.4);

  const streamParts = ops.map((op) => (typeof op === 'string' ? Buffer.from(op, 'latin1') : Buffer.from(op)));
  const stream = Buffer.concat(streamParts);

  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`), stream, Buffer.from('\nendstream')]),
  ];
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
