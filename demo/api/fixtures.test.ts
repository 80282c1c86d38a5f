// @vitest-environment node
// Every captured fixture in tests/fixtures/<call>/<scenario>.json must match the contract:
// success answers their call's schema, errors the ErrorBody shape.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { assert } from 'superstruct';
import { ErrorBody } from '../../src/core/api/schemas.ts';
import { CALL_SCHEMAS, type Fixture } from './fixtures-map.ts';

const DIR = fileURLToPath(new URL('../../tests/fixtures/', import.meta.url));
const calls = Object.keys(CALL_SCHEMAS);

describe('fixtures', () => {
  it('exist for every call with at least one success scenario', () => {
    for (const call of calls) {
      expect(existsSync(join(DIR, call)), call).toBe(true);
      const statuses = readdirSync(join(DIR, call)).map((f) => (JSON.parse(readFileSync(join(DIR, call, f), 'utf8')) as Fixture).status);
      expect(statuses.some((s) => s >= 200 && s < 300), call).toBe(true);
    }
  });

  for (const call of calls) {
    const dir = join(DIR, call);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    for (const file of files) {
      it(`${call}/${file}`, () => {
        const fx = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Fixture;
        expect(typeof fx.status).toBe('number');
        if (fx.status === 204) {
          expect(fx.body).toBeNull();
        } else if (fx.status >= 200 && fx.status < 300) {
          const schema = CALL_SCHEMAS[call];
          expect(schema).toBeTruthy();
          assert(fx.body, schema!);
        } else if (fx.status === 400 && typeof fx.body === 'string') {
          expect(call).toBe('ext-viacep'); // ViaCEP answers malformed CEPs with an HTML page
        } else {
          // 303 from activate-verify carries {detail} too
          assert(fx.body, ErrorBody);
          expect(typeof (fx.body as { detail?: unknown }).detail).toBe('string');
        }
      });
    }
  }
});
