import { describe, expect, it, vi } from 'vitest';
import { notifyParent, parentOrigin } from './notify-parent.ts';

const created = { docId: 'jp_1', orgId: 'demo-workforce-org', time: 1767225600000 };

function frame({
  ancestors,
  referrer = '',
  framed = true,
}: {
  ancestors?: string[];
  referrer?: string;
  framed?: boolean;
}) {
  const parent = { postMessage: vi.fn() };
  const win = {
    parent: parent as unknown as Window,
    postMessage: vi.fn(),
    location: { ancestorOrigins: ancestors },
    document: { referrer },
  };
  if (!framed) win.parent = win as unknown as Window;
  return { win, parent };
}

describe('parentOrigin', () => {
  it.each([
    [{ ancestors: ['https://workforce.example.org'] }, 'https://workforce.example.org'],
    [{ ancestors: ['https://a.example.org'], referrer: 'https://b.example.org/page' }, 'https://a.example.org'],
    [{ referrer: 'https://partner.example.com/careers/plan?x=1' }, 'https://partner.example.com'],
    [{ ancestors: [], referrer: 'http://localhost:3000/examples/parent.html' }, 'http://localhost:3000'],
    [{ ancestors: ['null'] }, null],
    [{}, null],
  ])('%j → %s', (opts, origin) => {
    expect(parentOrigin(frame(opts).win)).toBe(origin);
  });
});

describe('notifyParent', () => {
  it('posts jobProfileCreate to the parent’s exact origin', () => {
    const { win, parent } = frame({ ancestors: ['https://workforce.example.org'] });
    expect(notifyParent(created, win)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { v: 1, action: 'jobProfileCreate', ...created },
      'https://workforce.example.org',
    );
  });

  it('posts nothing when the page is not framed or the parent’s origin is unknown, and never to *', () => {
    const alone = frame({ ancestors: ['https://workforce.example.org'], framed: false });
    expect(notifyParent(created, alone.win)).toBe(false);
    const unknown = frame({});
    expect(notifyParent(created, unknown.win)).toBe(false);
    expect(unknown.parent.postMessage).not.toHaveBeenCalled();
  });
});
