import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './index.ts';
import { importFromOwnModules, sdkNameModules } from './sdk-direct-imports.ts';

const sdk = join(ROOT, 'sdk/src');
const modules = sdkNameModules(ROOT);
const from = (module: string) => JSON.stringify(join(sdk, module));

describe('the server build imports each sdk name from its own module (issue 29 goal 5)', () => {
  it('finds where the names are declared', () => {
    expect(modules.get('ENCRYPTED_FIELDS')).toBe(join(sdk, 'domain/user-profiles/user-profiles.rules.ts'));
    expect(modules.get('wholeNumberText')).toBe(join(sdk, 'domain/form-checks.ts'));
  });

  it.each([
    [
      'one name',
      "import { wholeNumberText } from '@pathcraft/sdk';",
      `import { wholeNumberText } from ${from('domain/form-checks.ts')};`,
    ],
    [
      'names of two modules, one renamed, over lines',
      "import {\n  ENCRYPTED_FIELDS as fields,\n  wholeNumberText,\n} from '@pathcraft/sdk';",
      `import { ENCRYPTED_FIELDS as fields } from ${from('domain/user-profiles/user-profiles.rules.ts')}; import { wholeNumberText } from ${from('domain/form-checks.ts')};`,
    ],
    [
      'a type-only import is left alone',
      "import type { Role } from '@pathcraft/sdk';",
      "import type { Role } from '@pathcraft/sdk';",
    ],
    [
      'a namespace import is left alone',
      "import * as sdk from '@pathcraft/sdk';",
      "import * as sdk from '@pathcraft/sdk';",
    ],
    ['another package is left alone', "import { z } from 'zod';", "import { z } from 'zod';"],
    [
      'a name the barrel does not declare stays on the barrel',
      "import { notAnSdkName } from '@pathcraft/sdk';",
      `import { notAnSdkName } from "@pathcraft/sdk";`,
    ],
  ])('%s', (_, code, expected) => {
    expect(importFromOwnModules(code, modules)).toBe(expected);
  });
});
