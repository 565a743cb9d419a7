import { describe, expect, it } from 'vitest';
import { materialDraftTitle, ZMaterialDraftRequest } from './material-drafts.schema.ts';

describe('materialDraftTitle', () => {
  it.each([
    ['qaPairs', 'OSHA 10 safety basics', '3 question/answer pairs: OSHA 10 safety basics'],
    ['mainPoints', 'OSHA 10 safety basics', 'Main points and observations: OSHA 10 safety basics'],
    ['linkedInPost', '  Financial aid  ', 'LinkedIn post: Financial aid'],
    ['email', 'Lab hours', 'Email: Lab hours'],
  ] as const)('%s of %j → %j', (preset, title, expected) => {
    expect(materialDraftTitle(preset, title)).toBe(expected);
  });

  it('stays within a material title (200 characters)', () => {
    const title = materialDraftTitle('email', 'x'.repeat(300));
    expect(title).toHaveLength(200);
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('ZMaterialDraftRequest', () => {
  it.each([
    [{ promptType: 'qaPairs' }, true],
    [{ promptType: 'email', fileId: 'f1' }, true],
    [{ promptType: 'tweet' }, false],
    [{ promptType: 'email', fileId: '' }, false],
    [{}, false],
  ])('%j valid: %s', (input, valid) => {
    expect(ZMaterialDraftRequest.safeParse(input).success).toBe(valid);
  });

  it('names the presets when the preset is unknown', () => {
    expect(ZMaterialDraftRequest.safeParse({ promptType: 'tweet' }).error?.issues[0]?.message).toBe(
      'promptType must be one of qaPairs, mainPoints, linkedInPost, email',
    );
  });
});
