import { describe, expect, it, vi } from 'vitest';
import {
  assistantCloseMessage,
  isPathcraftMessage,
  isTrustedMessage,
  jobProfileCreateMessage,
  postToParent,
} from './messages.ts';

const msg = jobProfileCreateMessage('doc-1', 'org-1', 1_700_000_000_000);
// Message sources are compared by identity: two real ports stand for the parent window and another one.
const parentSource: MessageEventSource = new MessageChannel().port1;
const otherSource: MessageEventSource = new MessageChannel().port1;

describe('jobProfileCreateMessage', () => {
  it('carries the version, the action, docId, orgId and time', () => {
    expect(msg).toEqual({ v: 1, action: 'jobProfileCreate', docId: 'doc-1', orgId: 'org-1', time: 1_700_000_000_000 });
  });
});

describe('assistantCloseMessage', () => {
  it('carries the version, the action, integrationId and reason', () => {
    expect(assistantCloseMessage('demo-assistant', 'user')).toEqual({
      v: 1,
      action: 'assistantClose',
      integrationId: 'demo-assistant',
      reason: 'user',
    });
  });
});

describe('isPathcraftMessage', () => {
  it.each([
    [msg, true],
    [{ ...msg, orgId: null }, true],
    [{ ...msg, action: 'other' }, false],
    [{ ...msg, docId: 1 }, false],
    [{ ...msg, orgId: undefined }, false],
    [{ ...msg, time: '1' }, false],
    [{ ...msg, time: Number.NaN }, false],
    ['jobProfileCreate', false],
    [null, false],
    [assistantCloseMessage('demo-assistant', 'profanity'), true],
    [{ action: 'assistantClose', integrationId: 'demo-assistant', reason: 'bored' }, false],
    [{ action: 'assistantClose', reason: 'user' }, false],
    // Senders from before versions existed send no v: still accepted as version 1.
    [{ action: 'jobProfileCreate', docId: 'doc-1', orgId: 'org-1', time: 1 }, true],
    [{ action: 'assistantClose', integrationId: 'demo-assistant', reason: 'user' }, true],
    [{ ...msg, v: 2 }, false],
    [{ ...msg, v: '1' }, false],
  ])('%j is %s', (data, expected) => {
    expect(isPathcraftMessage(data)).toBe(expected);
  });
});

describe('postToParent', () => {
  it('posts to the exact origin of the target', () => {
    const parent = { postMessage: vi.fn() };
    expect(postToParent(msg, 'https://customer.example/some/page?x=1', parent)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(msg, 'https://customer.example');
  });

  it.each(['*', '/', '', 'null', 'javascript:alert(1)', 'file:///etc/passwd'])(
    'refuses the target origin %j',
    (origin) => {
      const parent = { postMessage: vi.fn() };
      expect(() => postToParent(msg, origin, parent)).toThrow(TypeError);
      expect(parent.postMessage).not.toHaveBeenCalled();
    },
  );

  it('does nothing when the page has no parent', () => {
    expect(postToParent(msg, 'https://customer.example', null)).toBe(false);
  });
});

describe('isTrustedMessage', () => {
  const event = (over: Partial<MessageEvent>) => ({
    origin: 'https://app.pathcraft.example',
    source: parentSource,
    data: msg,
    ...over,
  });

  it.each([
    ['the expected origin and source', true, () => event({})],
    ['another origin', false, () => event({ origin: 'https://evil.example' })],
    ['a look-alike origin', false, () => event({ origin: 'https://app.pathcraft.example.evil.example' })],
    ['another source', false, () => event({ source: otherSource })],
    ['no source', false, () => event({ source: null })],
    ['a malformed message', false, () => event({ data: { action: 'jobProfileCreate' } })],
  ])('accepts a message from %s: %s', (_name, expected, e) => {
    expect(isTrustedMessage(e(), 'https://app.pathcraft.example', parentSource)).toBe(expected);
  });

  it('normalises the expected origin and refuses a wildcard', () => {
    expect(isTrustedMessage(event({}), 'https://app.pathcraft.example/', parentSource)).toBe(true);
    expect(isTrustedMessage(event({}), '*', parentSource)).toBe(false);
  });

  it('refuses everything when no source is expected', () => {
    expect(isTrustedMessage(event({ source: null }), 'https://app.pathcraft.example', null)).toBe(false);
  });
});
