/**
 * The sound engine: Howler, loaded by `sound.ts` only once the page is idle (or at the first
 * sound), so the first load of the game carries no audio code. Volumes come from `sound.ts`.
 */
import { Howl } from 'howler';
import { effectSources, MUSIC_SOURCES, SOUND_EFFECTS, type SoundEffect } from './sound-files.ts';

let music: Howl | null = null;
const effects = new Map<SoundEffect, Howl>();

/** A sound that fails to load or play is logged only: the game goes on silently. */
function logFailure(name: string) {
  return (_id: number, error: unknown) => {
    console.error(`sound "${name}" failed`, error);
  };
}

function effect(name: SoundEffect): Howl {
  let howl = effects.get(name);
  if (!howl) {
    howl = new Howl({ src: effectSources(name), preload: true, onloaderror: logFailure(name), onplayerror: logFailure(name) });
    effects.set(name, howl);
  }
  return howl;
}

/**
 * Loads every effect ahead of its first use.
 * @lazy used through the module sound.ts loads on demand
 */
export function preloadEffects(): void {
  for (const name of SOUND_EFFECTS) effect(name);
}

/**
 * Plays one effect at `volume` (0 to 1).
 * @lazy used through the module sound.ts loads on demand
 */
export function playEffectAt(name: SoundEffect, volume: number): void {
  const howl = effect(name);
  howl.volume(volume);
  howl.play();
}

/**
 * Starts the looping theme (once) at `volume`; it plays at once only on a visible page.
 * @lazy used through the module sound.ts loads on demand
 */
export function startMusic(volume: number, visible: boolean): void {
  if (music) return;
  music = new Howl({ src: MUSIC_SOURCES, loop: true, volume, onloaderror: logFailure('theme'), onplayerror: logFailure('theme') });
  if (visible) music.play();
}

/** @lazy used through the module sound.ts loads on demand */
export function setMusicVolume(volume: number): void {
  music?.volume(volume);
}

/**
 * Hidden page: the music pauses; visible again: it goes on where it stopped.
 * @lazy used through the module sound.ts loads on demand
 */
export function followVisibility(hidden: boolean): void {
  if (!music) return;
  if (hidden) music.pause();
  else if (!music.playing()) music.play();
}

/**
 * Stops and forgets every sound.
 * @lazy used through the module sound.ts loads on demand
 */
export function unloadAll(): void {
  music?.unload();
  music = null;
  for (const howl of effects.values()) howl.unload();
  effects.clear();
}
