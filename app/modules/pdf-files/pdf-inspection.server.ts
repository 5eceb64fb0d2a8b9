import zlib from 'node:zlib';

/**
 * Is this file a PDF we may publish? Judged from its bytes alone (never its name or declared type),
 * in the way of Didier Stevens' pdfid: the file must start as a PDF and end as one, and no object in
 * it may name a JavaScript action, a launch action or an embedded file
 * (docs/decisions/0053-one-path-for-pdfs.md). A reader finds those through dictionary keys and
 * values, which live either in the file's plain text or, since PDF 1.5, inside compressed object
 * streams; both are read here, names' `#xx` escapes undone, so `/J#61vaScript` is `/JavaScript`.
 *
 * What makes a PDF refused, and why:
 * - `/JavaScript`: every way a PDF runs script goes through it (an action's `/S /JavaScript`, the
 *   document's JavaScript name tree);
 * - `/Launch`: an action that opens a program or another file;
 * - `/EmbeddedFile`, `/EmbeddedFiles`, `/FileAttachment`: a file carried inside the PDF.
 * An object stream that cannot be decoded (a filter other than Flate, or encrypted) cannot be
 * checked, so it is refused too.
 */

export type PdfProblem = 'not-pdf' | 'javascript' | 'launch' | 'embedded-file' | 'uncheckable';

const forbiddenNames: Record<string, Exclude<PdfProblem, 'not-pdf' | 'uncheckable'>> = {
  JavaScript: 'javascript',
  Launch: 'launch',
  EmbeddedFile: 'embedded-file',
  EmbeddedFiles: 'embedded-file',
  FileAttachment: 'embedded-file',
};

/** Object streams decode to at most this much each: more is a decompression bomb, not a notice. */
const maxDecodedBytes = 32 * 1024 * 1024;

/** A PDF name: `/` then regular characters (PDF 32000-1 §7.3.5: delimiters and white space end it). */
// eslint-disable-next-line no-control-regex -- NUL is one of PDF's white-space characters, so it ends a name
const namePattern = /\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first forbidden name in some PDF text (latin1), or null. */
function forbiddenNameIn(text: string): PdfProblem | null {
  for (const match of text.matchAll(namePattern)) {
    const problem = forbiddenNames[decodeName(match[1]!)];
    if (problem) return problem;
  }
  return null;
}

/** Each stream's dictionary (the text since its object began) and its raw bytes. */
function* streams(bytes: Buffer, text: string): Generator<{ dictionary: string; data: Buffer }> {
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    if (text.slice(Math.max(0, match.index - 3), match.index) === 'end') continue;
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) return;
    const objectStart = text.lastIndexOf(' obj', match.index);
    yield { dictionary: text.slice(Math.max(0, objectStart), match.index), data: bytes.subarray(dataStart, dataEnd) };
    streamStart.lastIndex = dataEnd + 'endstream'.length;
  }
}

/** The names of a stream dictionary's filters: `/Filter /FlateDecode` or `/Filter [/A /B]`. */
function filtersOf(dictionary: string): string[] {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(dictionary);
  if (!filter) return [];
  return [...filter[1]!.matchAll(namePattern)].map((m) => decodeName(m[1]!));
}

function isObjectStream(dictionary: string): boolean {
  return [...dictionary.matchAll(namePattern)].some((m) => decodeName(m[1]!) === 'ObjStm');
}

function inflate(data: Buffer): Buffer | null {
  try {
    // A stream often ends with an end-of-line before `endstream`; a sync flush tolerates what follows the data.
    return zlib.inflateSync(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: maxDecodedBytes });
  } catch {
    return null;
  }
}

export function inspectPdf(bytes: Buffer): PdfProblem | null {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return 'not-pdf';
  // A complete PDF ends with %%EOF (writers may add a line or a few bytes after it).
  if (!bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1').includes('%%EOF')) return 'not-pdf';
  const text = bytes.toString('latin1');
  const plain = forbiddenNameIn(text);
  if (plain) return plain;
  for (const { dictionary, data } of streams(bytes, text)) {
    if (!isObjectStream(dictionary)) continue;
    const filters = filtersOf(dictionary);
    if (filters.length > 1 || (filters.length === 1 && filters[0] !== 'FlateDecode')) return 'uncheckable';
    const decoded = filters.length === 0 ? data : inflate(data);
    if (!decoded) return 'uncheckable';
    const inside = forbiddenNameIn(decoded.toString('latin1'));
    if (inside) return inside;
  }
  return null;
}
