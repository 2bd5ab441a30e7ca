/** One player: state, ledger, recent actions, and ban or unban with a reason. */
import { useState } from 'react';
import { Link } from 'wouter';
import { playerDetailSchema, type PlayerDetail } from '#protocol/console';
import { getJson, post } from '../api.ts';
import { when } from '../format.ts';
import { useLoad } from '../use-load.ts';
import { CorrectionForm } from './player-correction.tsx';
import { OutcomeLine, useSubmit } from '../use-submit.tsx';
import { NotReady } from '../not-ready.tsx';

function BanForm({ player, onDone }: { player: PlayerDetail['player']; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const { outcome, run } = useSubmit();
  const banned = player.bannedAt !== null;
  const change = banned ? 'unban' : 'ban';
  return (
    <form
      className="ban"
      onSubmit={(event) => {
        event.preventDefault();
        run(post(`/players/${player.telegramId}/${change}`, { reason }), () => {
          setReason('');
          onDone();
          return undefined;
        });
      }}
    >
      <input
        aria-label="Ban reason"
        placeholder="Reason (kept in the audit log)"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
        }}
        required
      />
      <button type="submit" className={banned ? undefined : 'danger'}>
        {banned ? 'Unban' : 'Ban'}
      </button>
      <OutcomeLine outcome={outcome} />
    </form>
  );
}

export function PlayerPage({ id }: { id: number }) {
  const { loaded, reload } = useLoad(() => getJson(`/players/${id}`, playerDetailSchema), String(id));
  if (loaded.state !== 'ready') return <NotReady loaded={loaded} />;
  const { player, ledger, actions } = loaded.value;
  return (
    <>
      <p>
        <Link href="/players">Players</Link> / {player.telegramId}
      </p>
      <h1>
        {player.name} {player.username === null ? null : <span className="muted">@{player.username}</span>}{' '}
        {player.bannedAt === null ? null : <span className="badge danger">banned</span>}
      </h1>
      <section className="card">
        <dl className="facts">
          <dt>Id</dt>
          <dd>{player.telegramId}</dd>
          <dt>Joined</dt>
          <dd>{when(player.createdAt)}</dd>
          <dt>Last change</dt>
          <dd>{when(player.updatedAt)}</dd>
          <dt>Language</dt>
          <dd>{player.language}</dd>
          <dt>Premium</dt>
          <dd>{player.premium ? 'yes' : 'no'}</dd>
          <dt>Referrer</dt>
          <dd>{player.referrerId ?? '-'}</dd>
          <dt>Season tokens</dt>
          <dd>{player.seasonTokens}</dd>
          {player.bannedAt === null ? null : (
            <>
              <dt>Banned</dt>
              <dd>
                {when(player.bannedAt)}: {player.banReason}
              </dd>
            </>
          )}
        </dl>
        <BanForm player={player} onDone={reload} />
        <CorrectionForm telegramId={player.telegramId} onDone={reload} />
      </section>
      <div className="columns">
        <section className="card">
          <h2>Ledger</h2>
          <table>
            <tbody>
              {ledger.map((row) => (
                <tr key={row.id}>
                  <td>{when(row.createdAt)}</td>
                  <td>{row.pool}</td>
                  <td>{row.reason}</td>
                  <td className={row.amount < 0 ? 'num danger' : 'num'}>{row.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {ledger.length === 0 ? <p className="muted">No tokens moved yet.</p> : null}
        </section>
        <section className="card">
          <h2>Recent actions (last day)</h2>
          <table>
            <tbody>
              {actions.map((row, index) => (
                <tr key={`${row.createdAt}-${index}`}>
                  <td>{when(row.createdAt)}</td>
                  <td>{row.action}</td>
                  <td>{row.statusCode === 200 ? 'applied' : <span className="danger">{row.reason ?? row.statusCode}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {actions.length === 0 ? <p className="muted">No actions in the last day.</p> : null}
        </section>
      </div>
      <details className="card">
        <summary>Game state (JSON)</summary>
        <pre>{JSON.stringify(player.state, null, 2)}</pre>
      </details>
    </>
  );
}
