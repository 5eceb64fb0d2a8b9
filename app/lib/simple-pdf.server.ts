/**
 * Writes a small, valid one-page PDF (A4, Helvetica) with a heading and lines of text: the demo's
 * sample circulars and documents, and the tests' PDFs, made here rather than shipped as binaries.
 * Text is Latin-1 (the standard fonts' encoding); anything else is replaced by "?".
 * `catalogEntries` and `objects` add raw PDF to the document catalog and after the page's objects,
 * for tests that need a PDF carrying what the site refuses.
 */
export interface SimplePdf {
  title: string;
  lines?: string[];
  /** Raw dictionary entries added to the catalog, e.g. `/OpenAction 6 0 R`. */
  catalogEntries?: string;
  /** Raw objects numbered from 6 on, each the text between `N 0 obj` and `endobj` (a stream included). */
  objects?: (string | Buffer)[];
}

function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/([\\()])/g, '\\$1');
}

export function simplePdf({ title, lines = [], catalogEntries = '', objects = [] }: SimplePdf): Buffer {
  const content = [
    'BT /F1 18 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td 15 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const bodies: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogEntries}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    ...objects,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(offset);
    parts.push(object);
    offset += object.length;
  });
  const xref = [
    'xref',
    `0 ${bodies.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${bodies.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
