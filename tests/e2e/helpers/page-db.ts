import type { Page } from 'playwright-core';

/**
 * The rows of one object store of the page's own IndexedDB database (`harvest-hub`), read in the
 * page with the plain IndexedDB API: what the client has stored, as the client stored it.
 */
export function storedRows<T = Record<string, unknown>>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const opening = indexedDB.open('harvest-hub');
        opening.onerror = () => {
          reject(opening.error ?? new Error('open failed'));
        };
        opening.onsuccess = () => {
          const db = opening.result;
          const request = db.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as T[]);
          };
          request.onerror = () => {
            db.close();
            reject(request.error ?? new Error('read failed'));
          };
        };
      }),
    store,
  );
}
