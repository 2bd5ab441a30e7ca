/** Small inline-SVG charts: bars per day or hour, one or two series side by side. */
export interface Series {
  label: string;
  color: string;
  values: readonly number[];
}

const WIDTH = 560;
const HEIGHT = 160;
const PAD = 22;

function niceMax(value: number): number {
  if (value <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / step) * step;
}

export function BarChart({ title, labels, series }: { title: string; labels: readonly string[]; series: readonly Series[] }) {
  const max = niceMax(Math.max(0, ...series.flatMap((each) => each.values)));
  const slot = (WIDTH - PAD) / Math.max(1, labels.length);
  const bar = Math.max(1, (slot * 0.8) / series.length);
  const every = Math.ceil(labels.length / 7);
  return (
    <figure className="chart">
      <figcaption>
        {title}
        {series.map((each) => (
          <span key={each.label} className="legend">
            <i style={{ background: each.color }} />
            {each.label}
          </span>
        ))}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`} role="img" aria-label={title}>
        <text x={0} y={10} className="axis">
          {max}
        </text>
        <line x1={PAD} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="baseline" />
        {labels.map((label, index) => (
          <g key={label}>
            {series.map((each, which) => {
              const value = each.values[index] ?? 0;
              const height = ((HEIGHT - 14) * value) / max;
              return (
                <rect
                  key={each.label}
                  x={PAD + index * slot + slot * 0.1 + which * bar}
                  y={HEIGHT - height}
                  width={bar}
                  height={height}
                  fill={each.color}
                  rx={2}
                >
                  <title>{`${label} ${each.label}: ${value}`}</title>
                </rect>
              );
            })}
            {index % every === 0 ? (
              <text x={PAD + index * slot + slot / 2} y={HEIGHT + 14} className="axis" textAnchor="middle">
                {label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </figure>
  );
}
