// @vitest-environment happy-dom
import type { Editor } from '@tiptap/core';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, mount } from '../../lib/test-dom.tsx';
import type { MaterialEditorHandle } from '../editor-props.ts';
import { MaterialEditor } from './MaterialEditor.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function setup(html = '<p>Hello</p>', maxChars = 50_000) {
  const onChange = vi.fn();
  const toast = vi.fn();
  const uploadImage = vi.fn(async (_file: File) => ({ url: 'https://pc.test/files/public/o1/photo.png' }));
  const uploadPdf = vi.fn(async (file: File) => ({
    url: 'https://pc.test/files/public/o1/guide.pdf',
    name: file.name,
  }));
  let handle: MaterialEditorHandle | null = null;
  const ui = await mount(
    <MaterialEditor
      html={html}
      maxChars={maxChars}
      height={500}
      label="Body"
      onChange={onChange}
      onReady={(h) => (handle = h)}
      uploadImage={uploadImage}
      uploadPdf={uploadPdf}
      toast={toast}
    />,
  );
  const editor = (ui.root.querySelector('.ProseMirror') as HTMLElement & { editor: Editor }).editor;
  const run = (fn: () => void) => act(fn);
  return {
    ui,
    editor,
    handle: handle!,
    onChange,
    toast,
    uploadImage,
    uploadPdf,
    run,
    last: () => onChange.mock.calls.at(-1)![0],
  };
}

describe('MaterialEditor', () => {
  it('shows the content, names the editable area and reports the starting count clean', async () => {
    const { ui, handle, last } = await setup();
    const area = ui.root.querySelector('[role="textbox"]')!;
    expect([area.getAttribute('aria-label'), area.getAttribute('aria-multiline'), area.textContent]).toEqual([
      'Body',
      'true',
      'Hello',
    ]);
    expect(ui.root.querySelector('.pc-editor__scroll')?.getAttribute('style')).toContain('height: 500px');
    expect(ui.text()).toContain('49,995 characters remaining');
    expect(last()).toEqual({ chars: 5, overLimit: false, dirty: false });
    expect(handle.getHtml()).toBe('<p>Hello</p>');
  });

  it('reports over the limit with an alert, dirty until marked clean, and back under', async () => {
    const { ui, handle, run, last } = await setup('<p>Hello</p>', 10);
    await run(() => handle.setHtml('<p>12345678901</p>'));
    expect(last()).toEqual({ chars: 11, overLimit: true, dirty: true });
    expect(ui.root.querySelector('[role="alert"]')?.textContent).toBe(
      'This field exceeds the maximum number of characters (10) allowed.',
    );
    await run(() => handle.setHtml('<p>1234567890</p>'));
    expect(last()).toEqual({ chars: 10, overLimit: false, dirty: true });
    expect(ui.root.querySelector('[role="alert"]')).toBeNull();
    expect(ui.text()).toContain('0 characters remaining');
    await run(() => handle.markClean());
    expect(last()).toEqual({ chars: 10, overLimit: false, dirty: false });
    await run(() => handle.appendHtml('<h2>More</h2>'));
    expect(handle.getHtml()).toBe('<p>1234567890</p><h2>More</h2>');
    await run(() => handle.setHtml(''));
    expect(handle.getHtml()).toBe('');
  });

  it('toggles marks from the toolbar and tells their state with aria-pressed', async () => {
    const { ui, editor, handle, run } = await setup();
    await run(() => editor.commands.selectAll());
    const bold = ui.button('Bold');
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await ui.click(bold);
    expect(handle.getHtml()).toBe('<p><strong>Hello</strong></p>');
    expect(ui.button('Bold').getAttribute('aria-pressed')).toBe('true');
    await ui.click(ui.button('Bullet list'));
    expect(handle.getHtml()).toBe('<ul><li><p><strong>Hello</strong></p></li></ul>');
    await ui.click(ui.button('Undo'));
    expect(handle.getHtml()).toBe('<p><strong>Hello</strong></p>');
    expect(
      [...ui.root.querySelectorAll('[role="toolbar"] button')].every(
        (b) => b.getAttribute('type') === 'button' && (b.getAttribute('aria-label') || b.textContent),
      ),
    ).toBe(true);
  });

  it('adds a link with a button style, refusing addresses other than http, https and mailto', async () => {
    const { ui, editor, handle, run } = await setup();
    await run(() => editor.commands.selectAll());
    await ui.click(ui.button('Link'));
    expect(ui.dialogs()).toEqual(['Link']);
    expect(ui.field('Text').value).toBe('Hello');
    await ui.type('URL', 'javascript:alert(1)');
    await ui.click(ui.button('Insert'));
    expect(ui.errorOf(ui.field('URL'))).toBe('Enter an address starting with http://, https:// or mailto:.');
    await ui.type('URL', 'https://example.org/apply');
    await ui.type('Button style', 'primary');
    await ui.click(ui.field('Open in new tab'));
    await ui.click(ui.button('Insert'));
    expect(ui.dialogs()).toEqual([]);
    expect(handle.getHtml()).toBe(
      '<p><a href="https://example.org/apply" target="_blank" rel="noopener noreferrer" class="pc-btn pc-btn--primary">Hello</a></p>',
    );
  });

  it('embeds a video from a known host and explains an unknown one', async () => {
    const { ui, handle } = await setup('');
    await ui.click(ui.button('Media'));
    await ui.type('Video URL', 'https://example.org/video/1');
    await ui.click(ui.button('Insert'));
    expect(ui.errorOf(ui.field('Video URL'))).toBe(
      'This address is not a YouTube, Vimeo or Loom video. Paste the address of the video page.',
    );
    await ui.type('Video URL', 'https://youtu.be/dQw4w9WgXcQ');
    await ui.click(ui.button('Insert'));
    expect(handle.getHtml()).toContain(
      '<div class="pc-embed pc-embed--video"><iframe class="pc-embed__frame" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" allowfullscreen=""></iframe></div>',
    );
  });

  it('keeps an embed when the next one is inserted, with the cursor in a paragraph after each', async () => {
    const { ui, handle } = await setup('<p>Intro</p>');
    for (const url of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      await ui.click(ui.button('Media'));
      await ui.type('Video URL', url);
      await ui.click(ui.button('Insert'));
    }
    expect(handle.getHtml().match(/<iframe [^>]*src="[^"]+"/g)).toEqual([
      '<iframe class="pc-embed__frame" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"',
      '<iframe class="pc-embed__frame" src="https://player.vimeo.com/video/76979871"',
    ]);
  });

  it('never submits the side sheet form around it: toolbar buttons, dialog buttons, Enter in a dialog field', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const ui = await mount(
      <form onSubmit={onSubmit}>
        <MaterialEditor
          html="<p>Hi</p>"
          maxChars={100}
          height={500}
          label="Body"
          onChange={() => undefined}
          onReady={() => undefined}
          uploadImage={vi.fn()}
          uploadPdf={vi.fn()}
          toast={vi.fn()}
        />
      </form>,
    );
    await ui.click(ui.button('Bold'));
    await ui.click(ui.button('Media'));
    await ui.type('Video URL', 'https://vimeo.com/76979871');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    await act(() => void ui.field('Video URL').dispatchEvent(enter));
    expect(enter.defaultPrevented).toBe(true);
    expect(ui.dialogs()).toEqual([]);
    expect(ui.root.querySelector('.pc-embed--video')).not.toBeNull();
    await ui.click(ui.button('Import Markdown'));
    await ui.click(ui.button('Cancel'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts the text as the server does, blocks joined without separators', async () => {
    const { last } = await setup('<h2>Ab</h2><ul><li><p>cd</p></li></ul><p>ef</p>');
    expect(last()).toEqual({ chars: 6, overLimit: false, dirty: false });
  });

  it('imports Markdown at the cursor', async () => {
    const { ui, handle } = await setup('');
    await ui.click(ui.button('Import Markdown'));
    expect(ui.dialogs()).toEqual(['Import Markdown']);
    await ui.type('Markdown', '# Heading\n\n- a\n- b\n\n<script>alert(1)</script>');
    await ui.click(ui.button('Convert Markdown to HTML'));
    // The converter is a chunk of its own, loaded when the dialog opened.
    await vi.waitFor(async () => {
      await ui.flush();
      expect(ui.dialogs()).toEqual([]);
    });
    expect(handle.getHtml()).toBe('<h1>Heading</h1><ul><li><p>a</p></li><li><p>b</p></li></ul>');
  });

  it('uploads and embeds a PDF with its link as a fallback, refusing other files', async () => {
    const { ui, handle, uploadPdf, toast } = await setup('');
    await ui.click(ui.button('Upload/Embed PDF'));
    expect(ui.text()).toContain('Supported File types: .pdf');
    const input = ui.root.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('.pdf,application/pdf');
    const choose = async (file: File) => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      await ui.click(ui.button('Choose File'));
      await act(() => void input.dispatchEvent(new Event('change')));
      await ui.flush();
    };
    await choose(
      new File(['x'], 'notes.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    expect(ui.root.querySelector('[role="alert"]')?.textContent).toBe('Only .pdf files can be embedded.');
    expect(uploadPdf).not.toHaveBeenCalled();
    await choose(new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' }));
    expect(ui.dialogs()).toEqual([]);
    expect(handle.getHtml()).toBe(
      '<div class="pc-embed pc-embed--pdf"><iframe class="pc-embed__frame" src="https://pc.test/files/public/o1/guide.pdf" title="guide.pdf"></iframe></div><p><a href="https://pc.test/files/public/o1/guide.pdf" target="_blank" rel="noopener noreferrer" class="pc-pdf-link">guide.pdf</a></p>',
    );
    expect(toast).toHaveBeenCalledWith('success', 'File uploaded!');
  });

  it('uploads an image with its alt text, telling each step, and says when it fails', async () => {
    // happy-dom decodes no images: the browser's decoder says how large this one is.
    vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 600, close() {} }));
    const { ui, handle, toast, uploadImage } = await setup('');
    const insert = async (alt: string) => {
      await ui.click(ui.button('Image'));
      const input = ui.field('Image file');
      Object.defineProperty(input, 'files', {
        value: [new File(['png'], 'photo.png', { type: 'image/png' })],
        configurable: true,
      });
      await act(() => void input.dispatchEvent(new Event('change', { bubbles: true })));
      await ui.type('Alt text', alt);
      await ui.click(ui.button('Insert'));
      await ui.flush();
    };
    await insert('A welder at work');
    expect(toast.mock.calls).toEqual([
      ['info', 'Uploading image...'],
      ['success', 'Image uploaded'],
    ]);
    expect(handle.getHtml()).toBe('<img src="https://pc.test/files/public/o1/photo.png" alt="A welder at work">');
    toast.mockClear();
    uploadImage.mockRejectedValueOnce(new Error('File too large'));
    await insert('Second');
    expect(toast.mock.calls).toEqual([
      ['info', 'Uploading image...'],
      ['error', 'Image upload failed File too large'],
    ]);
  });
});
