// @vitest-environment happy-dom
import type { ChatSource } from '@pathcraft/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, mount } from '../lib/test-dom.tsx';
import { Sources } from './conversation-parts.tsx';

afterEach(cleanup);

const material: ChatSource = {
  n: 1,
  kind: 'resource',
  id: 'r1',
  title: 'OSHA 10 safety basics',
  url: '/examples/assistant.html#osha',
  snippet: '',
  materialId: 'm1',
};
const plain: ChatSource = {
  n: 2,
  kind: 'resource',
  id: 'r2',
  title: 'Paying for training',
  url: 'https://example.org/aid',
  snippet: '',
};

describe('Sources', () => {
  it('opens a cited material in the side sheet, and keeps other sources as links', async () => {
    const onOpenMaterial = vi.fn();
    const ui = await mount(
      <Sources sources={[material, plain]} base="https://pathcraft.test" onOpenMaterial={onOpenMaterial} />,
    );
    await ui.click(ui.button('OSHA 10 safety basics'));
    expect(onOpenMaterial).toHaveBeenCalledWith('m1');
    expect(ui.root.querySelector('a')!.textContent).toBe('Paying for training');
  });

  it('keeps a material source as its link where no sheet can open', async () => {
    const ui = await mount(<Sources sources={[material]} base="https://pathcraft.test" />);
    expect(ui.buttons('OSHA 10 safety basics')).toHaveLength(0);
    expect(ui.root.querySelector('a')!.getAttribute('href')).toBe(
      'https://pathcraft.test/examples/assistant.html#osha',
    );
  });
});
