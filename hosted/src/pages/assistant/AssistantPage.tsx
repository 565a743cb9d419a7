import { type ReactNode, useEffect, useState } from 'react';
import { assistantCloseMessage, postToParent } from '@pathcraft/sdk/embed';
import { createAssistantApi, assistantCss, AssistantPanel, type CloseReason } from '@pathcraft/widgets/assistant';
import { LoadingScreen } from '@pathcraft/widgets/ui';
import { sessionStore, signOut } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { text } from './assistant.messages.ts';
import { readAssistantQuery } from './assistant-query.ts';

/** The assistant's calls from this page: same origin, the conversation's own token, never a user's sign-in. */
const assistantApi = createAssistantApi('');
// Keyed by the text: the sheet's chunk adds its styles, then the editor's and the drafts' chunks theirs.
const addMaterialSheetCss = (css: string) => adoptCss(css, css);

/**
 * /external/assistant?integrationId=&originDomain=&ecosystem= (docs/rules.md#assistant): the assistant on a page of
 * its own, for an iframe or a pop-up. Any signed-in user is signed out first; the close button
 * shows only in 'external' mode, and tells the embedding page (at originDomain) it was closed.
 */
export default function AssistantPage() {
  const [query] = useState(() => readAssistantQuery(location.search));
  const [ready, setReady] = useState(false);
  const [closed, setClosed] = useState<CloseReason | null>(null);

  useEffect(() => {
    document.title = text.pageTitle;
    adoptCss('assistant', assistantCss);
    let live = true;
    (sessionStore.get() ? signOut() : Promise.resolve())
      .catch(() => sessionStore.set(null))
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  if (!query.integrationId) return <PageMessage>{text.noAssistant}</PageMessage>;
  if (!ready) return <LoadingScreen />;
  if (closed) return <PageMessage>{closed === 'profanity' ? text.profanityClose : text.closed}</PageMessage>;

  const close = (reason: CloseReason) => {
    if (query.originDomain) {
      try {
        postToParent(assistantCloseMessage(query.integrationId!, reason), query.originDomain);
      } catch {
        /* not an origin: nobody to tell */
      }
    }
    setClosed(reason);
  };

  return (
    <main className="pc-as-page">
      <PageHeading />
      <AssistantPanel
        api={assistantApi}
        integrationId={query.integrationId}
        originDomain={query.originDomain}
        variant="inline"
        onClose={query.ecosystem === 'external' ? close : undefined}
        autoFocus
        addStyles={addMaterialSheetCss}
      />
    </main>
  );
}

/** The page's level-one heading, for screen readers: the panel's own title (the assistant's name) is a level-two heading, as on customer pages. */
function PageHeading() {
  return <h1 className="pc-visually-hidden">{text.heading}</h1>;
}

function PageMessage({ children }: { children: ReactNode }) {
  return (
    <main>
      <PageHeading />
      <p className="pc-as-page__message">{children}</p>
    </main>
  );
}
