import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { manageListData } from './manage-list.server';

interface Row {
  id: number;
  title: string;
  titleHi: string | null;
  details: string;
  detailsHi: string | null;
}

const rows: Row[] = [
  { id: 1, title: 'Sports Day', titleHi: 'खेल दिवस', details: 'On the field', detailsHi: 'मैदान पर' },
  { id: 2, title: 'Holiday', titleHi: 'छुट्टी', details: 'School closed', detailsHi: ' ' },
  { id: 3, title: 'Exam', titleHi: null, details: 'Hall 2', detailsHi: '' },
  // An optional text left empty in English needs no Hindi.
  { id: 4, title: 'PTM', titleHi: 'अभिभावक बैठक', details: '', detailsHi: null },
];

describe('a management list', () => {
  it('judges each item by the texts it names as translated, reading each one’s …Hi twin', () => {
    const data = manageListData(new Request('http://school.test/dashboard/notices?confirm=3'), new RouterContextProvider(), 'dashboardNotices', rows, {
      editPath: '/dashboard/notices',
      translated: ['title', 'details'],
      lineOf: (row) => ({ title: row.title, titleHi: row.titleHi }),
    });
    expect(data.confirmId).toBe(3);
    expect(data.items.map((item) => [item.id, item.hindi, item.editTo])).toEqual([
      [1, 'all', '/dashboard/notices/1/edit'],
      [2, 'some', '/dashboard/notices/2/edit'],
      [3, 'none', '/dashboard/notices/3/edit'],
      [4, 'all', '/dashboard/notices/4/edit'],
    ]);
    expect(data.items[0]).toMatchObject({ title: 'Sports Day', titleHi: 'खेल दिवस' });
  });

  it('asks nothing of a kind with no translated texts', () => {
    const data = manageListData(new Request('http://school.test/dashboard/certificates'), new RouterContextProvider(), 'dashboardCertificates', rows, {
      translated: [],
      lineOf: (row) => ({ title: row.title }),
    });
    expect(data.confirmId).toBeUndefined();
    expect(data.items.map((item) => item.hindi)).toEqual(['all', 'all', 'all', 'all']);
  });
});
