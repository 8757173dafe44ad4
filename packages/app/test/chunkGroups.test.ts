import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vendorGroups } from '../chunkGroups.ts';

const contractDir = path.resolve(import.meta.dirname, '../../api/src/contract');
const contractGroup = vendorGroups.find((group) => group.name === 'contract');

describe('the contract chunk group', () => {
  // A zod-free module inside the group drags the whole contract chunk (zod and every schema) into whatever
  // imports it statically: the entry, through the error report's LIMITS or the format module's FIELD_UNITS.
  it('takes exactly the contract modules that run zod', () => {
    const modules = readdirSync(contractDir).filter((file) => file.endsWith('.ts'));
    const inGroup = modules.filter((file) => contractGroup?.test.test(path.join(contractDir, file)));
    const runZod = modules.filter((file) =>
      /^import (?!type )[^;]*from 'zod(\/mini)?';/m.test(readFileSync(path.join(contractDir, file), 'utf8')),
    );
    expect(runZod.length).toBeGreaterThan(0);
    expect(inGroup.sort()).toEqual(runZod.sort());
  });

  it('takes zod itself', () => {
    expect(contractGroup?.test.test('/repo/node_modules/zod/v4/classic/schemas.js')).toBe(true);
  });
});
