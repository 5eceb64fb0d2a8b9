import { simplePdf } from '~/lib/simple-pdf.server';
import { maxPdfBytes } from '~/modules/pdf-files/pdf-limits';

/**
 * The files issue 16 says every PDF upload refuses, with the status and the words each gets: one
 * list for every route that takes a PDF (circulars, disclosure documents, certificate scans).
 */
export function refusedPdfs(): { what: string; bytes: Buffer; status: number; message: RegExp }[] {
  return [
    { what: 'JavaScript', bytes: simplePdf({ title: 'x', catalogEntries: '/OpenAction 6 0 R ', objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'] }), status: 415, message: /contains JavaScript/ },
    { what: 'Launch', bytes: simplePdf({ title: 'x', catalogEntries: '/OpenAction 6 0 R ', objects: ['<< /S /Launch /F (cmd.exe) >>'] }), status: 415, message: /open programs/ },
    {
      what: 'embedded file',
      bytes: simplePdf({ title: 'x', catalogEntries: '/Names << /EmbeddedFiles 6 0 R >> ', objects: ['<< /Names [(a.exe) 7 0 R] >>'] }),
      status: 415,
      message: /other files inside/,
    },
    { what: 'text named .pdf', bytes: Buffer.from('Dear parents, the school is closed.\n'), status: 415, message: /not a PDF/ },
    { what: '11 MB', bytes: Buffer.concat([simplePdf({ title: 'big' }), Buffer.alloc(maxPdfBytes + 1024 * 1024)]), status: 413, message: /larger than 10 MB/ },
  ];
}
