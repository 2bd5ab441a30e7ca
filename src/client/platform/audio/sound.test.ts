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

const { loadSoundEngine, playEffect, setSoundLevels, startSound, volumeOf } = await import('./sound.ts');

function music(): FakeHowl | undefined {
  return howls.find((howl) => howl.options.loop === true);
}

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let stop: () => void = () => undefined;

/** A click, then the frame and the task after it, where the music starts. */
async function click(): Promise<void> {
  document.body.click();
  await new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

beforeEach(async () => {
  // As on a page gone idle after boot: the engine is fetched before the first click.
  await loadSoundEngine();
  howls.length = 0;
  setVisibility('visible');
  setSoundLevels({ musicOn: true, musicLevel: 50, soundFxOn: true, soundFxLevel: 50 });
  stop = startSound(Promise.resolve());
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('sound', () => {
  it('maps toggles and levels to volume: off is zero', () => {
    expect(volumeOf(true, 50)).toBe(0.5);
    expect(volumeOf(false, 80)).toBe(0);
    expect(volumeOf(true, 140)).toBe(1);
  });

  it('starts the looping theme on the first click only, after the click’s frame', async () => {
    expect(music()).toBeUndefined();
    document.body.click();
    expect(music()).toBeUndefined();
    await click();
    const theme = music();
    expect(theme?.options.src).toEqual(['/sounds/theme.webm', '/sounds/theme.mp3']);
    expect(theme?.play).toHaveBeenCalledTimes(1);
    expect(howls.filter((howl) => howl.options.loop === true)).toHaveLength(1);
  });

  it('pauses the music while the page is hidden and resumes it when visible', async () => {
    await click();
    setVisibility('hidden');
    expect(music()?.pause).toHaveBeenCalledTimes(1);
    expect(music()?.isPlaying).toBe(false);
    setVisibility('visible');
    expect(music()?.play).toHaveBeenCalledTimes(2);
  });

  it('applies new levels to the playing music; off is volume 0', async () => {
    await click();
    expect(music()?.volumeValue).toBe(0.5);
    setSoundLevels({ musicOn: true, musicLevel: 20, soundFxOn: true, soundFxLevel: 50 });
    expect(music()?.volumeValue).toBeCloseTo(0.2);
    setSoundLevels({ musicOn: false, musicLevel: 20, soundFxOn: true, soundFxLevel: 50 });
    expect(music()?.volumeValue).toBe(0);
  });

  it('plays effects at the effects level and not at all when effects are off', () => {
    setSoundLevels({ musicOn: true, musicLevel: 50, soundFxOn: true, soundFxLevel: 70 });
    playEffect('buy');
    const buy = howls.find((howl) => howl.options.src[0] === '/sounds/fx-buy.webm');
    expect(buy?.play).toHaveBeenCalledTimes(1);
    expect(buy?.volumeValue).toBeCloseTo(0.7);
    setSoundLevels({ musicOn: true, musicLevel: 50, soundFxOn: false, soundFxLevel: 70 });
    playEffect('buy');
    expect(buy?.play).toHaveBeenCalledTimes(1);
  });

  it('starts the music and plays an effect asked for before the engine had loaded, once it has', async () => {
    stop();
    vi.resetModules();
    const fresh = await import('./sound.ts');
    const stopFresh = fresh.startSound(new Promise(() => undefined));
    try {
      document.body.click();
      fresh.playEffect('tap');
      expect(music()).toBeUndefined();
      await vi.waitFor(() => {
        expect(music()?.play).toHaveBeenCalledTimes(1);
      });
      expect(howls.find((howl) => howl.options.src[0] === '/sounds/fx-tap.webm')?.play).toHaveBeenCalledTimes(1);
    } finally {
      stopFresh();
    }
  });

  it('only logs a sound that fails to load', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    playEffect('error');
    const failing = howls.find((howl) => howl.options.src[0] === '/sounds/fx-error.webm');
    expect(() => failing?.options.onloaderror?.(1, 'decode failed')).not.toThrow();
    expect(log).toHaveBeenCalledWith('sound "error" failed', 'decode failed');
  });
});
