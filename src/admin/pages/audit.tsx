/** The audit log: who changed what, when. */
import { auditSchema } from '#protocol/console';
import { getJson } from '../api.ts';
import { when } from '../format.ts';
import { useLoad } from '../use-load.ts';
import { NotReady } from '../not-ready.tsx';

export function AuditPage() {
  const { loaded } = useLoad(() => getJson('/audit', auditSchema), 'audit');
  if (loaded.state !== 'ready') return <NotReady loaded={loaded} />;
  return (
    <>
      <h1>Audit log</h1>
      <table>
        <thead>
          <tr>
            <th>When</th>
            <th>Operator</th>
            <th>Action</th>
            <th>Target</th>
            <th>Detail</th>
          </tr>
        </thead>
        <tbody>
          {loaded.value.entries.map((entry) => (
            <tr key={entry.id}>
              <td>{when(entry.createdAt)}</td>
              <td>{entry.operatorId}</td>
              <td>{entry.action}</td>
              <td>{entry.target ?? '-'}</td>
              <td>
                <code>{entry.detail === null ? '' : JSON.stringify(entry.detail)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
