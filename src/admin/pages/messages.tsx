/** The bot's messages: what the queue holds, sent, failed and why; an announcement to a segment through the same queue. */
import { useState } from 'react';
import { announceResponseSchema, consoleMessagesSchema, type AnnouncementSegment, type ConsoleMessages } from '#protocol/console-messages';
import { getJson, postJson } from '../api.ts';
import { when } from '../format.ts';
import { useLoad } from '../use-load.ts';
import { OutcomeLine, useSubmit } from '../use-submit.tsx';
import { NotReady } from '../not-ready.tsx';

const STATUSES = ['queued', 'pending', 'sent', 'recorded', 'failed', 'skipped'] as const;

function CountsTable({ counts }: { counts: ConsoleMessages['counts'] }) {
  const kinds = [...new Set(counts.map((row) => row.kind))];
  const countOf = (kind: string, status: string) => counts.find((row) => row.kind === kind && row.status === status)?.count ?? 0;
  return (
    <table>
      <thead>
        <tr>
          <th>Kind</th>
          {STATUSES.map((status) => (
            <th key={status}>{status}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {kinds.map((kind) => (
          <tr key={kind}>
            <td>{kind}</td>
            {STATUSES.map((status) => (
              <td key={status}>{countOf(kind, status)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ProblemsTable({ problems }: { problems: ConsoleMessages['problems'] }) {
  if (problems.length === 0) return <p className="muted">No failed or skipped messages.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th>When</th>
          <th>Kind</th>
          <th>Player</th>
          <th>Status</th>
          <th>Tries</th>
          <th>Why</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((row) => (
          <tr key={row.id}>
            <td>{when(row.createdAt)}</td>
            <td>{row.kind}</td>
            <td>{row.userId}</td>
            <td>{row.status}</td>
            <td>{row.attempts}</td>
            <td>{row.error ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AnnounceForm({ onDone }: { onDone: () => void }) {
  const [text, setText] = useState('');
  const [segment, setSegment] = useState<AnnouncementSegment>('active7');
  const [language, setLanguage] = useState('');
  const { outcome, run } = useSubmit();
  return (
    <form
      className="ban"
      onSubmit={(event) => {
        event.preventDefault();
        const body = segment === 'language' ? { text, segment, language } : { text, segment };
        run(postJson('/messages/announce', body, announceResponseSchema), (answer) => {
          setText('');
          onDone();
          return `Queued for ${answer.queued} players.`;
        });
      }}
    >
      <textarea
        aria-label="Announcement"
        placeholder="The announcement, as players will read it"
        value={text}
        maxLength={4096}
        onChange={(e) => {
          setText(e.target.value);
        }}
        required
      />
      <select
        aria-label="Segment"
        value={segment}
        onChange={(e) => {
          setSegment(e.target.value as AnnouncementSegment);
        }}
      >
        <option value="all">Everyone the bot may write to</option>
        <option value="active7">Active in the last 7 days</option>
        <option value="language">One language</option>
      </select>
      {segment === 'language' ? (
        <input
          aria-label="Language"
          placeholder="ru, pt-br..."
          value={language}
          onChange={(e) => {
            setLanguage(e.target.value);
          }}
          required
        />
      ) : null}
      <button type="submit">Announce</button>
      <OutcomeLine outcome={outcome} />
    </form>
  );
}

export function MessagesPage() {
  const { loaded, reload } = useLoad(() => getJson('/messages', consoleMessagesSchema), 'messages');
  if (loaded.state !== 'ready') return <NotReady loaded={loaded} />;
  const { counts, problems } = loaded.value;
  return (
    <>
      <h1>Bot messages</h1>
      <h2>By kind and status</h2>
      <CountsTable counts={counts} />
      <h2>Failed and skipped, newest first</h2>
      <ProblemsTable problems={problems} />
      <h2>Announce</h2>
      <p className="muted">
        Queued once per player the bot may write to (messages allowed, not blocked, reminders on), sent within the bot&apos;s rate; audited.
      </p>
      <AnnounceForm onDone={reload} />
    </>
  );
}
