// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEmbedConfig, installCommands, QUEUE_SNIPPET } from './commands.ts';

const host = window;
const detail = { docId: 'd1', orgId: 'o1', time: 1 };
const fire = () =>
  document.body.dispatchEvent(new CustomEvent('pathcraft:jobProfileCreate', { detail, bubbles: true, composed: true }));

afterEach(() => {
  delete host.Pathcraft;
});

describe('installCommands', () => {
  it('replays calls queued by the snippet before the loader ran', () => {
    new Function(QUEUE_SNIPPET)();
    const handler = vi.fn();
    host.Pathcraft!('on', 'jobProfileCreate', handler);
    expect(handler).not.toHaveBeenCalled();

    installCommands(host, document);
    fire();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]![0].detail).toEqual(detail);
  });

  it('listens and stops listening once installed', () => {
    const api = installCommands(host, document);
    const handler = vi.fn();
    api('on', 'jobProfileCreate', handler);
    fire();
    api('off', 'jobProfileCreate', handler);
    fire();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(host.Pathcraft).toBe(api);
  });

  it('exposes what the loader learned through getEmbedConfig', () => {
    expect(getEmbedConfig()).toEqual({ base: null, org: null, nonce: null });
    const api = installCommands(host, document);
    api.base = 'https://app.pathcraft.example/';
    api.org = 'acme';
    api.nonce = 'r4nd0m';
    expect(getEmbedConfig()).toEqual({ base: 'https://app.pathcraft.example/', org: 'acme', nonce: 'r4nd0m' });
  });
});
