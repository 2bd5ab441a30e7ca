// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeHowl {
  options: { src: string[]; loop?: boolean; volume?: number; onloaderror?: (id: number, error: unknown) => void };
  volumeValue: number;
  isPlaying: boolean;
  play: ReturnType<typeof vi.fn>;
  pause: ReturnType<typeof vi.fn>;
}

const howls: FakeHowl[] = [];

vi.mock('howler', () => ({
  Howl: class {
    options: FakeHowl['options'];
    volumeValue: number;
    isPlaying = false;
    play = vi.fn(() => {
      this.isPlaying = true;
    });
    pause = vi.fn(() => {
      this.isPlaying = false;
    });
    constructor(options: FakeHowl['options']) {
      this.options = options;
      this.volumeValue = options.volume ?? 1;
      howls.push(this);
    }
    volume(value?: number) {
      if (value !== undefined) this.volumeValue = value;
      return this.volumeValue;
    }
    playing() {
      return this.isPlaying;
    }
    unload() {
      this.isPlaying = false;
    }
  },
}));

const { INPUT_PAUSE_MS } = await import('../input-pause.ts');
const { loadSoundEngine, playEffect, setSoundLevels, startSound, volumeOf } = await import('./sound.ts');

function music(): FakeHowl | undefined {
  return howls.find((howl) => howl.options.loop === true);
}

function effectHowl(name: string): FakeHowl | undefined {
  return howls.find((howl) => howl.options.src[0] === `/sounds/fx-${name}.webm`);
}

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let stop: () => void = () => undefined;

/** The first click, then the player's pause: the audio starts. */
async function clickAndPause(): Promise<void> {
  document.body.click();
  await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // As on a page gone idle after boot: the engine is fetched before the first click.
  await loadSoundEngine();
  howls.length = 0;
  setVisibility('visible');
  setSoundLevels({ musicOn: true, musicLevel: 50, soundFxOn: true, soundFxLevel: 50 });
  stop = startSound(Promise.resolve());
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sound', () => {
  it('maps toggles and levels to volume: off is zero', () => {
    expect(volumeOf(true, 50)).toBe(0.5);
    expect(volumeOf(false, 80)).toBe(0);
    expect(volumeOf(true, 140)).toBe(1);
  });

  it('starts the looping theme after the first click, once the player pauses', async () => {
    await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS * 3);
    expect(music()).toBeUndefined();
    document.body.click();
    await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS / 2);
    // Another tap: the audio waits for a pause after it (its start is a long task on a phone).
    document.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS - 1);
    expect(music()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    const theme = music();
    expect(theme?.options.src).toEqual(['/sounds/theme.webm', '/sounds/theme.mp3']);
    expect(theme?.play).toHaveBeenCalledTimes(1);
    document.body.click();
    await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS);
    expect(howls.filter((howl) => howl.options.loop === true)).toHaveLength(1);
  });

  it('pauses the music while the page is hidden and resumes it when visible', async () => {
    await clickAndPause();
    setVisibility('hidden');
    expect(music()?.pause).toHaveBeenCalledTimes(1);
    expect(music()?.isPlaying).toBe(false);
    setVisibility('visible');
    expect(music()?.play).toHaveBeenCalledTimes(2);
  });

  it('applies new levels to the playing music; off is volume 0', async () => {
    await clickAndPause();
    expect(music()?.volumeValue).toBe(0.5);
    setSoundLevels({ musicOn: true, musicLevel: 20, soundFxOn: true, soundFxLevel: 50 });
    expect(music()?.volumeValue).toBeCloseTo(0.2);
    setSoundLevels({ musicOn: false, musicLevel: 20, soundFxOn: true, soundFxLevel: 50 });
    expect(music()?.volumeValue).toBe(0);
  });

  it('plays effects at the effects level once the audio has started, and not at all when effects are off', async () => {
    await clickAndPause();
    setSoundLevels({ musicOn: true, musicLevel: 50, soundFxOn: true, soundFxLevel: 70 });
    playEffect('buy');
    const buy = effectHowl('buy');
    expect(buy?.play).toHaveBeenCalledTimes(1);
    expect(buy?.volumeValue).toBeCloseTo(0.7);
    setSoundLevels({ musicOn: true, musicLevel: 50, soundFxOn: false, soundFxLevel: 70 });
    playEffect('buy');
    expect(buy?.play).toHaveBeenCalledTimes(1);
  });

  it('skips an effect asked for before the audio started rather than playing it late', async () => {
    document.body.click();
    playEffect('tap');
    await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS);
    expect(music()?.play).toHaveBeenCalledTimes(1);
    expect(effectHowl('tap')?.play).not.toHaveBeenCalled();
    playEffect('tap');
    expect(effectHowl('tap')?.play).toHaveBeenCalledTimes(1);
  });

  it('starts the audio only once the engine is due and loaded, after the click', async () => {
    stop();
    vi.resetModules();
    const fresh = await import('./sound.ts');
    let due: () => void = () => undefined;
    const stopFresh = fresh.startSound(
      new Promise<void>((resolve) => {
        due = resolve;
      }),
    );
    try {
      document.body.click();
      await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS * 2);
      expect(music()).toBeUndefined();
      due();
      await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS);
      expect(music()?.play).toHaveBeenCalledTimes(1);
    } finally {
      stopFresh();
    }
  });

  it('only logs a sound that fails to load', async () => {
    await clickAndPause();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = effectHowl('error');
    expect(() => failing?.options.onloaderror?.(1, 'decode failed')).not.toThrow();
    expect(log).toHaveBeenCalledWith('sound "error" failed', 'decode failed');
  });
});
