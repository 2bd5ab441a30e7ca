/** Overview: totals, retention and the charts. */
import { overviewSchema } from '#protocol/console';
import { getJson } from '../api.ts';
import { BarChart } from '../charts.tsx';
import { percent } from '../format.ts';
import { useLoad } from '../use-load.ts';
import { NotReady } from '../not-ready.tsx';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="stat">
      <span className="muted">{label}</span>
      <strong>{value}</strong>
    </div>
  );
}

export function OverviewPage() {
  const { loaded } = useLoad(() => getJson('/overview', overviewSchema), 'overview');
  if (loaded.state !== 'ready') return <NotReady loaded={loaded} />;
  const data = loaded.value;
  const days = data.newPlayers.map((point) => point.day.slice(5));
  return (
    <>
      <h1>Overview</h1>
      <section className="stats" aria-label="Totals">
        <Stat label="Players" value={data.players} />
        <Stat label="New today" value={data.newToday} />
        <Stat label="Active today" value={data.activeToday} />
        <Stat label="Day-1 retention" value={percent(data.retentionDay1)} />
        <Stat label="Day-7 retention" value={percent(data.retentionDay7)} />
      </section>
      <section className="charts">
        <BarChart
          title="Players per day"
          labels={days}
          series={[
            { label: 'new', color: 'var(--gold)', values: data.newPlayers.map((point) => point.value) },
            { label: 'active', color: 'var(--accent)', values: data.activePlayers.map((point) => point.value) },
          ]}
        />
        <BarChart
          title="Tokens per day"
          labels={days}
          series={[
            { label: 'credited', color: 'var(--accent)', values: data.tokensCredited.map((point) => point.value) },
            { label: 'debited', color: 'var(--danger)', values: data.tokensDebited.map((point) => point.value) },
          ]}
        />
        <BarChart
          title="Actions per hour (last 24 h)"
          labels={data.actions.map((point) => point.hour.slice(11, 13))}
          series={[
            { label: 'applied', color: 'var(--primary)', values: data.actions.map((point) => point.applied) },
            { label: 'refused', color: 'var(--danger)', values: data.actions.map((point) => point.refused) },
          ]}
        />
      </section>
    </>
  );
}
