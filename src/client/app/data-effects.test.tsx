import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { offlineTestData } from '../data/testing.ts';
import { DataGate } from './data-effects.tsx';
import { renderInShell } from './testing.tsx';

const { client } = offlineTestData('data-gate-test');
// The season gap stays with its client until a sync goes through: a client of its own.
const gap = offlineTestData('data-gate-gap').client;
const early = offlineTestData('data-gate-early').client;

describe('DataGate', () => {
  it('shows the game until a request fails in a way the catalogue does not list, then the 500 page', async () => {
    await renderInShell(
      <DataGate>
        <p>the farm</p>
      </DataGate>,
      { data: client },
    );
    expect(screen.getByText('the farm')).toBeTruthy();
    act(() => {
      client.events.emit('request-failed', { message: 'Invalid response from /x', endpoint: '/x' });
    });
    expect(screen.getByTestId('error-status').textContent).toBe('500');
    expect(screen.getByTestId('error-message').textContent).toBe("The farm could not read the server's answer.");
    expect(screen.queryByText('the farm')).toBeNull();
  });

  it('keeps the page when Retry cannot sync (offline), in the player language', async () => {
    await renderInShell(
      <DataGate>
        <p>the farm</p>
      </DataGate>,
      { locale: 'ru', data: gap },
    );
    act(() => {
      gap.events.emit('no-active-season', { message: 'No active season found. Please wait for the next season to start.' });
    });
    // The failure texts load with the first failure (src/client/i18n/failure-texts.ts).
    expect((await screen.findByTestId('error-message')).textContent).toBe('Активный сезон не найден. Дождитесь начала следующего сезона.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await act(() => gap.sync());
    expect(screen.getByTestId('error-status').textContent).toBe('500');
  });

  it('says why instead of the farm when the operators banned the player, in the player language', async () => {
    await renderInShell(
      <DataGate>
        <p>the farm</p>
      </DataGate>,
      { locale: 'es', data: client },
    );
    act(() => {
      client.events.emit('banned', { message: 'This account is suspended.' });
    });
    expect((await screen.findByTestId('error-message')).textContent).toBe('Los operadores del juego han suspendido esta cuenta.');
    expect(screen.queryByText('the farm')).toBeNull();
    // A ban is no failure: a 403, and no "something went wrong, try again".
    expect(screen.getByTestId('error-status').textContent).toBe('403');
    expect(screen.getByText('Si crees que es un error, escríbenos en nuestro canal.')).toBeTruthy();
  });

  it('says so too when the ban came before it listened (the first sync beside the first render)', async () => {
    early.events.emit('banned', { message: 'This account is suspended.' });
    await renderInShell(
      <DataGate>
        <p>the farm</p>
      </DataGate>,
      { data: early },
    );
    expect((await screen.findByTestId('error-message')).textContent).toBe("This account has been suspended by the game's operators.");
    expect(screen.queryByText('the farm')).toBeNull();
  });
});
