/**
 * Makes the game's own sounds: a looping theme (C major pentatonic melody over a bass, a soft
 * pad and light percussion) and the action effects. Everything is synthesized here as PCM,
 * written as WAV, then encoded by Debian's ffmpeg to Opus in WebM and to MP3 under
 * public/sounds/. Deterministic: the same script makes the same files.
 *
 * Run: npm run sounds
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 48_000;
const OUT = fileURLToPath(new URL('../../public/sounds/', import.meta.url));
const MUSIC_LIMIT_BYTES = 500 * 1024;

type Track = Float32Array;

function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

const NOTE_INDEX: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** `A4` → 69. */
function noteToMidi(name: string): number {
  const step = NOTE_INDEX[name[0] ?? ''];
  const octave = Number(name.slice(1));
  if (step === undefined || !Number.isInteger(octave)) throw new Error(`bad note ${name}`);
  return 12 * (octave + 1) + step;
}

/** A seeded generator, so the noise of the percussion is the same on every run. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Voice {
  /** Partials as [multiple of the fundamental, gain]. */
  partials: [number, number][];
  attack: number;
  /** Exponential decay time constant in seconds (Infinity: sustained). */
  decay: number;
  release: number;
}

const MARIMBA: Voice = {
  partials: [
    [1, 1],
    [2, 0.18],
    [4, 0.22],
    [6.3, 0.04],
  ],
  attack: 0.004,
  decay: 0.45,
  release: 0.08,
};
const PAD: Voice = {
  partials: [
    [1, 1],
    [2, 0.25],
    [3, 0.08],
  ],
  attack: 0.35,
  decay: Infinity,
  release: 0.4,
};
const BASS: Voice = {
  partials: [
    [1, 1],
    [2, 0.3],
    [3, 0.1],
  ],
  attack: 0.012,
  decay: 0.9,
  release: 0.06,
};
const BELL: Voice = {
  partials: [
    [1, 1],
    [2.76, 0.35],
    [5.4, 0.15],
    [8.9, 0.05],
  ],
  attack: 0.002,
  decay: 0.25,
  release: 0.05,
};

/** Adds one note into `track`, wrapping past the end when `wrap` (so a loop's tails reach its start). */
function note(track: Track, voice: Voice, start: number, seconds: number, hz: number, gain: number, wrap = false): void {
  const first = Math.round(start * RATE);
  const held = seconds * RATE;
  const total = Math.round(held + voice.release * RATE * 4);
  for (let i = 0; i < total; i += 1) {
    const t = i / RATE;
    const attack = Math.min(1, t / voice.attack);
    const body = Number.isFinite(voice.decay) ? Math.exp(-t / voice.decay) : 1;
    const release = i < held ? 1 : Math.exp(-(i - held) / RATE / voice.release);
    let sample = 0;
    for (const [multiple, partialGain] of voice.partials) sample += partialGain * Math.sin(2 * Math.PI * hz * multiple * t);
    let index = first + i;
    if (index >= track.length) {
      if (!wrap) break;
      index %= track.length;
    }
    track[index] = (track[index] ?? 0) + gain * attack * body * release * sample;
  }
}

/** A soft kick: a sine falling from 110 Hz to 45 Hz. */
function kick(track: Track, start: number, gain: number): void {
  const first = Math.round(start * RATE);
  let phase = 0;
  for (let i = 0; i < RATE * 0.25 && first + i < track.length; i += 1) {
    const t = i / RATE;
    phase += (2 * Math.PI * (45 + 65 * Math.exp(-t / 0.04))) / RATE;
    track[first + i] = (track[first + i] ?? 0) + gain * Math.exp(-t / 0.07) * Math.sin(phase);
  }
}

/** A shaker: high-passed noise with a short decay. */
function shaker(track: Track, start: number, gain: number, random: () => number): void {
  const first = Math.round(start * RATE);
  let previous = 0;
  for (let i = 0; i < RATE * 0.06 && first + i < track.length; i += 1) {
    const noise = random() * 2 - 1;
    const t = i / RATE;
    track[first + i] = (track[first + i] ?? 0) + gain * Math.min(1, t / 0.004) * Math.exp(-t / 0.018) * (noise - previous);
    previous = noise;
  }
}

/** Scales the track so its loudest sample is `peak`. */
function normalize(track: Track, peak: number): Track {
  const loudest = track.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
  return loudest === 0 ? track : track.map((sample) => (sample / loudest) * peak);
}

const BPM = 100;
const EIGHTH = 60 / BPM / 2;
const BAR = EIGHTH * 8;

/** Sixteen bars: chords and a melody in eighths (`note:eighths`, `-` a rest). Each bar is 8 eighths. */
const CHORDS = ['C', 'Am', 'F', 'G', 'C', 'Am', 'F', 'G', 'Am', 'F', 'C', 'G', 'F', 'G', 'C', 'C'];
const CHORD_NOTES: Record<string, string[]> = {
  C: ['C3', 'E3', 'G3'],
  Am: ['A2', 'C3', 'E3'],
  F: ['F2', 'A2', 'C3'],
  G: ['G2', 'B2', 'D3'],
};
const MELODY = [
  'E5:2 G5:2 A5:1 G5:1 E5:2',
  'C5:2 D5:1 E5:1 A4:4',
  'C5:2 A4:1 C5:1 D5:2 E5:2',
  'D5:4 G4:2 A4:1 D5:1',
  'E5:2 G5:2 C6:2 A5:1 G5:1',
  'A5:2 G5:1 E5:1 C5:4',
  'C5:1 D5:1 E5:1 G5:1 A5:2 G5:2',
  'G5:4 D5:2 -:2',
  'A5:2 C6:2 A5:1 G5:1 E5:2',
  'C6:2 A5:2 G5:1 A5:1 C6:2',
  'G5:2 E5:2 D5:1 E5:1 G5:2',
  'D5:2 G5:2 D5:1 -:1 G4:2',
  'A4:1 C5:1 D5:1 E5:1 A5:2 G5:2',
  'G5:2 D5:2 E5:1 D5:1 G4:2',
  'C5:2 E5:2 G5:2 E5:2',
  'C5:6 -:2',
];

function melody(track: Track): void {
  MELODY.forEach((bar, index) => {
    let slot = 0;
    for (const token of bar.split(' ')) {
      const [name = '-', length = '1'] = token.split(':');
      const eighths = Number(length);
      const start = index * BAR + slot * EIGHTH;
      if (name !== '-') {
        const hz = midiToHz(noteToMidi(name));
        note(track, MARIMBA, start, eighths * EIGHTH * 0.9, hz, 0.3, true);
        // A quiet echo a dotted eighth later gives the dry marimba some room.
        note(track, MARIMBA, start + EIGHTH * 1.5, eighths * EIGHTH * 0.9, hz, 0.08, true);
      }
      slot += eighths;
    }
    if (slot !== 8) throw new Error(`melody bar ${index + 1} has ${slot} eighths`);
  });
}

function accompaniment(track: Track, random: () => number): void {
  CHORDS.forEach((chord, index) => {
    const notes = (CHORD_NOTES[chord] ?? []).map(noteToMidi);
    const [root = 48, , fifth = 55] = notes;
    const start = index * BAR;
    for (const midi of notes) note(track, PAD, start, BAR * 0.95, midiToHz(midi + 12), 0.045, true);
    note(track, BASS, start, EIGHTH * 3, midiToHz(root - 12), 0.32, true);
    note(track, BASS, start + EIGHTH * 3, EIGHTH, midiToHz(fifth - 12), 0.22, true);
    note(track, BASS, start + EIGHTH * 4, EIGHTH * 2, midiToHz(root - 12), 0.28, true);
    note(track, BASS, start + EIGHTH * 6, EIGHTH * 2, midiToHz(fifth - 12), 0.22, true);
    kick(track, start, 0.35);
    kick(track, start + EIGHTH * 4, 0.25);
    for (let eighth = 1; eighth < 8; eighth += 2) shaker(track, start + eighth * EIGHTH, 0.05, random);
  });
}

function theme(): Track {
  const track = new Float32Array(Math.round(BAR * CHORDS.length * RATE));
  melody(track);
  accompaniment(track, lcg(7));
  return normalize(track, 0.7);
}

/** Each effect: notes as [note, start s, length s, gain] on a voice. */
function effect(seconds: number, voice: Voice, notes: [string, number, number, number][]): Track {
  const track = new Float32Array(Math.round(seconds * RATE));
  for (const [name, start, length, gain] of notes) note(track, voice, start, length, midiToHz(noteToMidi(name)), gain);
  return normalize(track, 0.8);
}

function spin(): Track {
  const track = new Float32Array(Math.round(0.9 * RATE));
  // Ticks that slow down, like a wheel coming to rest.
  let at = 0;
  for (let tick = 0; at < 0.8; tick += 1) {
    note(track, BELL, at, 0.02, midiToHz(tick % 2 === 0 ? 88 : 84), 0.5);
    at += 0.035 + tick * 0.006;
  }
  return normalize(track, 0.7);
}

const EFFECTS: Record<string, () => Track> = {
  tap: () => effect(0.12, { ...MARIMBA, decay: 0.03 }, [['G5', 0, 0.03, 1]]),
  collect: () =>
    effect(0.45, BELL, [
      ['E6', 0, 0.08, 0.8],
      ['A6', 0.08, 0.25, 1],
    ]),
  buy: () =>
    effect(0.5, BELL, [
      ['B5', 0, 0.06, 0.8],
      ['E6', 0.07, 0.3, 1],
      ['B6', 0.07, 0.3, 0.25],
    ]),
  upgrade: () =>
    effect(0.7, MARIMBA, [
      ['C5', 0, 0.08, 0.8],
      ['E5', 0.08, 0.08, 0.85],
      ['G5', 0.16, 0.08, 0.9],
      ['C6', 0.24, 0.35, 1],
    ]),
  spin,
  reward: () =>
    effect(1.1, BELL, [
      ['C6', 0, 0.1, 0.7],
      ['E6', 0.1, 0.1, 0.75],
      ['G6', 0.2, 0.1, 0.8],
      ['C7', 0.3, 0.5, 1],
      ['E6', 0.3, 0.5, 0.5],
      ['G6', 0.3, 0.5, 0.5],
    ]),
  error: () =>
    effect(
      0.4,
      {
        ...BASS,
        decay: 0.15,
        partials: [
          [1, 1],
          [3, 0.3],
          [5, 0.12],
        ],
      },
      [
        ['E3', 0, 0.12, 1],
        ['C3', 0.14, 0.18, 1],
      ],
    ),
};

function wav(track: Track): Buffer {
  const data = Buffer.alloc(track.length * 2);
  track.forEach((sample, index) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32_767), index * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function encode(name: string, track: Track, work: string, bitrates: { opus: string; mp3: string }): void {
  const source = join(work, `${name}.wav`);
  writeFileSync(source, wav(track));
  const ffmpeg = (args: string[]) =>
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      source,
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      ...args,
    ]);
  ffmpeg(['-c:a', 'libopus', '-b:a', bitrates.opus, '-vbr', 'constrained', join(OUT, `${name}.webm`)]);
  ffmpeg(['-c:a', 'libmp3lame', '-b:a', bitrates.mp3, join(OUT, `${name}.mp3`)]);
  for (const extension of ['webm', 'mp3']) {
    const bytes = statSync(join(OUT, `${name}.${extension}`)).size;
    console.log(`${name}.${extension}: ${(bytes / 1024).toFixed(1)} KB, ${(track.length / RATE).toFixed(2)} s`);
  }
}

const work = mkdtempSync(join(tmpdir(), 'make-sounds-'));
try {
  encode('theme', theme(), work, { opus: '40k', mp3: '56k' });
  for (const extension of ['webm', 'mp3']) {
    const bytes = statSync(join(OUT, `theme.${extension}`)).size;
    if (bytes >= MUSIC_LIMIT_BYTES) throw new Error(`theme.${extension} is ${bytes} bytes, the limit is ${MUSIC_LIMIT_BYTES}`);
  }
  for (const [name, make] of Object.entries(EFFECTS)) encode(`fx-${name}`, make(), work, { opus: '32k', mp3: '48k' });
} finally {
  rmSync(work, { recursive: true, force: true });
}
