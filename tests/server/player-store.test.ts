import { describe, expect, it } from 'vitest';
import { lockPlayer, readPlayer } from '#server/services/player-store';
import { startSeason } from '#server/services/seasons';
import { readUser } from '#server/services/users';
import { act, newKey, newPlayerSession, useHarness } from './helpers/harness.ts';

const harness = useHarness();

describe('the player store\'s one-query reads', () => {
  it('read every column of the users row exactly as the ORM does, with the running seasons', async () => {
    await newPlayerSession(harness, { id: 3, firstName: 'Cy', premium: true, startParam: 'lang_en' });
    await startSeason(harness.database.db, 'event', 'Harvest Fair', harness.clock.now());
    const viaOrm = await readUser(harness.database.db, 3);
    const fast = await readPlayer(harness.database, 3);
    expect(fast?.user).toEqual(viaOrm);
    expect(fast?.running.main).toMatchObject({ kind: 'main', number: 1, name: 'Season 1', endedAt: null });
    expect(fast?.running.event).toMatchObject({ kind: 'event', number: 1, name: 'Harvest Fair' });
    const locked = await harness.database.db.transaction((tx) => lockPlayer(tx, 3));
    expect(locked?.user).toEqual(viaOrm);
    expect(await readPlayer(harness.database, 4)).toBeUndefined();
  });

  it('finds the stored answer of a key under the lock', async () => {
    const session = await newPlayerSession(harness, { id: 3 });
    const key = newKey();
    const answer = await act(harness, session, 'checkin', {}, key);
    const locked = await harness.database.db.transaction((tx) => lockPlayer(tx, 3, key));
    expect(locked?.answer).toMatchObject({ statusCode: 200, body: answer.body });
    const other = await harness.database.db.transaction((tx) => lockPlayer(tx, 3, newKey()));
    expect(other?.answer).toBeUndefined();
  });
});
