import { describe, expect, it } from 'vitest';
import { apiTestBed } from '~/test/api-calls';
import { multipart } from '~/test/content-resources';
import { testDialects } from '~/test/databases';
import { filesOnDisk } from '~/test/images';
import * as album from './album';
import * as albums from './albums';
import { openApiDocument } from './openapi-document.server';
import * as photos from './photos';

/**
 * The gallery's albums through the JSON API (issue 17), on each database: POST makes an album, photos
 * go into it with POST /api/photos and `albumId`, GET answers it with its photos in their order, PATCH
 * orders them and picks the cover, DELETE takes the album with its photos and their files. Bad input
 * is a 400 naming the field, and nothing is written.
 */

type Item = Record<string, unknown> & { id: number };

describe.each(testDialects)('the albums API on %s', (dialect) => {
  const bed = apiTestBed(dialect);

  const post = (body: unknown) => bed.api.call(albums.action as never, { method: 'POST', path: '/api/albums', body });
  const list = (query = '') => bed.api.call(albums.loader as never, { method: 'GET', path: `/api/albums${query}`, visitor: true });
  const get = (id: number) => bed.api.call(album.loader as never, { method: 'GET', path: `/api/albums/${id}`, params: { id: String(id) }, visitor: true });
  const patch = (id: number, body: Record<string, unknown>) =>
    bed.api.call(album.action as never, { method: 'PATCH', path: `/api/albums/${id}`, params: { id: String(id) }, body });
  const remove = (id: number) => bed.api.call(album.action as never, { method: 'DELETE', path: `/api/albums/${id}`, params: { id: String(id) } });
  const addPhoto = async (albumId: number | string, title: string) =>
    bed.api.call(photos.action as never, { method: 'POST', path: '/api/photos', body: await multipart({ albumId: String(albumId), title }) });

  it('makes an album, fills it, orders it, picks its cover and deletes it with its files, as the document describes', async () => {
    const created = await post({ title: 'Sports Day', heldOn: '2026-11-14' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const made = created.body.data as Item;
    expect(made).toMatchObject({ title: 'Sports Day', heldOn: '2026-11-14', photoCount: 0, cover: null, photos: [] });
    expect(Object.keys(made).sort()).toEqual([...openApiDocument.components.schemas.Album.required].sort());

    const ids: number[] = [];
    for (const title of ['Relay', 'Tug of war', 'Prizes']) {
      const added = await addPhoto(made.id, title);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body.data).toMatchObject({ albumId: made.id, title });
      ids.push((added.body.data as Item).id);
    }
    const listed = (await list()).body.data as Item[];
    expect(listed).toEqual([expect.objectContaining({ id: made.id, photoCount: 3, coverPhotoId: ids[0] })]);
    expect(Object.keys(listed[0]!).sort()).toEqual([...openApiDocument.components.schemas.AlbumSummary.required].sort());

    const reordered = await patch(made.id, { photoIds: [ids[2], ids[0], ids[1]], coverPhotoId: ids[1] });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.data).toMatchObject({
      title: 'Sports Day',
      coverPhotoId: ids[1],
      photos: [{ title: 'Prizes' }, { title: 'Relay' }, { title: 'Tug of war' }],
    });
    expect((await get(made.id)).body.data).toEqual(reordered.body.data);

    expect(filesOnDisk(bed.environment.config.uploadsDir).length).toBeGreaterThan(0);
    expect((await remove(made.id)).status).toBe(204);
    expect((await get(made.id)).status).toBe(404);
    expect(filesOnDisk(bed.environment.config.uploadsDir)).toEqual([]);
    expect((await list()).body.data).toEqual([]);
  });

  it('refuses, naming the field, an order that is not every photo once, a cover from another album, and a photo for an album that is not there', async () => {
    const { id } = (await post({ title: 'Sports Day', heldOn: '2026-11-14' })).body.data as Item;
    const other = (await post({ title: 'Diwali', heldOn: '2026-10-30' })).body.data as Item;
    const a = ((await addPhoto(id, 'A')).body.data as Item).id;
    const b = ((await addPhoto(id, 'B')).body.data as Item).id;
    const stranger = ((await addPhoto(other.id, 'Stranger')).body.data as Item).id;
    const before = (await get(id)).body.data;

    const partial = await patch(id, { title: 'Changed', photoIds: [b] });
    expect(partial.status).toBe(400);
    expect(partial.body.error?.fields).toEqual({ photoIds: 'List every photo of the album once, in the new order' });
    expect((await patch(id, { photoIds: [a, b, stranger] })).status).toBe(400);
    const foreignCover = await patch(id, { coverPhotoId: stranger });
    expect(foreignCover.body.error?.fields).toEqual({ coverPhotoId: 'Choose one of this album’s photos' });
    expect((await get(id)).body.data).toEqual(before);

    const lost = await addPhoto(other.id + 1000, 'Lost');
    expect(lost.status).toBe(400);
    expect(lost.body.error?.fields).toEqual({ albumId: 'That album is no longer there: it may have been deleted. Choose another.' });
    const none = await addPhoto('', 'Nowhere');
    expect(none.body.error?.fields).toEqual({ albumId: 'Choose the album the photo goes in' });
    const badDay = await post({ title: 'Sports Day', heldOn: '14/11/2026' });
    expect(badDay.status).toBe(400);
    expect(Object.keys(badDay.body.error?.fields ?? {})).toEqual(['heldOn']);
    expect(((await list()).body.data as Item[]).map((item) => item.photoCount)).toEqual([2, 1]);
  });

  it('answers visitors the albums, and refuses them every write', async () => {
    const { id } = (await post({ title: 'Sports Day', heldOn: '2026-11-14' })).body.data as Item;
    const asVisitor = { visitor: true } as const;
    const posted = await bed.api.call(albums.action as never, {
      method: 'POST',
      path: '/api/albums',
      body: { title: 'X', heldOn: '2026-11-14' },
      ...asVisitor,
    });
    const patched = await bed.api.call(album.action as never, {
      method: 'PATCH',
      path: `/api/albums/${id}`,
      params: { id: String(id) },
      body: { title: 'X' },
      ...asVisitor,
    });
    const deleted = await bed.api.call(album.action as never, { method: 'DELETE', path: `/api/albums/${id}`, params: { id: String(id) }, ...asVisitor });
    expect([posted.status, patched.status, deleted.status]).toEqual([401, 401, 401]);
    expect((await list()).body.data).toEqual([expect.objectContaining({ id, title: 'Sports Day' })]);
  });
});
