/** The simulation's verdict on a candidate (every target), and a refusal (the failing figures). */
import type { ContentRefusal, ContentVerdict } from '#protocol/console-content';

function Problems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="error">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}

function Targets({ rows }: { rows: readonly { target: string; figure: string; limit: string; ok: boolean }[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th>Target</th>
          <th>Figure</th>
          <th>Limit</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.target} className={row.ok ? undefined : 'failed'}>
            <td>{row.target}</td>
            <td className="num">{row.figure}</td>
            <td className="num">{row.limit}</td>
            <td>{row.ok ? 'ok' : 'FAILED'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function VerdictView({ verdict }: { verdict: ContentVerdict }) {
  const failed = verdict.checks.filter((check) => !check.ok).length;
  const passes = verdict.problems.length === 0 && failed === 0;
  return (
    <section className="card" aria-label="Verdict">
      <h2 className={passes ? undefined : 'error'}>
        {passes ? 'Verdict: every target met' : `Verdict: ${verdict.problems.length + failed} problem(s)`}
      </h2>
      <Problems problems={verdict.problems} />
      {verdict.checks.length > 0 ? <Targets rows={verdict.checks} /> : null}
    </section>
  );
}

export function RefusalView({ refusal }: { refusal: ContentRefusal }) {
  return (
    <section className="card refusal" role="alert" aria-label="Refused">
      <h2 className="error">Refused: {refusal.message}</h2>
      <Problems problems={refusal.problems} />
      {refusal.failedTargets.length > 0 ? <Targets rows={refusal.failedTargets.map((row) => ({ ...row, ok: false }))} /> : null}
    </section>
  );
}
