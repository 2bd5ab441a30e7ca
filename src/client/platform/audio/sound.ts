import { Howl } from 'howler';
import { effectSources, MUSIC_SOURCES, SOUND_EFFECTS, type SoundEffect } from './sound-files.ts';

/** The sound settings: a toggle and a level (percent, 0 to 100) for music and for effects. */
export interface SoundLevels {
  musicOn: boolean;
  musicLevel: number;
  soundFxOn: boolean;
  soundFxLevel: number;
}

/** Off is zero volume (product notes, section 4); a level is a percentage. */
export function volumeOf(on: boolean, level: number): number {
  return on ? Math.min(100, Math.max(0, level)) / 100 : 0;
}

let levels: SoundLevels = { musicOn: true, musicLevel: 50, soundFxOn: true, soundFxLevel: 50 };
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

/** Applies new sound settings at once, to the music that plays and to later effects. */
export function setSoundLevels(next: SoundLevels): void {
  levels = next;
  music?.volume(volumeOf(levels.musicOn, levels.musicLevel));
}

/** Plays one effect at the effects volume (nothing when effects are off). */
export function playEffect(name: SoundEffect): void {
  const volume = volumeOf(levels.soundFxOn, levels.soundFxLevel);
  if (volume === 0) return;
  const howl = effect(name);
  howl.volume(volume);
  howl.play();
}

function startMusic(): void {
  if (music) return;
  music = new Howl({
    src: MUSIC_SOURCES,
    loop: true,
    volume: volumeOf(levels.musicOn, levels.musicLevel),
    onloaderror: logFailure('theme'),
    onplayerror: logFailure('theme'),
  });
  if (document.visibilityState === 'visible') music.play();
}

/** Hidden page: the music pauses; visible again: it goes on where it stopped. */
function onVisibilityChange(): void {
  if (!music) return;
  if (document.visibilityState === 'hidden') music.pause();
  else if (!music.playing()) music.play();
}

/**
 * Starts the sound system: the theme music begins on the first click on the page (browsers
 * allow audio only after a gesture) and follows the page's visibility; effects are preloaded.
 * Returns a function that stops everything.
 */
export function startSound(): () => void {
  const onFirstClick = () => {
    startMusic();
    for (const name of SOUND_EFFECTS) effect(name);
  };
  document.addEventListener('click', onFirstClick, { once: true, capture: true });
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    document.removeEventListener('click', onFirstClick, { capture: true });
    document.removeEventListener('visibilitychange', onVisibilityChange);
    music?.unload();
    music = null;
    for (const howl of effects.values()) howl.unload();
    effects.clear();
  };
}
