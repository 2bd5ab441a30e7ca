import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { dataClient } from '../data/client.ts';
import { offlineTestData } from '../data/testing.ts';
import { DataGate } from './data-effects.tsx';
import { renderInShell } from './testing.tsx';

offlineTestData('data-gate-test');

describe('DataGate', () => {
  it('shows the game until a request fails in a way the catalogue does not list, then the 500 page', async () => {
    await renderInShell(
      <DataGate>
        <p>the farm</p>
      </DataGate>,
    );
    expect(screen.getByText('the farm')).toBeTruthy();
    act(() => {
      dataClient().events.emit('request-failed', { message: 'Invalid response from /x', endpoint: '/x' });
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
      { locale: 'ru' },
    );
    act(() => {
      dataClient().events.emit('no-active-season', { message: 'No active season found. Please wait for the next season to start.' });
    });
    expect(screen.getByTestId('error-message').textContent).toBe('Активный сезон не найден. Дождитесь начала следующего сезона.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await act(() => dataClient().sync());
    expect(screen.getByTestId('error-status').textContent).toBe('500');
  });

  it('says why instead of the farm when the operators banned the player, in the player language', async () => {
    await renderInShell(
      <DataGate>
        <p>the farm</p>
      </DataGate>,
      { locale: 'es' },
    );
    act(() => {
      dataClient().events.emit('banned', { message: 'This account is suspended.' });
    });
    expect(screen.getByTestId('error-message').textContent).toBe('Los operadores del juego han suspendido esta cuenta.');
    expect(screen.queryByText('the farm')).toBeNull();
  });
});
