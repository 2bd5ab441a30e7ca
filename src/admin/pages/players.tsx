/** Players: search by id, name or username. */
import { useState } from 'react';
import { Link } from 'wouter';
import { playerSearchSchema } from '#protocol/console';
import { getJson } from '../api.ts';
import { when } from '../format.ts';
import { useLoad } from '../use-load.ts';

export function PlayersPage() {
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const { loaded } = useLoad(() => getJson(`/players?q=${encodeURIComponent(asked)}`, playerSearchSchema), asked);
  return (
    <>
      <h1>Players</h1>
      <form
        className="search"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(query);
        }}
      >
        <input
          aria-label="Search players"
          placeholder="Id, name or @username"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
        />
        <button type="submit">Search</button>
      </form>
      {loaded.state === 'loading' ? <p className="muted">Loading...</p> : null}
      {loaded.state === 'error' ? <p className="error">{loaded.error.message}</p> : null}
      {loaded.state === 'ready' ? (
        <table>
          <thead>
            <tr>
              <th>Id</th>
              <th>Name</th>
              <th>Username</th>
              <th>Joined</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {loaded.value.players.map((player) => (
              <tr key={player.telegramId}>
                <td>
                  <Link href={`/players/${player.telegramId}`}>{player.telegramId}</Link>
                </td>
                <td>{player.name}</td>
                <td>{player.username === null ? '-' : `@${player.username}`}</td>
                <td>{when(player.createdAt)}</td>
                <td>{player.bannedAt === null ? 'playing' : <span className="badge danger">banned</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
