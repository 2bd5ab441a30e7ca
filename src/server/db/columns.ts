import { bigint } from 'drizzle-orm/pg-core';

/** A time in ms since epoch (or another count past 2^31), as bigint read as a JS number. */
export const ms = (name: string) => bigint(name, { mode: 'number' });
