import { describe, expect, it } from 'vitest';
import { loadSqlite } from './database.server';
import { reusingStatements } from './sqlite-statements.server';

function counted() {
  const SQLite = loadSqlite();
  const sqlite = new SQLite(':memory:');
  let prepared = 0;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((sql: string) => {
    prepared += 1;
    return prepare(sql);
  }) as typeof sqlite.prepare;
  sqlite.exec('create table notice (id integer primary key, title text not null)');
  sqlite.exec("insert into notice (title) values ('one'), ('two'), ('three')");
  return { sqlite, prepared: () => prepared };
}

describe('reusingStatements', () => {
  it('prepares each query once and gives the same statement again, with new parameters each time', () => {
    const { sqlite, prepared } = counted();
    const database = reusingStatements(sqlite);
    const sql = 'select title from notice where id = ?';
    expect(database.prepare(sql).all([1])).toEqual([{ title: 'one' }]);
    expect(database.prepare(sql).all([2])).toEqual([{ title: 'two' }]);
    expect(database.prepare(sql)).toBe(database.prepare(sql));
    expect(prepared()).toBe(1);
    database.close();
  });

  it('never hands out a statement that is still running: that query gets one of its own', () => {
    const { sqlite } = counted();
    const database = reusingStatements(sqlite);
    const sql = 'select title from notice order by id';
    const running = database.prepare(sql).iterate([]);
    expect(running.next().value).toEqual({ title: 'one' });
    // Reused here, it would throw "This statement is busy executing a query".
    expect(database.prepare(sql).all([])).toHaveLength(3);
    expect([...running]).toEqual([{ title: 'two' }, { title: 'three' }]);
    database.close();
  });

  it('follows a change of the schema under a kept statement', () => {
    const { sqlite } = counted();
    const database = reusingStatements(sqlite);
    const sql = 'select * from notice where id = ?';
    expect(database.prepare(sql).all([1])).toEqual([{ id: 1, title: 'one' }]);
    sqlite.exec("alter table notice add column category text not null default 'general'");
    expect(database.prepare(sql).all([1])).toEqual([{ id: 1, title: 'one', category: 'general' }]);
    database.close();
  });

  it('keeps as many statements as it is told, letting go of the least recently used', () => {
    const { sqlite, prepared } = counted();
    const database = reusingStatements(sqlite, 2);
    const [a, b, c] = ['select 1', 'select 2', 'select 3'];
    database.prepare(a);
    database.prepare(b);
    database.prepare(a); // a is now the most recently used
    database.prepare(c); // b goes
    expect(prepared()).toBe(3);
    database.prepare(a);
    database.prepare(c);
    expect(prepared()).toBe(3);
    database.prepare(b);
    expect(prepared()).toBe(4);
    database.close();
  });
});
