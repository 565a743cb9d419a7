import { describe, expect, it } from 'vitest';
import { readEvents } from './sse.ts';

const stream = (parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of parts) c.enqueue(new TextEncoder().encode(p));
      c.close();
    },
  });

describe('readEvents', () => {
  it('reads named events split anywhere across chunks', async () => {
    const out = [];
    for await (const e of readEvents(
      stream([
        'event: start\ndata: {"nodes":2}\n\nev',
        'ent: text\ndata: {"text":"Lock',
        ' out"}\n\n: keep-alive\n\ndata: plain\n\nevent: done\ndata: {}',
      ]),
    ))
      out.push(e);
    expect(out).toEqual([
      { event: 'start', data: '{"nodes":2}' },
      { event: 'text', data: '{"text":"Lock out"}' },
      { event: 'message', data: 'plain' },
      { event: 'done', data: '{}' },
    ]);
  });
});
