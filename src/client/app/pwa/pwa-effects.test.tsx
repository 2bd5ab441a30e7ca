import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../testing.tsx';
import { PwaEffects } from './pwa-effects.tsx';

const runtime = vi.hoisted(() => ({
  pwaNavigated: vi.fn(() => Promise.resolve('stayed')),
  noteServerBuild: vi.fn(),
  prefetchWhenSettled: vi.fn(),
}));
vi.mock('./pwa-runtime.ts', () => runtime);
// A real data client on fake-indexeddb, given to the effects through the provider.
const { client } = offlineTestData('pwa-effects-test');

afterEach(() => {
  vi.clearAllMocks();
});

const ROUTES = [{ Screen: 'farm' }, { Screen: 'settings' }];

describe('the PWA effects in the shell', () => {
  it('runs the update switch after each in-app navigation, never on the first render', async () => {
    const view = await renderInShell(<PwaEffects routes={ROUTES} />, { path: '/' });
    expect(runtime.pwaNavigated).not.toHaveBeenCalled();
    act(() => {
      view.navigate('/settings');
    });
    expect(runtime.pwaNavigated).toHaveBeenCalledTimes(1);
    act(() => {
      view.navigate('/settings');
      view.navigate('/quests');
    });
    expect(runtime.pwaNavigated).toHaveBeenCalledTimes(2);
  });

  it('counts the data layer\'s "another build answered" as a new build, until unmounted', async () => {
    const view = await renderInShell(<PwaEffects routes={ROUTES} />, { data: client });
    client.events.emit('update-ready', { serverVersion: 'b2' });
    expect(runtime.noteServerBuild).toHaveBeenCalledWith('b2');
    view.unmount();
    client.events.emit('update-ready', { serverVersion: 'b3' });
    expect(runtime.noteServerBuild).toHaveBeenCalledTimes(1);
  });

  it('hands the screens of the routes to the prefetch', async () => {
    await renderInShell(<PwaEffects routes={ROUTES} />);
    expect(runtime.prefetchWhenSettled).toHaveBeenCalledWith(['farm', 'settings']);
  });
});
