/**
 * A hand-written SVG chart of one simulated player for docs/game-design.md: balances on a log
 * scale, a strip of purchase ticks (new producers labelled), and bars of the waits between
 * purchases against their target. Plain strings: no chart library.
 */

/** One line of the balance panel. */
export interface Series {
  name: string;
  color: string;
  /** [x, amount] points, x in the chart's unit. */
  points: readonly (readonly [number, number])[];
}

/** A purchase tick; a label marks a new producer. */
export interface Marker {
  x: number;
  label?: string;
}

/** A bar of the lower panel: from x0 to x1, `value` high; `bad` draws it in red. */
export interface Bar {
  x0: number;
  x1: number;
  value: number;
  bad: boolean;
}

/** What a chart shows. */
export interface ChartSpec {
  title: string;
  /** Unit of x, e.g. "minutes of play". */
  xLabel: string;
  xMax: number;
  series: readonly Series[];
  markers: readonly Marker[];
  bars: readonly Bar[];
  barLabel: string;
  /** A dashed line across the bars: the target. */
  barTarget: number | null;
  /** Top of the bars' scale (taller bars are clipped); the tallest bar when absent. */
  barMax?: number;
}

const WIDTH = 960;
const LEFT = 70;
const RIGHT = 20;
const PLOT = WIDTH - LEFT - RIGHT;
const BALANCE = { top: 50, height: 250 };
const STRIP = { top: 320, height: 34 };
const BARS = { top: 390, height: 130 };
const HEIGHT = 570;

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fixed = (value: number): string => value.toFixed(1);

/** Short form of a power of ten for an axis. */
function powerLabel(exponent: number): string {
  const units = ['', 'K', 'M', 'B', 'T'];
  if (exponent < 3) return String(10 ** exponent);
  const unit = units[Math.floor(exponent / 3)];
  return unit === undefined ? `1e${exponent}` : `${10 ** (exponent % 3)}${unit}`;
}

/** The balance panel: one polyline per resource on a log scale from 1. */
function balancePanel(spec: ChartSpec, x: (value: number) => number): string[] {
  const top = Math.max(1, ...spec.series.flatMap((series) => series.points.map(([, amount]) => amount)));
  const decades = Math.max(1, Math.ceil(Math.log10(top)));
  const y = (amount: number): number => BALANCE.top + BALANCE.height * (1 - Math.log10(Math.max(1, amount)) / decades);
  const parts: string[] = [];
  for (let exponent = 0; exponent <= decades; exponent += 1) {
    const at = fixed(y(10 ** exponent));
    parts.push(`<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${at}" y2="${at}" class="grid"/>`);
    parts.push(`<text x="${LEFT - 6}" y="${at}" class="axis" text-anchor="end" dominant-baseline="middle">${powerLabel(exponent)}</text>`);
  }
  spec.series.forEach((series, index) => {
    const points = series.points.map(([px, amount]) => `${fixed(x(px))},${fixed(y(amount))}`).join(' ');
    parts.push(`<polyline points="${points}" fill="none" stroke="${series.color}" stroke-width="1.5"/>`);
    const lx = LEFT + 10 + index * 120;
    parts.push(`<rect x="${lx}" y="${BALANCE.top - 18}" width="12" height="4" fill="${series.color}"/>`);
    parts.push(`<text x="${lx + 16}" y="${BALANCE.top - 13}" class="axis">${escape(series.name)}</text>`);
  });
  return parts;
}

/** The purchase strip: a tick per purchase, a labelled triangle per new producer. */
function markerStrip(spec: ChartSpec, x: (value: number) => number): string[] {
  const parts = [`<text x="${LEFT - 6}" y="${STRIP.top + STRIP.height / 2}" class="axis" text-anchor="end">purchases</text>`];
  let labelled = 0;
  for (const marker of spec.markers) {
    const at = fixed(x(marker.x));
    if (marker.label === undefined) {
      parts.push(`<line x1="${at}" x2="${at}" y1="${STRIP.top + 8}" y2="${STRIP.top + STRIP.height}" class="tick"/>`);
      continue;
    }
    const base = STRIP.top + STRIP.height;
    parts.push(`<path d="M${at},${base} l-5,-10 h10 z" class="buy"/>`);
    // Labels alternate between two rows so that producers bought close together stay readable.
    const row = labelled % 2 === 0 ? STRIP.top : STRIP.top - 11;
    labelled += 1;
    parts.push(`<text x="${at}" y="${row}" class="label" text-anchor="middle">${escape(marker.label)}</text>`);
  }
  return parts;
}

/** The bars of the waits (or sessions), with the target as a dashed line. */
function barPanel(spec: ChartSpec, x: (value: number) => number): string[] {
  const top = spec.barMax ?? Math.max(1, (spec.barTarget ?? 0) * 1.5, ...spec.bars.map((bar) => bar.value));
  const y = (value: number): number => BARS.top + BARS.height * (1 - Math.min(value, top) / top);
  const parts = [
    `<text x="${LEFT}" y="${BARS.top - 8}" class="axis">${escape(spec.barLabel)}</text>`,
    `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${BARS.top + BARS.height}" y2="${BARS.top + BARS.height}" class="grid"/>`,
    `<text x="${LEFT - 6}" y="${fixed(y(top))}" class="axis" text-anchor="end" dominant-baseline="middle">${top.toFixed(0)}</text>`,
  ];
  for (const bar of spec.bars) {
    const x0 = x(bar.x0);
    const width = Math.max(1, x(bar.x1) - x0 - 0.5);
    // A bad bar stays visible even at zero (a session with nothing bought).
    const height = Math.max(bar.bad ? 8 : 0, BARS.top + BARS.height - y(bar.value));
    const from = BARS.top + BARS.height - height;
    parts.push(
      `<rect x="${fixed(x0)}" y="${fixed(from)}" width="${fixed(width)}" height="${fixed(height)}" class="${bar.bad ? 'bad' : 'bar'}"/>`,
    );
  }
  if (spec.barTarget !== null) {
    const at = fixed(y(spec.barTarget));
    parts.push(`<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${at}" y2="${at}" class="target"/>`);
    parts.push(`<text x="${WIDTH - RIGHT}" y="${Number(at) - 4}" class="axis" text-anchor="end">target ${spec.barTarget}</text>`);
  }
  return parts;
}

/** The chart as an SVG document. */
export function renderChart(spec: ChartSpec): string {
  const x = (value: number): number => LEFT + (PLOT * Math.min(Math.max(value, 0), spec.xMax)) / spec.xMax;
  const ticks: string[] = [];
  const step = niceStep(spec.xMax / 10);
  for (let value = 0; value <= spec.xMax + 1e-9; value += step) {
    const at = fixed(x(value));
    ticks.push(`<line x1="${at}" x2="${at}" y1="${BALANCE.top}" y2="${BARS.top + BARS.height}" class="grid"/>`);
    ticks.push(`<text x="${at}" y="${HEIGHT - 28}" class="axis" text-anchor="middle">${Number(value.toFixed(2))}</text>`);
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="sans-serif">`,
    '<style>.grid{stroke:#ddd;stroke-width:1}.axis{font-size:11px;fill:#555}.label{font-size:10px;fill:#333}' +
      '.tick{stroke:#888;stroke-width:1}.buy{fill:#2a7}.bar{fill:#7aa7d8}.bad{fill:#d33}.target{stroke:#d33;stroke-dasharray:6 4}</style>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    `<text x="${LEFT}" y="18" font-size="14" font-weight="bold">${escape(spec.title)}</text>`,
    ...ticks,
    ...balancePanel(spec, x),
    ...markerStrip(spec, x),
    ...barPanel(spec, x),
    `<text x="${LEFT + PLOT / 2}" y="${HEIGHT - 8}" class="axis" text-anchor="middle">${escape(spec.xLabel)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** A round step (1, 2 or 5 × a power of ten) near `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}
