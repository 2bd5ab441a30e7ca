/**
 * The game's sound: the settings' volumes, the theme music from the first click, the effects.
 * The engine (Howler) is not part of the first load: `startSound` fetches it when the app says
 * (a first tap or a quiet moment); a sound asked for earlier waits for it.
 */
import type { SoundEffect } from './sound-files.ts';

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

type Engine = typeof import('./howler-engine.ts');

let levels: SoundLevels = { musicOn: true, musicLevel: 50, soundFxOn: true, soundFxLevel: 50 };
let engine: Engine | undefined;
let loading: Promise<Engine> | undefined;

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

/**
 * Runs `use` with the engine: at once when it is loaded (inside the gesture), else once it is and
 * the next frame is painted: the engine's first sound makes the page's audio context, a long task
 * on a phone that must not hold back the frame answering the tap that asked for it (issue 21).
 */
function withEngine(use: (loaded: Engine) => void): void {
  if (engine) {
    use(engine);
    return;
  }
  loadSoundEngine().then(
    (loaded) => {
      afterNextPaint(() => {
        use(loaded);
      });
    },
    (error: unknown) => {
      // Sounds are extras: without the engine the game goes on silently.
      console.error('the sound engine failed to load', error);
    },
  );
}

/** Applies new sound settings at once, to the music that plays and to later effects. */
export function setSoundLevels(next: SoundLevels): void {
  levels = next;
  engine?.setMusicVolume(volumeOf(levels.musicOn, levels.musicLevel));
}

/** Plays one effect at the effects volume (nothing when effects are off). */
export function playEffect(name: SoundEffect): void {
  if (volumeOf(levels.soundFxOn, levels.soundFxLevel) === 0) return;
  withEngine((loaded) => {
    // The level may have changed while the engine loaded.
    const volume = volumeOf(levels.soundFxOn, levels.soundFxLevel);
    if (volume > 0) loaded.playEffectAt(name, volume);
  });
}

function onVisibilityChange(): void {
  engine?.followVisibility(document.visibilityState === 'hidden');
}

/** Runs `run` in a task after the next frame is painted. */
function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(run, 0);
  });
}

/**
 * Starts the sound system: the theme music begins on the first click on the page (browsers
 * allow audio only after a gesture) and follows the page's visibility; effects are preloaded.
 * The engine is fetched once `engineDue` resolves (the app's background gate: a first tap or a
 * quiet moment; its code is not the first screen's). Returns a function that stops everything.
 */
export function startSound(engineDue: Promise<void>): () => void {
  let stopped = false;
  // After the tap's own frame: starting the music and loading the effects took most of a first
  // tap's response on a phone (issue 21). The page keeps its user activation meanwhile.
  const onFirstClick = () => {
    afterNextPaint(() => {
      withEngine((loaded) => {
        if (stopped) return;
        loaded.startMusic(volumeOf(levels.musicOn, levels.musicLevel), document.visibilityState === 'visible');
        loaded.preloadEffects();
      });
    });
  };
  document.addEventListener('click', onFirstClick, { once: true, capture: true });
  document.addEventListener('visibilitychange', onVisibilityChange);
  void engineDue.then(() => {
    if (!stopped) loadSoundEngine().catch(() => undefined);
  });
  return () => {
    stopped = true;
    document.removeEventListener('click', onFirstClick, { capture: true });
    document.removeEventListener('visibilitychange', onVisibilityChange);
    engine?.unloadAll();
  };
}
