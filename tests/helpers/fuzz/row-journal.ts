import type { Database } from '../../../src/server/db/connect';
import { tableFingerprints } from '../table-fingerprints';

// Whether a request changed any row, found cheaply enough to ask after every fuzzed request: a trigger on
// every application table writes each inserted, deleted or really changed row (an update that leaves the
// row as it was is not a change) to a journal, inside the same transaction, so a change that was rolled
// back leaves no line either. One indexed read after each request says what it changed and where. The
// triggers live only in the test file's own copy of the database.
//
// The journal cannot see what bypasses triggers (TRUNCATE, a replica session), which nothing in the app
// does; `fingerprint()` is the independent check, an md5 of every table's rows (table-fingerprints.ts),
// compared around a whole batch of refused requests.

const JOURNAL = 'fuzz_row_journal';

export interface RowChange {
  seq: number;
  table: string;
  operation: string;
  row: string;
}

export interface RowJournal {
  tables: string[];
  /** The journal's current end: changes after it belong to what happens next. */
  mark(): Promise<number>;
  /** Every change after `mark`, oldest first. */
  since(mark: number): Promise<RowChange[]>;
  /** One md5 per table over all its rows (tables in `skip` left out). */
  fingerprint(skip: ReadonlySet<string>): Promise<Record<string, string>>;
}

export async function installRowJournal(database: Database): Promise<RowJournal> {
  const { rows } = await database.query(
    `select tablename from pg_tables where schemaname = 'public' and tablename <> $1 order by tablename`,
    [JOURNAL],
  );
  const tables = rows.map((r) => String(r.tablename));
  await database.query(
    `create table if not exists ${JOURNAL} (
       seq bigserial primary key, table_name text not null, operation text not null, row_text text)`,
  );
  await database.query(`
    create or replace function fuzz_note_row() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and to_jsonb(old) = to_jsonb(new) then return null; end if;
      insert into ${JOURNAL} (table_name, operation, row_text) values (
        tg_table_name, tg_op,
        left((case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end)::text, 400));
      return null;
    end $$`);
  for (const table of tables) {
    await database.query(`drop trigger if exists fuzz_note_row on "${table}"`);
    await database.query(
      `create trigger fuzz_note_row after insert or update or delete on "${table}"
       for each row execute function fuzz_note_row()`,
    );
  }
  return {
    tables,
    async mark() {
      const result = await database.query(`select coalesce(max(seq), 0) as seq from ${JOURNAL}`);
      return Number(result.rows[0]?.seq ?? 0);
    },
    async since(mark) {
      const result = await database.query(
        `select seq, table_name, operation, row_text from ${JOURNAL} where seq > $1 order by seq`,
        [mark],
      );
      return result.rows.map((r) => ({
        seq: Number(r.seq),
        table: String(r.table_name),
        operation: String(r.operation),
        row: String(r.row_text),
      }));
    },
    fingerprint(skip) {
      return tableFingerprints(
        database,
        tables.filter((t) => !skip.has(t)),
      );
    },
  };
}
