/** Which players a catalog version's rewards paid out of bounds (from the token ledger), each linked to their page to correct. */
import { useState } from 'react';
import { Link } from 'wouter';
import type { ContentVersionRow } from '#protocol/console-content';
import { outOfBoundsPath, outOfBoundsSchema, type OutOfBounds } from '#protocol/console-repair';
import { getJson } from '../api.ts';
import { when } from '../format.ts';
import { OutcomeLine, useSubmit } from '../use-submit.tsx';

export function OutOfBoundsPanel({ versions }: { versions: ContentVersionRow[] }) {
  const published = versions.filter((row) => row.status === 'published');
  const [version, setVersion] = useState<number | undefined>(published[0]?.version);
  const [report, setReport] = useState<OutOfBounds | undefined>();
  const { outcome, run } = useSubmit();
  return (
    <section className="card" aria-label="Paid out of bounds">
      <h2>Paid out of bounds</h2>
      <form
        className="ban"
        onSubmit={(event) => {
          event.preventDefault();
          if (version === undefined) return;
          run(getJson(outOfBoundsPath(version), outOfBoundsSchema), (found) => {
            setReport(found);
            return undefined;
          });
        }}
      >
        <select
          aria-label="Version"
          value={version ?? ''}
          onChange={(event) => {
            setVersion(Number(event.target.value));
          }}
        >
          {published.map((row) => (
            <option key={row.version} value={row.version}>
              v{row.version}
            </option>
          ))}
        </select>
        <button type="submit" disabled={version === undefined}>
          Find players
        </button>
        <OutcomeLine outcome={outcome} />
      </form>
      {report === undefined ? null : (
        <>
          <p className="muted">
            v{report.version}, active {report.from === null ? 'from the start' : `from ${when(report.from)}`}{' '}
            {report.to === null ? 'until now' : `until ${when(report.to)}`}: a reward above {report.ceiling} tokens, or one that took
            tokens.
          </p>
          {report.players.length === 0 ? (
            <p>No player was paid out of bounds.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th>Player</th>
                  <th>Rows</th>
                  <th>Largest</th>
                  <th>Sum</th>
                </tr>
              </thead>
              <tbody>
                {report.players.map((player) => (
                  <tr key={player.telegramId}>
                    <td>
                      <Link href={`/players/${player.telegramId}`}>{player.name}</Link> ({player.telegramId})
                    </td>
                    <td className="num">{player.rows}</td>
                    <td className="num">{player.largest}</td>
                    <td className={player.total < 0 ? 'num danger' : 'num'}>{player.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
