import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { coalescedWritesTo } from './coalesced-writes.server';

function collect(stream: PassThrough): { chunks: string[]; ended: Promise<void> } {
  const chunks: string[] = [];
  const ended = new Promise<void>((resolve) => stream.on('end', resolve));
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { chunks, ended };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedWritesTo (decision 0044)', () => {
  it('passes what is written in one go on as one chunk, and what comes later as the next', async () => {
    const destination = new PassThrough();
    const { chunks, ended } = collect(destination);
    const writer = coalescedWritesTo(destination);
    // React writes its shell in pieces of 4 KB, all in one turn of the event loop.
    writer.write('<html><head>');
    writer.write(new TextEncoder().encode('<style>body{}</style>'));
    writer.write('</head><body>');
    await nextTurn();
    await nextTurn();
    expect(chunks).toEqual(['<html><head><style>body{}</style></head><body>']);
    // A part that finishes later (streamed data) still streams.
    writer.write('<script>data</script>');
    writer.end('</body></html>');
    await ended;
    expect(chunks).toEqual(['<html><head><style>body{}</style></head><body>', '<script>data</script></body></html>']);
  });

  it('ends the destination when the writer is destroyed, so a response never hangs', async () => {
    const destination = new PassThrough();
    const closed = new Promise<void>((resolve) => destination.on('close', resolve));
    destination.resume();
    const writer = coalescedWritesTo(destination);
    writer.on('error', () => {});
    writer.write('<html>');
    writer.destroy(new Error('aborted'));
    await closed;
    expect(destination.destroyed).toBe(true);
  });

  it('rewrites the first chunk only, when asked to', async () => {
    const destination = new PassThrough();
    const { chunks, ended } = collect(destination);
    const writer = coalescedWritesTo(destination, (first) => Buffer.from(first.toString().toUpperCase()));
    writer.write('<html><head>');
    writer.write('</head><body>');
    await nextTurn();
    await nextTurn();
    writer.end('<p>later</p>');
    await ended;
    expect(chunks).toEqual(['<HTML><HEAD></HEAD><BODY>', '<p>later</p>']);
  });
});
