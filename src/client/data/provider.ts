/**
 * The app's data client reaches the screens through React: the app's root makes it once
 * (`createDataClient`) and gives it to `DataProvider`; every hook reads it with `useDataClient`.
 * No module holds a client, so a test renders a screen with a real client of its own (on
 * fake-indexeddb) instead of replacing modules.
 */
import { createContext, useContext } from 'react';
import type { DataClient } from './client.ts';

/** The React context of the data client (a class component reads it as its `contextType`). */
export const DataClientContext = createContext<DataClient | undefined>(undefined);

/** Gives the tree below it its data client (`value`). */
export const DataProvider = DataClientContext.Provider;

/** The data client of the tree, or undefined (outside Telegram there is none). */
export function useDataClient(): DataClient | undefined {
  return useContext(DataClientContext);
}
