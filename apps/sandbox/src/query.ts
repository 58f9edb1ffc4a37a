import type { z } from 'zod/mini';

/**
 * GET parameters arrive as text; the endpoint table's request schemas say which are numbers,
 * booleans or lists. This reads the schema (zod's definition objects) to convert them before
 * validation, so the same schema checks a GET and a POST.
 */
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  options?: Schema[];
  element?: Schema;
  values?: unknown[];
}
interface Schema {
  _zod: { def: Def };
}

function unwrap(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = current._zod.def;
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

const numeric = /^-?\d+(\.\d+)?$/;

function accepts(schema: Schema, type: 'number' | 'boolean'): boolean {
  const def = unwrap(schema)._zod.def;
  if (def.type === type) return true;
  if (def.type === 'literal') return (def.values ?? []).some((value) => typeof value === type);
  if (def.type === 'union') return (def.options ?? []).some((option) => accepts(option, type));
  return false;
}

function coerce(schema: Schema | undefined, text: string): unknown {
  if (!schema) return text;
  const def = unwrap(schema)._zod.def;
  if (def.type === 'array') return text === '' ? [] : text.split(',').map((item) => coerce(def.element, item));
  if (accepts(schema, 'number') && numeric.test(text)) return Number(text);
  if (accepts(schema, 'boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

export function coerceQuery(schema: z.ZodMiniType, query: Record<string, string[]>): Record<string, unknown> {
  const root = unwrap(schema as unknown as Schema)._zod.def;
  const shape = root.type === 'object' ? (root.shape ?? {}) : {};
  const result: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(query)) {
    const text = values[values.length - 1];
    if (text !== undefined) result[key] = coerce(shape[key], text);
  }
  return result;
}
