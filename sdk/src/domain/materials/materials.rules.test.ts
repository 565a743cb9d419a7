import { describe, expect, it } from 'vitest';
import { canEditMaterial, fileKind, humanFileSize } from './materials.rules.ts';

describe('fileKind', () => {
  it.each([
    ['application/pdf', 'a.bin', 'pdf'],
    [null, 'handout.PDF', 'pdf'],
    ['image/png', 'x', 'image'],
    ['audio/mpeg', 'talk.mp3', 'audio'],
    ['video/mp4', 'clip', 'video'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'x', 'sheet'],
    ['text/csv', 'x', 'sheet'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'x', 'doc'],
    ['application/octet-stream', 'notes.docx', 'doc'],
    ['application/octet-stream', 'interview.wav', 'audio'],
    ['application/zip', 'bundle.zip', 'other'],
  ] as const)('%s %s is %s', (type, name, kind) => {
    expect(fileKind(type, name)).toBe(kind);
  });
});

describe('humanFileSize', () => {
  it.each([
    [null, '—'],
    [999, '999 B'],
    [1200, '1.2 KB'],
    [34_000, '34 KB'],
    [3_400_000, '3.4 MB'],
  ] as const)('%s bytes read %s', (bytes, text) => {
    expect(humanFileSize(bytes)).toBe(text);
  });
});

describe('canEditMaterial', () => {
  const material = { orgId: 'org', userId: 'author' };
  it.each([
    ['an anonymous reader', null, false],
    ['the author', { id: 'author', roles: ['student'], orgId: 'other' }, true],
    ['an admin of the organization', { id: 'u', roles: ['admin'], orgId: 'org' }, true],
    ['an admin of another organization', { id: 'u', roles: ['admin'], orgId: 'other' }, false],
    ['a student of the organization', { id: 'u', roles: ['student'], orgId: 'org' }, false],
    ['the super admin', { id: 'u', roles: ['superAdmin'], orgId: null }, true],
  ] as const)('%s: %s', (_who, user, can) => {
    expect(canEditMaterial(user, material)).toBe(can);
  });
});
