/**
 * The shared repository pieces on real PostgreSQL: keyedRows (find, find locked, claim the next (due),
 * insert, save stamping updated_at), keyedValues (a key-to-value table) and insertNew (insert what is not
 * there yet), on made-up tables of schema `kit_r`.
 */
import { createTestDatabase } from '@matchwire/devinfra/test-database';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { and, asc, eq, lte } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDatabase } from '../src/db/database.ts';
import { insertNew, keyedRows, keyedValues } from '../src/db/keyed-rows.ts';
import { createdAt, updatedAt } from '../src/db/timestamps.ts';

const schema = pgSchema('kit_r');
const notes = schema.table('notes', {
  noteId: text('note_id').primaryKey(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
const settings = schema.table('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
const tables = { notes, settings };

const noteRows = keyedRows(notes, 'noteId', 'note');
const settingValues = keyedValues(settings, 'key', 'value');

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let db: TDatabase<typeof tables>;

beforeAll(async () => {
  testDatabase = await createTestDatabase(['kit_r']);
  db = createDatabase(testDatabase.urls.kit_r!, tables, { max: 3 });
  for (const statement of await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables))) {
    if (!/^\s*CREATE SCHEMA/i.test(statement)) await db.$client.query(statement);
  }
});

afterAll(async () => {
  await db?.$client.end();
  await testDatabase?.drop();
});

describe('keyedRows', () => {
  it('inserts a row and finds it by its key; an unknown key finds nothing', async () => {
    const inserted = await noteRows.insert(db, { noteId: 'a', body: 'first' });
    expect(inserted).toMatchObject({ noteId: 'a', body: 'first' });
    expect(await noteRows.find(db, 'a')).toEqual(inserted);
    expect(await noteRows.find(db, 'nobody')).toBeUndefined();
  });

  it('saves changes and stamps updated_at, keeping created_at', async () => {
    const lastYear = new Date(Date.now() - 365 * 24 * 3600 * 1000);
    const before = await noteRows.insert(db, { noteId: 'b', body: 'draft', updatedAt: lastYear });
    const saved = await noteRows.save(db, 'b', { body: 'final' });
    expect(saved).toMatchObject({ noteId: 'b', body: 'final', createdAt: before.createdAt });
    expect(saved.updatedAt.getTime()).toBeGreaterThan(lastYear.getTime());
  });

  it('throws, naming the row, when the row to save has vanished', async () => {
    await expect(noteRows.save(db, 'gone', { body: 'x' })).rejects.toThrow('note gone vanished during an update');
  });

  it('finds a row locked until the transaction ends', async () => {
    await noteRows.insert(db, { noteId: 'c', body: 'locked' });
    await db.transaction(async (tx) => {
      expect(await noteRows.findForUpdate(tx, 'c')).toMatchObject({ body: 'locked' });
      await expect(
        db.$client.query(`select * from kit_r.notes where note_id = 'c' for update nowait`),
      ).rejects.toMatchObject({ code: '55P03' });
    });
  });

  it('claims the next row in order, passing over skipped ones and rows another transaction holds', async () => {
    for (const noteId of ['q1', 'q2', 'q3', 'q4']) await noteRows.insert(db, { noteId, body: 'queued' });
    const queued = eq(notes.body, 'queued');
    const byId = asc(notes.noteId);
    await db.transaction(async (holder) => {
      expect(await noteRows.claimNext(holder, queued, byId, [])).toMatchObject({ noteId: 'q1' });
      await db.transaction(async (other) => {
        expect(await noteRows.claimNext(other, queued, byId, ['q2'])).toMatchObject({ noteId: 'q3' });
        expect(await noteRows.claimNext(other, queued, byId, ['q2', 'q3', 'q4'])).toBeUndefined();
      });
    });
  });

  it('claims, with claimDue, the next row due at the moment the job passes in', async () => {
    await noteRows.insert(db, { noteId: 'd1', body: 'due' });
    const claimWritten = noteRows.claimDue(
      (now) => and(eq(notes.body, 'due'), lte(notes.createdAt, now)),
      asc(notes.noteId),
    );
    const minute = 60_000;
    await db.transaction(async (tx) => {
      expect(await claimWritten(tx, new Date(Date.now() - minute), [])).toBeUndefined();
      expect(await claimWritten(tx, new Date(Date.now() + minute), [])).toMatchObject({ noteId: 'd1' });
      expect(await claimWritten(tx, new Date(Date.now() + minute), ['d1'])).toBeUndefined();
    });
  });
});

describe('insertNew', () => {
  it('inserts only the rows whose key is new, keeping those already there, and counts what it inserted', async () => {
    expect(await insertNew(db, notes, { noteId: 'n1', body: 'first' })).toBe(1);
    expect(await insertNew(db, notes, { noteId: 'n1', body: 'again' })).toBe(0);
    expect(
      await insertNew(db, notes, [
        { noteId: 'n1', body: 'again' },
        { noteId: 'n2', body: 'second' },
      ]),
    ).toBe(1);
    expect(await insertNew(db, notes, [])).toBe(0);
    expect(await noteRows.find(db, 'n1')).toMatchObject({ body: 'first' });
    expect(await noteRows.find(db, 'n2')).toMatchObject({ body: 'second' });
  });
});

describe('keyedValues', () => {
  it('reads nothing for an unset key, then the value last written', async () => {
    expect(await settingValues.find(db, 'banner')).toBeUndefined();
    await settingValues.save(db, 'banner', 'hello');
    await settingValues.save(db, 'banner', 'hello again');
    expect(await settingValues.find(db, 'banner')).toBe('hello again');
  });
});
