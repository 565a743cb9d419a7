/**
 * The example React app (served at /examples/react/): a customer's React site
 * using @pathcraft/react. Built by scripts/build (examples target) into
 * examples/public/react/dist/.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Assistant, PathcraftScript, TrainingPlan, type PathcraftEvent } from '@pathcraft/react';

const ORG = 'demo-workforce-org';

function App() {
  const [saved, setSaved] = useState<PathcraftEvent<'jobProfileCreate'>['detail'][]>([]);
  const [closed, setClosed] = useState(0);

  return (
    <>
      <PathcraftScript src="/embed.js" org={ORG} />
      <header>
        <h1>Three Rivers Workforce Partnership</h1>
        <p>The same training plan and assistant, in a React app through @pathcraft/react.</p>
        <nav>
          <a href="/examples/">Plain page (script tag)</a>
          <a href="/examples/react/">React app</a>
        </nav>
      </header>
      <main>
        <TrainingPlan
          className="widget-slot"
          orgId={ORG}
          onJobProfileCreate={(event) => setSaved((list) => [...list, event.detail])}
        />
        <h2>Saved plans</h2>
        <ol id="saved" aria-live="polite">
          {saved.map((detail, i) => (
            <li key={i} data-doc-id={detail.docId}>
              onJobProfileCreate {JSON.stringify(detail)}
            </li>
          ))}
        </ol>
        <p id="assistant-closed">{closed ? `Assistant closed ${closed} time(s)` : 'Assistant not closed yet'}</p>
      </main>
      <Assistant integrationId="demo-assistant" onAssistantClose={() => setClosed((n) => n + 1)} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
