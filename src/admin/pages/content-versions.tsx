/** The catalog's versions: who made and published each, which is active; publish a draft, roll back to an earlier version. */
import type { ContentVersionRow } from '#protocol/console-content';
import { when } from '../format.ts';

export function Versions({
  versions,
  run,
  open,
}: {
  versions: ContentVersionRow[];
  run: (path: string, done: string) => void;
  open: (version: number) => void;
}) {
  return (
    <section className="card">
      <h2>Versions</h2>
      <table>
        <thead>
          <tr>
            <th>Version</th>
            <th>Status</th>
            <th>Created</th>
            <th>Published</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {versions.map((row) => (
            <tr key={row.version}>
              <td>
                v{row.version} {row.active ? <span className="badge">active</span> : null}
              </td>
              <td>{row.status}</td>
              <td>
                {when(row.createdAt)} by {row.createdBy ?? 'seed'}
              </td>
              <td>{row.publishedAt === null ? '-' : `${when(row.publishedAt)} by ${row.publishedBy ?? 'seed'}`}</td>
              <td className="actions">
                <button
                  type="button"
                  className="link"
                  onClick={() => {
                    open(row.version);
                  }}
                >
                  Edit a copy
                </button>
                {row.status === 'draft' ? (
                  <button
                    type="button"
                    aria-label={`Publish v${row.version}`}
                    onClick={() => {
                      run(`/content/versions/${row.version}/publish`, `Published v${row.version}.`);
                    }}
                  >
                    Publish
                  </button>
                ) : null}
                {row.status === 'published' && !row.active ? (
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Roll back to v${row.version}`}
                    onClick={() => {
                      if (window.confirm(`Make v${row.version}'s content active again (as a new version)?`))
                        run(`/content/versions/${row.version}/rollback`, `Rolled back to v${row.version}'s content.`);
                    }}
                  >
                    Roll back
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
