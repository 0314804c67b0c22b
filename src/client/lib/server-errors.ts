import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

interface Issue {
  path?: unknown;
  message?: unknown;
}

/**
 * Puts a failed submission's message on the form: field issues from a 400 go under their fields, anything
 * else (409 "username taken", 401 "wrong password") shows above the submit button.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
) {
  const issues = error instanceof ApiError && Array.isArray(error.issues) ? (error.issues as Issue[]) : [];
  let placed = false;
  for (const issue of issues) {
    const first = Array.isArray(issue.path)
      ? issue.path[0]
      : typeof issue.path === 'string'
        ? issue.path.split('.')[0]
        : undefined;
    const field = fields.find((f) => f === first);
    if (field && typeof issue.message === 'string') {
      setError(field, { type: 'server', message: issue.message });
      placed = true;
    }
  }
  if (!placed) {
    setError('root.server', { type: 'server', message: error instanceof Error ? error.message : fallback });
  }
}
