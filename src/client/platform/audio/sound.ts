/**
 * The game's sound: the settings' volumes, the theme music from the first click, the effects.
 * The engine (Howler) is not part of the first load: `startSound` fetches it when the app says
 * (a first tap or a quiet moment). The audio itself (the page's audio context, which the first
 * Howl makes, and the effects' loading: 90 to 470 ms at the mobile preset's 4x slowdown here)
 * starts once the player pauses after their first click, never in the middle of a run of taps
 * (docs/performance.md); effects asked for before then are not played late, they are skipped.
 */
import { afterInputPause } from '../input-pause.ts';
import type { SoundEffect } from './sound-files.ts';

/** The sound settings: a toggle and a level (percent, 0 to 100) for music and for effects. */
export interface SoundLevels {
  musicOn: boolean;
  musicLevel: number;
  soundFxOn: boolean;
  soundFxLevel: number;
}

/** Off is zero volume (docs/product.md, section 4); a level is a percentage. */
export function volumeOf(on: boolean, level: number): number {
  return on ? Math.min(100, Math.max(0, level)) / 100 : 0;
}

type Engine = typeof import('./howler-engine.ts');

let levels: SoundLevels = { musicOn: true, musicLevel: 50, soundFxOn: true, soundFxLevel: 50 };
let engine: Engine | undefined;
let loading: Promise<Engine> | undefined;
/** The engine, once the audio has started (the effects are loaded and can play at once). */
let audio: Engine | undefined;

/** Fetches the sound engine (once; a failed fetch is tried again by the next call). */
export function loadSoundEngine(): Promise<Engine> {
  loading ??= import('./howler-engine.ts').then(
    (loaded) => {
      engine = loaded;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Applies new sound settings at once, to the music that plays and to later effects. */
export function setSoundLevels(next: SoundLevels): void {
  levels = next;
  engine?.setMusicVolume(volumeOf(levels.musicOn, levels.musicLevel));
}

/** Plays one effect at the effects volume (nothing when effects are off). */
export function playEffect(name: SoundEffect): void {
  const volume = volumeOf(levels.soundFxOn, levels.soundFxLevel);
  if (volume > 0) audio?.playEffectAt(name, volume);
}

function onVisibilityChange(): void {
  engine?.followVisibility(document.visibilityState === 'hidden');
}

/**
 * Starts the sound system: the theme music begins after the first click on the page (browsers
 * allow audio only after a gesture) and follows the page's visibility; effects play from then on.
 * The engine is fetched once `engineDue` resolves (the app's background gate: a first tap or a
 * quiet moment; its code is not the first screen's); the audio starts at the first pause in the
 * player's input after both the click and the engine. Returns a function that stops everything.
 */
export function startSound(engineDue: Promise<void>): () => void {
  let stopped = false;
  let cancelPause: (() => void) | undefined;
  let onFirstClick: () => void = () => undefined;
  const clicked = new Promise<void>((resolve) => {
    onFirstClick = resolve;
  });
  document.addEventListener('click', onFirstClick, { once: true, capture: true });
  document.addEventListener('visibilitychange', onVisibilityChange);
  void engineDue
    .then(() => (stopped ? undefined : loadSoundEngine()))
    .then(async (loaded) => {
      await clicked;
      if (stopped || loaded === undefined) return;
      cancelPause = afterInputPause(() => {
        if (stopped) return;
        loaded.preloadEffects();
        loaded.startMusic(volumeOf(levels.musicOn, levels.musicLevel), document.visibilityState === 'visible');
        audio = loaded;
      });
    })
    .catch((error: unknown) => {
      // Sounds are extras: without the engine the game goes on silently.
      console.error('the sound engine failed to load', error);
    });
  return () => {
    stopped = true;
    cancelPause?.();
    document.removeEventListener('click', onFirstClick, { capture: true });
    document.removeEventListener('visibilitychange', onVisibilityChange);
    audio = undefined;
    engine?.unloadAll();
  };
}
