/** Sound effects of the player's actions. */
export type SoundEffect = 'tap' | 'collect' | 'buy' | 'upgrade' | 'spin' | 'reward' | 'error';

/** Every effect, in the order `tests/tools/make-sounds.ts` makes them. */
export const SOUND_EFFECTS: readonly SoundEffect[] = ['tap', 'collect', 'buy', 'upgrade', 'spin', 'reward', 'error'];

/**
 * The files of one sound, best first: Opus in WebM (small), then MP3 for WebViews that cannot
 * play Opus (older iOS). Howler picks the first one the browser can play.
 */
function sources(name: string): string[] {
  return [`/sounds/${name}.webm`, `/sounds/${name}.mp3`];
}

/** The theme music loop. */
export const MUSIC_SOURCES = sources('theme');

/** The files of an effect. */
export function effectSources(effect: SoundEffect): string[] {
  return sources(`fx-${effect}`);
}
