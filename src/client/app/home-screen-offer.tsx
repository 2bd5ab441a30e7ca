/**
 * The game offers itself for the home screen once the player's second day is over, once
 * (docs/operations.md, "In the Mini App"). An optional part (app.tsx): the first paint needs none
 * of it.
 */
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { homeScreenOfferDue } from '#domain/home-screen';
import { readSettings, useDataClient, useGameUser, useServerClock, useUpdateSettings, type Settings } from '../data/index.ts';
import { addToHomeScreen, homeScreenStatus, showTelegramPopup } from '../platform/telegram/index.ts';

interface OfferTexts {
  title: string;
  message: string;
  add: string;
  notNow: string;
}

/** Where the offer reads and keeps whether it was made. */
interface OfferStore {
  read(): Promise<Settings>;
  update(patch: Partial<Settings>): Promise<void>;
}

/** The offer: asked once (kept before the popup shows, so a closed app does not ask again), never after a no. */
async function offerHomeScreen(store: OfferStore, texts: OfferTexts): Promise<void> {
  if ((await store.read()).homeScreenOffered) return;
  const status = await homeScreenStatus();
  if (status === 'added') {
    await store.update({ homeScreenOffered: true });
    return;
  }
  // `unsupported`: this client (a desktop, an old version) cannot; another may later.
  if (status !== 'missed' && status !== 'unknown') return;
  await store.update({ homeScreenOffered: true });
  const choice = await showTelegramPopup({
    title: texts.title,
    message: texts.message,
    buttons: [
      { id: 'add', text: texts.add },
      { id: 'no', text: texts.notNow },
    ],
  });
  if (choice === 'add') addToHomeScreen();
}

/** Offers to add the game to the home screen when the farm's third UTC day has come. */
export function HomeScreenOffer() {
  const { t } = useLingui();
  const db = useDataClient()?.context.db;
  const update = useUpdateSettings();
  const serverNow = useServerClock();
  const createdAt = useGameUser('main')?.view.createdAt;
  const tried = useRef(false);
  const due = createdAt !== undefined && homeScreenOfferDue(createdAt, serverNow());
  useEffect(() => {
    if (!due || db === undefined || tried.current) return;
    tried.current = true;
    void offerHomeScreen(
      { read: () => readSettings(db), update },
      {
        title: t`Keep your farm close`,
        message: t`Add Harvest Hub to your home screen and get back to your farm in one tap.`,
        add: t`Add to home screen`,
        notNow: t`Not now`,
      },
    );
  }, [due, db, update, t]);
  return null;
}
