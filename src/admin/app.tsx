/** The console's shell: who is signed in, the navigation, and the pages. */
import { Link, Route, Router, Switch, useRoute } from 'wouter';
import { meSchema } from '#protocol/console';
import { ConsoleError, getJson, post } from './api.ts';
import { AuditPage } from './pages/audit.tsx';
import { ContentPage } from './pages/content.tsx';
import { OverviewPage } from './pages/overview.tsx';
import { PlayerPage } from './pages/player.tsx';
import { PlayersPage } from './pages/players.tsx';
import { SeasonsPage } from './pages/seasons.tsx';
import { MessagesPage } from './pages/messages.tsx';
import { StarsPage } from './pages/stars.tsx';
import { useLoad } from './use-load.ts';

function NavLink({ to, label }: { to: string; label: string }) {
  const [exact] = useRoute(to);
  const [nested] = useRoute(`${to}/*`);
  return (
    <Link href={to} className={exact || nested ? 'active' : undefined}>
      {label}
    </Link>
  );
}

function SignedOut({ error }: { error: Error }) {
  const signedOut = error instanceof ConsoleError && (error.status === 401 || error.status === 403);
  return (
    <main className="signed-out">
      <h1>Operator console</h1>
      <p>{signedOut ? error.message : `The console could not load: ${error.message}`}</p>
      <p className="muted">Send /admin to the game's bot for a one-time sign-in link (valid for 10 minutes).</p>
    </main>
  );
}

export function ConsoleApp() {
  const { loaded } = useLoad(() => getJson('/me', meSchema), 'me');
  if (loaded.state === 'loading') return <p className="muted page">Loading...</p>;
  if (loaded.state === 'error') return <SignedOut error={loaded.error} />;
  const signOut = () => {
    void post('/sign-out').then(() => {
      window.location.reload();
    });
  };
  return (
    <Router base="/admin">
      <header className="topbar">
        <strong className="brand">Harvest Hub · Console</strong>
        <nav>
          <NavLink to="/" label="Overview" />
          <NavLink to="/players" label="Players" />
          <NavLink to="/seasons" label="Seasons & events" />
          <NavLink to="/content" label="Content" />
          <NavLink to="/stars" label="Stars" />
          <NavLink to="/messages" label="Messages" />
          <NavLink to="/audit" label="Audit log" />
        </nav>
        <span className="operator">
          Operator {loaded.value.operatorId}{' '}
          <button type="button" className="link" onClick={signOut}>
            Sign out
          </button>
        </span>
      </header>
      <main className="page">
        <Switch>
          <Route path="/" component={OverviewPage} />
          <Route path="/players" component={PlayersPage} />
          <Route path="/players/:id">{(params) => <PlayerPage id={Number(params.id)} />}</Route>
          <Route path="/seasons" component={SeasonsPage} />
          <Route path="/content" component={ContentPage} />
          <Route path="/stars" component={StarsPage} />
          <Route path="/messages" component={MessagesPage} />
          <Route path="/audit" component={AuditPage} />
          <Route>
            <p>No such page.</p>
          </Route>
        </Switch>
      </main>
    </Router>
  );
}
