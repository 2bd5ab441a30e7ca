/** TON Connect behind a lazy boundary: importing this costs the first load nothing. */
import { lazy } from 'react';

export type { TonWalletControl } from './ton-connect.tsx';

/** TON Connect's provider and controls (loads its chunk on first render; wrap it in Suspense). */
export const TonConnect = lazy(() => import('./ton-connect.tsx').then((module) => ({ default: module.TonConnect })));
