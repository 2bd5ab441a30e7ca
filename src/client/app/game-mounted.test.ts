import { describe, expect, it, vi } from 'vitest';
import { gameMounted, resetGameMounted, setGameMounted, subscribeGameMounted } from './game-mounted.ts';

describe('game-mounted flags', () => {
  it('start false, are set one at a time, and all reset to false', () => {
    resetGameMounted();
    expect(gameMounted()).toEqual({ main: false, event: false, money: false });
    setGameMounted('main', true);
    setGameMounted('money', true);
    expect(gameMounted()).toEqual({ main: true, event: false, money: true });
    resetGameMounted();
    expect(gameMounted()).toEqual({ main: false, event: false, money: false });
  });

  it('tells subscribers about changes only', () => {
    resetGameMounted();
    const listener = vi.fn();
    const unsubscribe = subscribeGameMounted(listener);
    setGameMounted('event', true);
    setGameMounted('event', true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setGameMounted('event', false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
