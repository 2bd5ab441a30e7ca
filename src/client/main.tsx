import '@fontsource-variable/nunito/wght.css';
import './ui/styles/tokens.css';
import './ui/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootShell } from './app/boot.ts';
import { noteFirstSyncEnded } from './app/pwa/pwa-runtime.ts';
import { yieldToMain } from './platform/yield.ts';
import { createDataClient, GameDatabase, type DataClient } from './data/index.ts';
import { rawInitData, takeEarlyLogin } from './platform/telegram/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The app's one database and one data client, made here and handed down (the screens through
// `DataProvider`): no module keeps either.
const db = new GameDatabase();
let data: DataClient | undefined = undefined;
const { launch, settings } = await bootShell(db, () => data);
// Outside Telegram there is nobody to log in as; the shell shows how to open the game instead.
data =
  launch === 'outside'
    ? undefined
    : createDataClient({
        db,
        settings,
        launchData: () => Promise.resolve(rawInitData() ?? ''),
        earlyLogin: takeEarlyLogin,
        reload: () => {
          window.location.reload();
        },
        buildId: __BUILD_ID__,
      });
await yieldToMain();
// A transition: React renders the first screen in slices, yielding between them, so the boot
// never holds the main thread (or a tap) for long. The splash stays until the screen is ready.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App launch={launch} data={data} />
    </StrictMode>,
  );
});
// Sync after the first render, so the cached farm paints before any network. The worker's install
// and the other screens' prefetch wait for this first sync: they would compete with it.
void (data?.start() ?? Promise.resolve()).finally(noteFirstSyncEnded);
