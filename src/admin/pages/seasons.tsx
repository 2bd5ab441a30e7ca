/** Seasons and events: start and end now (as `npm run admin` does), and scheduled starts and ends. */
import { useState } from 'react';
import { seasonsSchema, type ConsoleSeason } from '#protocol/console';
import { getJson, post } from '../api.ts';
import { when } from '../format.ts';
import { useLoad } from '../use-load.ts';
import { EventPreview } from './event-preview.tsx';
import { OutcomeLine, useSubmit, type Outcome } from '../use-submit.tsx';
import { NotReady } from '../not-ready.tsx';

type Kind = ConsoleSeason['kind'];
const KIND_LABEL: Record<Kind, string> = { main: 'Season', event: 'Event' };

function useAction(reload: () => void): { outcome: Outcome | undefined; act: (path: string, body?: unknown) => void } {
  const { outcome, run } = useSubmit();
  return {
    outcome,
    act: (path, body) => {
      run(post(path, body), () => {
        reload();
        return undefined;
      });
    },
  };
}

function KindCard({ kind, running, act }: { kind: Kind; running: ConsoleSeason | undefined; act: (path: string, body?: unknown) => void }) {
  const [name, setName] = useState('');
  return (
    <section className="card">
      <h2>{KIND_LABEL[kind]}</h2>
      {running === undefined ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            act(`/seasons/${kind}/start`, name.trim() === '' ? {} : { name });
            setName('');
          }}
        >
          <p className="muted">None running.</p>
          <input
            aria-label={`${KIND_LABEL[kind]} name`}
            placeholder="Name (optional)"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
          <button type="submit">Start now</button>
        </form>
      ) : (
        <>
          <p>
            #{running.number} <strong>{running.name}</strong>, running since {when(running.startedAt)}
          </p>
          <button
            type="button"
            className="danger"
            onClick={() => {
              if (window.confirm(`End ${running.name}? Players move on at their next request.`)) act(`/seasons/${kind}/end`);
            }}
          >
            End now
          </button>
        </>
      )}
    </section>
  );
}

function ScheduleForm({ act }: { act: (path: string, body?: unknown) => void }) {
  const [kind, setKind] = useState<Kind>('main');
  const [change, setChange] = useState<'start' | 'end'>('start');
  const [at, setAt] = useState('');
  const [name, setName] = useState('');
  return (
    <form
      className="schedule"
      onSubmit={(event) => {
        event.preventDefault();
        act('/schedule', { kind, change, at: Date.parse(`${at}Z`), ...(change === 'start' && name.trim() !== '' ? { name } : {}) });
      }}
    >
      <select
        aria-label="Change"
        value={change}
        onChange={(event) => {
          setChange(event.target.value === 'end' ? 'end' : 'start');
        }}
      >
        <option value="start">Start</option>
        <option value="end">End</option>
      </select>
      <select
        aria-label="Kind"
        value={kind}
        onChange={(event) => {
          setKind(event.target.value === 'event' ? 'event' : 'main');
        }}
      >
        <option value="main">season</option>
        <option value="event">event</option>
      </select>
      <label>
        at (UTC){' '}
        <input
          type="datetime-local"
          aria-label="When (UTC)"
          value={at}
          onChange={(event) => {
            setAt(event.target.value);
          }}
          required
        />
      </label>
      {change === 'start' ? (
        <input
          aria-label="Name"
          placeholder="Name (optional)"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
      ) : null}
      <button type="submit">Schedule</button>
    </form>
  );
}

export function SeasonsPage() {
  const { loaded, reload } = useLoad(() => getJson('/seasons', seasonsSchema), 'seasons');
  const { outcome, act } = useAction(reload);
  if (loaded.state !== 'ready') return <NotReady loaded={loaded} />;
  const { seasons, scheduled } = loaded.value;
  const running = (kind: Kind) => seasons.find((row) => row.kind === kind && row.endedAt === null);
  return (
    <>
      <h1>Seasons & events</h1>
      <OutcomeLine outcome={outcome} />
      <div className="columns">
        <KindCard kind="main" running={running('main')} act={act} />
        <KindCard kind="event" running={running('event')} act={act} />
      </div>
      <EventPreview running={running('event')} scheduled={scheduled} />
      <section className="card">
        <h2>Scheduled</h2>
        <ScheduleForm act={act} />
        <table>
          <tbody>
            {scheduled.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry.at)}</td>
                <td>
                  {entry.change} {KIND_LABEL[entry.kind].toLowerCase()} {entry.name ?? ''}
                </td>
                <td>by {entry.operatorId}</td>
                <td>
                  {entry.doneAt === null ? (
                    <button
                      type="button"
                      className="link"
                      onClick={() => {
                        act(`/schedule/${entry.id}/cancel`);
                      }}
                    >
                      Cancel
                    </button>
                  ) : (
                    entry.outcome
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {scheduled.length === 0 ? <p className="muted">Nothing scheduled.</p> : null}
      </section>
      <section className="card">
        <h2>History</h2>
        <table>
          <thead>
            <tr>
              <th>Kind</th>
              <th>#</th>
              <th>Name</th>
              <th>Started</th>
              <th>Ended</th>
            </tr>
          </thead>
          <tbody>
            {seasons.map((row) => (
              <tr key={row.id}>
                <td>{KIND_LABEL[row.kind]}</td>
                <td>{row.number}</td>
                <td>{row.name}</td>
                <td>{when(row.startedAt)}</td>
                <td>{row.endedAt === null ? 'running' : when(row.endedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
