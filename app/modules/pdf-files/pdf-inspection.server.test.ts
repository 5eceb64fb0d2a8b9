import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { simplePdf } from '~/lib/simple-pdf.server';
import { inspectPdf } from './pdf-inspection.server';

/** An object stream (PDF 1.5) holding `objects`, compressed with `filter` as its dictionary says. */
function objectStream(objects: string, filter: 'FlateDecode' | 'ASCIIHexDecode' | 'none' = 'FlateDecode'): Buffer {
  const header = '9 0 ';
  const raw = Buffer.from(header + objects, 'latin1');
  const data = filter === 'FlateDecode' ? zlib.deflateSync(raw) : filter === 'ASCIIHexDecode' ? Buffer.from(`${raw.toString('hex')}>`, 'latin1') : raw;
  const filterEntry = filter === 'none' ? '' : `/Filter /${filter} `;
  return Buffer.concat([
    Buffer.from(`<< /Type /ObjStm /N 1 /First ${header.length} ${filterEntry}/Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

describe('inspectPdf', () => {
  it('accepts a plain PDF, a compressed page included', () => {
    expect(inspectPdf(simplePdf({ title: 'Annual Day circular', lines: ['All parents are invited.'] }))).toBeNull();
    const compressedPage = zlib.deflateSync(Buffer.from('BT /F1 12 Tf (Hello) Tj ET', 'latin1'));
    const withStream = simplePdf({
      title: 'Compressed',
      objects: [Buffer.concat([Buffer.from(`<< /Length ${compressedPage.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), compressedPage, Buffer.from('\nendstream', 'latin1')])],
    });
    expect(inspectPdf(withStream)).toBeNull();
    // A harmless object stream is read and passes.
    expect(inspectPdf(simplePdf({ title: 'Object stream', objects: [objectStream('<< /Type /Annot /Subtype /Link >>')] }))).toBeNull();
  });

  it('refuses what is not a PDF, whatever its name says, and a PDF cut off before its end', () => {
    expect(inspectPdf(Buffer.from('This is a text file named circular.pdf\n'))).toBe('not-pdf');
    expect(inspectPdf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBe('not-pdf');
    const whole = simplePdf({ title: 'Cut off' });
    expect(inspectPdf(whole.subarray(0, whole.length - 200))).toBe('not-pdf');
    expect(inspectPdf(Buffer.alloc(0))).toBe('not-pdf');
  });

  it('refuses JavaScript: an open action, a name tree, a name written with #xx escapes', () => {
    const openAction = simplePdf({ title: 'x', catalogEntries: '/OpenAction 6 0 R ', objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'] });
    expect(inspectPdf(openAction)).toBe('javascript');
    const nameTree = simplePdf({ title: 'x', catalogEntries: '/Names << /JavaScript 6 0 R >> ', objects: ['<< /Names [(a) 7 0 R] >>'] });
    expect(inspectPdf(nameTree)).toBe('javascript');
    const escaped = simplePdf({ title: 'x', catalogEntries: '/OpenAction 6 0 R ', objects: ['<< /S /J#61va#53cript /JS (app.alert(1)) >>'] });
    expect(inspectPdf(escaped)).toBe('javascript');
  });

  it('refuses launch actions and embedded files', () => {
    expect(inspectPdf(simplePdf({ title: 'x', catalogEntries: '/OpenAction 6 0 R ', objects: ['<< /S /Launch /F (cmd.exe) >>'] }))).toBe('launch');
    const attachment = simplePdf({
      title: 'x',
      catalogEntries: '/Names << /EmbeddedFiles 6 0 R >> ',
      objects: ['<< /Names [(report.exe) 7 0 R] >>', '<< /Type /Filespec /F (report.exe) /EF << /F 8 0 R >> >>', '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream'],
    });
    expect(inspectPdf(attachment)).toBe('embedded-file');
    expect(inspectPdf(simplePdf({ title: 'x', objects: ['<< /Type /Annot /Subtype /FileAttachment /FS 7 0 R >>'] }))).toBe('embedded-file');
  });

  it('reads inside compressed object streams, and refuses one it cannot read', () => {
    expect(inspectPdf(simplePdf({ title: 'x', objects: [objectStream('<< /S /JavaScript /JS (app.alert(1)) >>')] }))).toBe('javascript');
    expect(inspectPdf(simplePdf({ title: 'x', objects: [objectStream('<< /S /Launch /F (x.exe) >>', 'none')] }))).toBe('launch');
    expect(inspectPdf(simplePdf({ title: 'x', objects: [objectStream('<< /S /JavaScript >>', 'ASCIIHexDecode')] }))).toBe('uncheckable');
    const broken = objectStream('<< /S /JavaScript >>');
    broken.fill(0x41, broken.indexOf('stream\n') + 10, broken.indexOf('stream\n') + 20);
    expect(inspectPdf(simplePdf({ title: 'x', objects: [broken] }))).toBe('uncheckable');
  });

  it('judges the bytes, not a look-alike word in the text', () => {
    // "JavaScript" as words on the page (a string, not a name) is not JavaScript.
    expect(inspectPdf(simplePdf({ title: 'Learning JavaScript and Launch dates', lines: ['Embedded files lesson'] }))).toBeNull();
  });
});
