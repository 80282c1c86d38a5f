// A React 19 partner app: <accounts-signin> as a typed intrinsic element (embed/jsx.d.ts),
// events through React 19's `on<event-name>` props on custom elements. Text only, never HTML:
// event details come from another origin.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from '../../embed/jsx';

interface Logged {
  id: number;
  type: string;
  detail: string;
}

let next = 0;

function App() {
  const [log, setLog] = useState<Logged[]>([]);
  const [user, setUser] = useState<string | null>(null);
  const record = (e: CustomEvent<unknown>) => {
    const entry = { id: next++, type: e.type, detail: JSON.stringify(e.detail ?? null) };
    setLog((l) => [entry, ...l]);
  };
  return (
    <>
      <header className="site-header">
        <strong className="brand">Talks</strong>
        <span className="tagline">React 19 partner app embedding the accounts sign-in element</span>
      </header>
      <main className="layout">
        <section className="signin" aria-labelledby="signin-title">
          <h1 id="signin-title">Sign in to Talks</h1>
          <accounts-signin
            id="signin"
            product="talks"
            onaccounts-ready={record}
            onaccounts-step-change={record}
            onaccounts-signed-in={(e) => { record(e); setUser(e.detail.email); }}
            onaccounts-signed-out={(e) => { record(e); setUser(null); }}
            onaccounts-error={record}
            onaccounts-analytics={record}
            onaccounts-locale-change={record}
          />
          <p id="embed-status" className="status" role="status">{user ? `Signed in as ${user}` : 'Not signed in'}</p>
        </section>
        <section className="events" aria-labelledby="events-title">
          <h2 id="events-title">Events from the element</h2>
          <ol id="event-log" className="event-log" aria-live="polite">
            {log.map((item) => <li key={item.id} data-event={item.type}>{`${item.type} ${item.detail}`}</li>)}
          </ol>
          <button type="button" id="clear-log" onClick={() => setLog([])}>Clear the list</button>
        </section>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
