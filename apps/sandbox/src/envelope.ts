import type { Context } from 'hono';

/** The platform's `{ success, value, message }` envelope. */
export function ok(c: Context, value: unknown) {
  return c.json({ success: true, value });
}

export function refuse(c: Context, message: string) {
  return c.json({ success: false, message });
}
