// @vitest-environment happy-dom
import type { MaterialFile, MaterialView } from '@pathcraft/sdk';
import { act } from 'preact/test-utils';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, mount } from '../lib/test-dom.tsx';
import { SHEET_BODY_CLASS } from './SideSheet.tsx';
import type { MaterialEditorProps } from './editor-props.ts';
import type { MaterialApi } from './materials.api.ts';
import type { GeneratedDraft, GenerateDraftProps } from './GenerateDraft.tsx';
import { MaterialSheet, type MaterialSheetProps } from './MaterialSheet.tsx';

// Edit mode's first import() compiles the editor on a fresh clone: see `until` below.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

const audio: MaterialFile = {
  id: 'f-audio',
  url: '/files/a.mp3',
  name: 'Interview.mp3',
  type: 'audio/mpeg',
  size: 48_000,
  transcript: 'We talked about lockout.',
  createdAt: null,
};
const pdf: MaterialFile = {
  id: 'f-pdf',
  url: '/files/b.pdf',
  name: 'Handout.pdf',
  type: 'application/pdf',
  size: 1_200_000,
  transcript: null,
  createdAt: null,
};

function viewOf(
  over: { material?: Partial<MaterialView['material']> } & Partial<Omit<MaterialView, 'material'>> = {},
): MaterialView {
  const { material, ...rest } = over;
  return {
    material: {
      id: 'm1',
      orgId: 'org',
      title: 'OSHA basics',
      body: '<p>Wear <strong>glasses</strong>.</p>',
      isDraft: false,
      isEmbedded: false,
      resourceId: null,
      promptType: null,
      userId: 'u1',
      createdAt: null,
      updatedAt: null,
      ...material,
    },
    author: { name: 'Dana Reyes', title: 'Safety lead', picture: null },
    files: [audio, pdf],
    canEdit: true,
    canDeleteFiles: true,
    maxChars: 20,
    ...rest,
  };
}

/** A fake of the server's answers: the view it holds, and every call made. */
function fakeApi(initial: MaterialView) {
  let current = initial;
  const api = {
    get: vi.fn(async () => current),
    create: vi.fn(async (input: { title: string; body?: string }) => {
      current = viewOf({
        material: { id: 'm-new', title: input.title, body: input.body ?? '', isDraft: true },
        files: [],
      });
      return current;
    }),
    update: vi.fn(
      async (
        _id: string,
        changes: { title?: string; body?: string; resourceId?: string | null; isEmbedded?: boolean },
      ) => {
        current = { ...current, material: { ...current.material, ...changes } as MaterialView['material'] };
        return current;
      },
    ),
    uploadFile: vi.fn(),
    deleteFile: vi.fn(async () => undefined),
    uploadMedia: vi.fn(),
    embed: vi.fn(async () => ({ indexed: 1 })),
    resourceGroups: vi.fn(async () => [{ id: 'rg1', title: 'Safety' }]),
    createResource: vi.fn(async () => ({ id: 'res-new' })),
    draft: vi.fn(),
  };
  return api satisfies MaterialApi;
}

/** Stands in for the rich-text chunk: a textarea that reports like the editor does. */
function FakeEditor({ html, maxChars, onChange, onReady, label }: MaterialEditorProps) {
  const [value, setValue] = useState(html);
  const text = useRef(html);
  useEffect(() => {
    onReady({
      getHtml: () => text.current,
      setHtml: (h) => setValue((text.current = h)),
      appendHtml: (h) => setValue((text.current += h)),
      markClean: () => undefined,
      focus: () => undefined,
    });
  }, []);
  return (
    <textarea
      aria-label={label}
      value={value}
      onInput={(e) => {
        setValue((text.current = e.currentTarget.value));
        onChange({ chars: text.current.length, overLimit: text.current.length > maxChars, dirty: true });
      }}
    />
  );
}

const noDrafts = async () => ({ GenerateDraft: () => null });

async function open(view: MaterialView, props: Partial<MaterialSheetProps> = {}) {
  const api = fakeApi(view);
  const loadEditor = vi.fn(async () => ({ MaterialEditor: FakeEditor }));
  const onClose = vi.fn();
  const ui = await mount(
    <MaterialSheet
      api={api}
      materialId="m1"
      onClose={onClose}
      addStyles={() => undefined}
      loadEditor={loadEditor}
      loadGenerateDraft={noDrafts}
      {...props}
    />,
  );
  await ui.flush();
  const menu = async () => ui.click(ui.button('Material actions'));
  /**
   * Flushes until the condition holds: edit mode's chunk arrives through a real import(), which
   * on a fresh clone compiles the editor first (over a second on a busy CI machine).
   */
  const until = async (condition: () => boolean) => {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && !condition(); ) await wait(10);
    expect(condition()).toBe(true);
  };
  const edit = async () => {
    await menu();
    await ui.click(ui.button('Edit'));
    await until(() => ui.root.querySelector('button[type="submit"]') !== null);
  };
  const editor = () => ui.root.querySelector<HTMLTextAreaElement>('textarea[aria-label="Material body"]')!;
  const typeBody = (value: string) =>
    act(() => {
      editor().value = value;
      editor().dispatchEvent(new Event('input', { bubbles: true }));
    });
  const save = () => ui.root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  return { ...ui, api, onClose, loadEditor, menu, edit, typeBody, save, until };
}

const wait = (ms: number) => act(async () => await new Promise((r) => setTimeout(r, ms)));

describe('MaterialSheet read view', () => {
  it('shows the title, the body, an audio player with its transcript, the files and the author', async () => {
    const ui = await open(viewOf());
    const dialog = ui.root.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(ui.root.querySelector(`[id="${dialog.getAttribute('aria-labelledby')}"]`)!.textContent).toBe('OSHA basics');
    expect(ui.root.querySelector('.pc-material__body')!.innerHTML).toBe('<p>Wear <strong>glasses</strong>.</p>');
    expect(ui.root.querySelector('audio')!.getAttribute('src')).toBe('/files/a.mp3');
    expect(ui.root.querySelector('details summary')!.textContent).toBe('Transcript');
    expect(ui.root.querySelector('details p')!.textContent).toBe('We talked about lockout.');
    expect(Array.from(ui.root.querySelectorAll('.pc-files th')).map((th) => th.textContent)).toEqual([
      'File',
      'Size',
      'Actions',
    ]);
    expect(Array.from(ui.root.querySelectorAll('.pc-files tbody tr')).map((tr) => tr.textContent)).toEqual([
      'Interview.mp348 KBDelete',
      'Handout.pdf1.2 MBDelete',
    ]);
    expect(ui.root.querySelector('.pc-files__icon--pdf')).not.toBeNull();
    expect(ui.root.querySelector('.pc-msheet__author')!.textContent).toBe('Author:Dana ReyesSafety lead');
  });

  it.each([
    [true, 'draft'],
    [false, null],
  ])('a draft badge when isDraft is %s', async (isDraft, badge) => {
    const ui = await open(viewOf({ material: { isDraft } }));
    expect(ui.root.querySelector('.pc-msheet__badge')?.textContent ?? null).toBe(badge);
  });

  it.each([
    ['res-1', 'Material Resource'],
    [null, 'Material'],
  ])('with resourceId %s the menu is headed %s', async (resourceId, heading) => {
    const ui = await open(viewOf({ material: { resourceId } }));
    await ui.menu();
    expect(ui.root.querySelector('.pc-msheet__menu-heading')!.textContent).toBe(heading);
  });

  it('offers Edit only to readers who may edit, and never downloads the editor for a reader', async () => {
    const reader = await open(viewOf({ canEdit: false, canDeleteFiles: false }));
    await reader.menu();
    expect(Array.from(reader.root.querySelectorAll('.pc-msheet__menu-list button')).map((b) => b.textContent)).toEqual([
      'Close',
    ]);
    expect(reader.buttons('Delete')).toHaveLength(0);
    expect(reader.loadEditor).not.toHaveBeenCalled();
    cleanup();
    const author = await open(viewOf());
    await author.menu();
    expect(Array.from(author.root.querySelectorAll('.pc-msheet__menu-list button')).map((b) => b.textContent)).toEqual([
      'Edit',
      'Close',
    ]);
    expect(author.loadEditor).not.toHaveBeenCalled();
  });

  it('closes from the menu and on Escape, and holds the body class only while open', async () => {
    const ui = await open(viewOf());
    expect(document.body.classList.contains(SHEET_BODY_CLASS)).toBe(true);
    await wait(60);
    expect(ui.root.querySelector('.pc-sheet--open')).not.toBeNull();
    await ui.menu();
    await ui.click(ui.button('Close'));
    expect(ui.onClose).toHaveBeenCalledTimes(1);
    await act(() => {
      ui.root
        .querySelector('[role="dialog"]')!
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(ui.onClose).toHaveBeenCalledTimes(2);
    cleanup();
    expect(document.body.classList.contains(SHEET_BODY_CLASS)).toBe(false);
  });

  it("deletes a file after 'Delete {name}' is confirmed with Yes, and not after No", async () => {
    const ui = await open(viewOf());
    await ui.click(ui.button('Delete Handout.pdf'));
    expect(ui.dialogs()).toContain('Delete Handout.pdf');
    expect(ui.text()).toContain('This action cannot be undone');
    await ui.click(ui.button('No'));
    expect(ui.api.deleteFile).not.toHaveBeenCalled();
    expect(ui.dialogs()).not.toContain('Delete Handout.pdf');

    await ui.click(ui.button('Delete Handout.pdf'));
    await ui.click(ui.button('Yes'));
    expect(ui.api.deleteFile).toHaveBeenCalledWith('m1', 'f-pdf');
    expect(ui.text()).toContain('Handout.pdf deleted!');
    expect(ui.root.querySelector('[data-file-id="f-pdf"]')).toBeNull();
    expect(ui.root.querySelector('[data-file-id="f-audio"]')).not.toBeNull();
  });
});

describe('MaterialSheet edit mode', () => {
  it('loads the editor on Edit and shows Settings and Files tabs (Files only with files)', async () => {
    const ui = await open(viewOf());
    await ui.edit();
    expect(ui.loadEditor).toHaveBeenCalled();
    expect(Array.from(ui.root.querySelectorAll('[role="tab"]')).map((t) => t.textContent)).toEqual([
      'Settings',
      'Files',
    ]);
    expect(ui.field('Title').value).toBe('OSHA basics');
    cleanup();
    const bare = await open(viewOf({ files: [] }));
    await bare.edit();
    expect(Array.from(bare.root.querySelectorAll('[role="tab"]')).map((t) => t.textContent)).toEqual(['Settings']);
  });

  it("refuses an empty title with 'Title is required.'", async () => {
    const ui = await open(viewOf());
    await ui.edit();
    await ui.type('Title', '  ');
    await ui.click(ui.save());
    expect(ui.errorOf(ui.field('Title'))).toBe('Title is required.');
    expect(ui.api.update).not.toHaveBeenCalled();
  });

  it('disables Save while the body is over the limit', async () => {
    const ui = await open(viewOf());
    await ui.edit();
    expect(ui.save().disabled).toBe(false);
    await ui.typeBody('x'.repeat(21));
    expect(ui.save().disabled).toBe(true);
    await ui.typeBody('short');
    expect(ui.save().disabled).toBe(false);
  });

  it("saves once on a double click, sends the title without the untouched body, shows 'Saving...', then 'Material saved!' and the read view", async () => {
    const ui = await open(viewOf());
    await ui.edit();
    let release!: () => void;
    ui.api.update.mockImplementationOnce(async (_id, changes) => {
      await new Promise<void>((r) => (release = r));
      return viewOf({ material: { title: changes.title } });
    });
    await ui.type('Title', 'OSHA 10 basics');
    await act(() => {
      ui.save().click();
      ui.save().click();
    });
    expect(ui.save().textContent).toBe('Saving...');
    expect(ui.save().disabled).toBe(true);
    await act(() => release());
    await ui.flush();
    expect(ui.api.update).toHaveBeenCalledTimes(1);
    expect(ui.api.update).toHaveBeenCalledWith('m1', { title: 'OSHA 10 basics' });
    expect(ui.api.embed).not.toHaveBeenCalled();
    expect(ui.text()).toContain('Material saved!');
    expect(ui.root.querySelector('.pc-msheet__read')).not.toBeNull();
  });

  it('sends the body when the editor changed it, and re-embeds an embedded material', async () => {
    const ui = await open(viewOf({ material: { isEmbedded: true, resourceId: 'res-1' } }));
    await ui.edit();
    await ui.typeBody('<p>New</p>');
    await ui.click(ui.save());
    expect(ui.api.update).toHaveBeenCalledWith('m1', { title: 'OSHA basics', body: '<p>New</p>' });
    expect(ui.api.embed).toHaveBeenCalledWith({ materialId: 'm1', resourceId: 'res-1', orgId: 'org' });
    expect(ui.text()).toContain('Embedding...');
  });

  it('re-embeds an embedded standalone material (no resource) after a save', async () => {
    const ui = await open(viewOf({ material: { isEmbedded: true, resourceId: null } }));
    await ui.edit();
    await ui.typeBody('<p>New</p>');
    await ui.click(ui.save());
    expect(ui.api.embed).toHaveBeenCalledWith({ materialId: 'm1', resourceId: null, orgId: 'org' });
  });

  it('asks before Cancel drops changes', async () => {
    const ui = await open(viewOf());
    await ui.edit();
    await ui.click(ui.button('Cancel'));
    expect(ui.root.querySelector('.pc-msheet__read')).not.toBeNull();
    await ui.edit();
    await ui.typeBody('changed');
    await ui.click(ui.button('Cancel'));
    expect(ui.dialogs()).toContain('Discard changes?');
    await ui.click(ui.button('Discard'));
    expect(ui.root.querySelector('.pc-msheet__read')).not.toBeNull();
  });
});

describe('MaterialSheet drafts', () => {
  async function* chunks() {
    yield '<p>Question one?</p>';
    yield '<p>Answer one.</p>';
  }
  const draft: GeneratedDraft = {
    title: 'OSHA basics: Q&A',
    promptType: 'qaPairs',
    resourceId: null,
    sourceMaterialId: 'm1',
    extractive: true,
    chunks: chunks(),
  };
  let startDraft: (d: GeneratedDraft) => void = () => undefined;
  const loadGenerateDraft = async () => ({
    GenerateDraft: ({ onDraft }: GenerateDraftProps) => {
      startDraft = onDraft;
      return null;
    },
  });

  it("streams a draft into a new material, creates it as a draft, then offers 'Add Material'", async () => {
    const ui = await open(viewOf(), { loadGenerateDraft });
    await ui.flush();
    await act(() => startDraft(draft));
    await ui.until(() => ui.root.querySelector('button[type="submit"]:not([disabled])') !== null);
    expect(ui.root.querySelector('.pc-msheet__title')!.textContent).toBe('OSHA basics: Q&A');
    expect(ui.root.querySelector('.pc-msheet__badge')!.textContent).toBe('draft');
    await ui.click(ui.save());
    expect(ui.api.create).toHaveBeenCalledWith({
      organizationId: 'org',
      title: 'OSHA basics: Q&A',
      body: '<p>Question one?</p><p>Answer one.</p>',
      isDraft: true,
      promptType: 'qaPairs',
      resourceId: null,
    });
    await ui.flush();
    expect(ui.dialogs()).toContain('Add Material');
    expect(ui.field('Resource group').value).toBe('rg1');
    await ui.click(ui.button('Move to resources'));
    expect(ui.api.createResource).toHaveBeenCalledWith({
      orgId: 'org',
      name: 'OSHA basics: Q&A',
      body: '<p>Question one?</p><p>Answer one.</p>',
      parentId: 'rg1',
    });
    expect(ui.api.update).toHaveBeenCalledWith('m-new', { resourceId: 'res-new', isEmbedded: true });
    expect(ui.api.embed).toHaveBeenCalledWith({ materialId: 'm-new', resourceId: 'res-new', orgId: 'org' });
  });
});
