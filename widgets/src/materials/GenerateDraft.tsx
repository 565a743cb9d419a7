import { PROMPT_PRESETS, type MaterialDraftMeta, type PromptPreset } from '@pathcraft/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import generateDraftCss from './generate-draft.css';
import type { MaterialDraftApi } from './material-drafts.api.ts';
import { useMenu } from './use-menu.ts';
import { text } from './materials.messages.ts';

/** Styles beyond the sheet's menu classes: the sheet adds them where it renders. */
export { generateDraftCss };

/** A new draft: its settings from the server, and its body (sanitized HTML) as it streams. */
export interface GeneratedDraft extends MaterialDraftMeta {
  chunks: AsyncIterable<string>;
}

export interface GenerateDraftProps {
  materialId: string;
  api: MaterialDraftApi;
  /** The material's files: one can be the source instead of its body (images have no text to draft from). */
  files?: { id: string; name: string; type?: string | null }[];
  onDraft: (draft: GeneratedDraft) => void;
  onError: (message: string) => void;
}

const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : text.drafts.failed);

/**
 * 'Generate draft' (docs/rules.md#materials-and-files): a menu of the four presets, and the source when the
 * material has files. The draft is handed over as soon as the server names it, its body still
 * streaming; a failure while it streams is reported through onError and ends the body there.
 */
export function GenerateDraft({ materialId, api, files = [], onDraft, onError }: GenerateDraftProps) {
  const { open, setOpen, toggle, onKeyDown, onBlur } = useMenu();
  const [busy, setBusy] = useState(false);
  const [source, setSource] = useState('');
  const id = useId();
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  const sources = files.filter((f) => !f.type?.startsWith('image/'));

  async function generate(promptType: PromptPreset) {
    setOpen(false);
    setBusy(true);
    try {
      const { meta, chunks } = await api.draft(materialId, { promptType, ...(source ? { fileId: source } : {}) });
      async function* reported(): AsyncGenerator<string> {
        try {
          yield* chunks;
        } catch (err) {
          onError(messageOf(err));
        }
      }
      onDraft({ ...meta, chunks: reported() });
    } catch (err) {
      onError(messageOf(err));
    } finally {
      if (alive.current) setBusy(false);
    }
  }

  return (
    <div className="pc-msheet__menu pc-draft" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        className="pc-button pc-button--secondary pc-draft__button"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        disabled={busy}
        onClick={() => setOpen(!open)}
      >
        {busy ? text.drafts.generating : text.drafts.generate}
      </button>
      {open ? (
        <div id={`${id}-menu`} className="pc-msheet__menu-list">
          {sources.length ? (
            <div className="pc-draft__source">
              <label htmlFor={`${id}-source`}>{text.drafts.sourceLabel}</label>
              <select id={`${id}-source`} value={source} onChange={(e) => setSource(e.currentTarget.value)}>
                <option value="">{text.drafts.fromBody}</option>
                {sources.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <p className="pc-msheet__menu-heading" id={`${id}-heading`}>
            {text.drafts.presetsHeading}
          </p>
          <ul aria-labelledby={`${id}-heading`}>
            {PROMPT_PRESETS.map((preset) => (
              <li key={preset.value}>
                <button type="button" onClick={() => void generate(preset.value)}>
                  {preset.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
