import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AssistantLook } from '@pathcraft/sdk';
import type { AttributeProps, ElementProps } from '../lib/define-element.ts';
import { createAssistantApi, type AssistantApi } from './assistant.api.ts';
import { text } from './assistant.messages.ts';
import type { PanelHandoff } from './assistant.state.ts';
import type { CloseReason } from './AssistantPanel.tsx';
import { ASSISTANT_ATTRIBUTES, CHAT_ICON_PATH, imageSrc, launcherLabel } from './launcher-look.ts';

/** The element's attributes (as the sdk declares them); display 'chatBox' shows the chat in the page, otherwise a launcher button. */
export const attributes = ASSISTANT_ATTRIBUTES;

type PanelModule = typeof import('./assistant-panel.ts');
/** The chat panel is its own chunk: the closed launcher stays small. */
export const loadPanel = (): Promise<PanelModule> => import('./assistant-panel.ts');

export type AssistantElementProps = AttributeProps<typeof attributes> &
  ElementProps & {
    defaultApiBase: string;
    /** Tests pass the calls' answers and the panel module as plain data. */
    createApi?: (base: string) => AssistantApi;
    load?: () => Promise<PanelModule>;
    /** From the plain-DOM launcher this component takes over on the first open: the look it fetched, and open at once. */
    initialLook?: AssistantLook | null;
    startOpen?: boolean;
    /**
     * From the plain-DOM open panel (assistant-open.ts), with the panel's module at hand: the first
     * render shows the panel with that conversation (in the page, or open when the launcher's plain
     * one was), nothing in between.
     */
    handoff?: { state: PanelHandoff; panel: PanelModule } | null;
  };

interface Common {
  api: AssistantApi;
  integrationId: string;
  load: () => Promise<PanelModule>;
  /** Cited materials open in the side sheet, whose styles join the shadow root. */
  addStyles: (css: string) => void;
}

/** The element's component: a launcher, or the chat inline; a new integration-id starts a new conversation. */
export function AssistantElement({
  integrationId,
  display,
  apiBase,
  emit,
  setState,
  addStyles,
  defaultApiBase,
  createApi = createAssistantApi,
  load: loadModule = loadPanel,
  initialLook,
  startOpen,
  handoff,
}: AssistantElementProps) {
  const base = apiBase || defaultApiBase;
  const api = useMemo(() => createApi(base), [createApi, base]);
  // The panel's styles join the element's shadow root as its chunk arrives (adopted: no inline <style>, strict CSP).
  const load = useCallback(
    () =>
      loadModule().then((m) => {
        addStyles(m.panelCss);
        return m;
      }),
    [loadModule, addStyles],
  );
  useEffect(() => {
    if (!integrationId) setState('error');
  }, [integrationId, setState]);
  if (!integrationId) return <p>{text.noAssistant}</p>;
  const common = { api, integrationId, load, addStyles };
  return display === 'chatBox' ? (
    <InlineAssistant key={integrationId} {...common} setState={setState} handoff={handoff} />
  ) : (
    <Launcher
      key={integrationId}
      {...common}
      setState={setState}
      onClose={(reason) => emit('assistantClose', { integrationId, reason })}
      initialLook={initialLook?.id === integrationId ? initialLook : null}
      startOpen={startOpen}
      handoff={initialLook?.id === integrationId ? handoff : null}
    />
  );
}

function InlineAssistant({
  api,
  integrationId,
  load,
  addStyles,
  setState,
  handoff,
}: Common & Pick<ElementProps, 'setState'> & { handoff?: AssistantElementProps['handoff'] }) {
  const [panel, setPanel] = useState<PanelModule | null>(handoff?.panel ?? null);
  useEffect(() => {
    load()
      .then((m) => {
        setPanel(() => m);
        setState('ready');
      })
      .catch(() => setState('error'));
  }, [load, setState]);
  return panel ? (
    <panel.AssistantPanel
      api={api}
      integrationId={integrationId}
      variant="inline"
      addStyles={addStyles}
      handoff={handoff?.state}
    />
  ) : null;
}

function ChatIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
    >
      <path d={CHAT_ICON_PATH} />
    </svg>
  );
}

/** The closed launcher: the assistant's button (colorBtnBkg, agentImage); the panel loads on the first open. */
function Launcher({
  api,
  integrationId,
  load,
  addStyles,
  setState,
  onClose,
  initialLook,
  startOpen,
  handoff,
}: Common &
  Pick<ElementProps, 'setState'> & {
    onClose: (reason: CloseReason) => void;
    initialLook: AssistantLook | null;
    startOpen?: boolean | undefined;
    handoff?: AssistantElementProps['handoff'];
  }) {
  const [look, setLook] = useState<AssistantLook | null>(initialLook);
  const [open, setOpen] = useState(Boolean(handoff && initialLook && startOpen));
  const [panel, setPanel] = useState<PanelModule | null>(handoff?.panel ?? null);
  const [conversation, setConversation] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const opening = useRef(startOpen && !handoff);

  useEffect(() => {
    if (initialLook) return setState('ready');
    let live = true;
    api
      .look(integrationId)
      .then((l) => {
        if (!live) return;
        setLook(l);
        setState('ready');
      })
      .catch((err: Error) => {
        if (!live) return;
        setState('error');
        console.warn(`[pathcraft] assistant '${integrationId}': ${err.message}`);
      });
    return () => {
      live = false;
    };
  }, [api, integrationId, setState, initialLook]);

  const show = () => {
    setNotice(null);
    setOpen(true);
    if (!panel)
      load()
        .then((m) => setPanel(() => m))
        .catch(() => {
          setOpen(false);
          setNotice(text.failure);
        });
  };
  const close = (reason: CloseReason) => {
    setOpen(false);
    // The third strike ends the conversation: opening again starts a new one.
    if (reason === 'profanity') {
      setConversation((n) => n + 1);
      setNotice(text.profanityClose);
    }
    onClose(reason);
    button.current?.focus();
  };

  // Opened by the plain launcher's click, which loaded this component.
  useEffect(() => {
    if (look && opening.current) {
      opening.current = false;
      show();
    }
  });

  if (!look) return null;
  const avatar = imageSrc(look.agentImage, api.base);

  return (
    <>
      {panel ? (
        <div hidden={!open}>
          <panel.AssistantPanel
            key={conversation}
            api={api}
            integrationId={integrationId}
            variant="launcher"
            onClose={close}
            autoFocus={open}
            addStyles={addStyles}
            handoff={conversation === 0 ? handoff?.state : undefined}
          />
        </div>
      ) : null}
      {notice && !open ? (
        <p className="pc-as-launcher__notice" role="status">
          {notice}
        </p>
      ) : null}
      <button
        ref={button}
        type="button"
        className="pc-as-launcher__button"
        style={{ background: look.colorBtnBkg }}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={launcherLabel(look.name, open)}
        onClick={() => (open ? close('user') : show())}
      >
        {avatar ? <img src={avatar} alt="" /> : <ChatIcon />}
      </button>
    </>
  );
}
