/**
 * A throwaway database on the PostgreSQL server of TEST_DATABASE_URL, so a proof never touches the
 * tables the server tests share. Created empty, dropped (with force) at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== ''
    ? process.env.TEST_DATABASE_URL
    : 'postgres://postgres@127.0.0.1:5432/test';

export interface ScratchDatabase {
  name: string;
  /** The connection string of the new database. */
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates `hh_proof_<label>_<random>` and answers its URL. */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `hh_proof_${label.replace(/\W/g, '_')}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
