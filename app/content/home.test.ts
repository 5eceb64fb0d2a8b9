import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heroMedia } from './hero';
import { aboutSection, campusLife } from './home';

const publicDir = path.resolve(__dirname, '../../public');

describe('home page media', () => {
  const files = [
    heroMedia.poster.src,
    ...heroMedia.poster.srcSet.split(',').map((candidate) => candidate.trim().split(' ')[0]),
    ...heroMedia.sources.map((source) => source.src),
    aboutSection.photo.src,
    ...campusLife.videos.flatMap((video) => [video.poster.src, ...video.sources.map((source) => source.src)]),
  ];

  it.each(files)('%s is a file in public/', (src) => {
    expect(src.startsWith('/media/')).toBe(true);
    expect(fs.existsSync(path.join(publicDir, src))).toBe(true);
  });

  it('keeps the hero light enough for a phone: loop under 600 KB, poster under 120 KB', () => {
    for (const source of heroMedia.sources) expect(fs.statSync(path.join(publicDir, source.src)).size).toBeLessThan(600_000);
    expect(fs.statSync(path.join(publicDir, heroMedia.poster.src)).size).toBeLessThan(120_000);
  });

  it('gives every campus video a duration like 0:08', () => {
    for (const video of campusLife.videos) expect(video.duration).toMatch(/^\d+:\d{2}$/);
  });
});
