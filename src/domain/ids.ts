import { z } from 'zod';

/** The largest id a PostgreSQL serial column hands out; a larger number names no row. */
export const MAX_SERIAL = 2_147_483_647;

/** A row id in a payload or a form field: a whole number from 1 up to MAX_SERIAL; `message` otherwise. */
export const serialId = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_SERIAL, message);

/** Whether a number could be the id of a stored row. */
export function isSerialId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_SERIAL;
}

/**
 * An id in a URL path, such as /api/activities/{id}. The two ways it can be wrong are told apart because
 * they are answered differently: 'malformed' (not digits: the address is wrong, a 400) and 'unknown'
 * (digits no row can have: simply not found, a 404).
 */
export const pathIdSchema = z
  .string()
  .regex(/^\d{1,20}$/, 'malformed')
  .transform(Number)
  .refine(isSerialId, 'unknown');

export type PathIdProblem = 'malformed' | 'unknown';

/** The id a path segment names, or why it names none. */
export function readPathId(raw: string): { id: number } | { problem: PathIdProblem } {
  const result = pathIdSchema.safeParse(raw);
  if (result.success) return { id: result.data };
  return { problem: result.error.issues[0]?.message === 'unknown' ? 'unknown' : 'malformed' };
}
