import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

interface Issue {
  path?: unknown;
  message?: unknown;
}

/**
 * Puts a failed submission's message on the form: field issues from a 400 go under their fields (named by
 * their whole path or its first part), anything else (409 "username taken", 401 "wrong password") shows
 * above the submit button.
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
    const path = Array.isArray(issue.path)
      ? issue.path.join('.')
      : typeof issue.path === 'string'
        ? issue.path
        : undefined;
    // A nested field ('identity.tagline.nl') by its whole path, else the field its path starts with.
    const field = fields.find((f) => f === path) ?? fields.find((f) => f === path?.split('.')[0]);
    if (field && typeof issue.message === 'string') {
      setError(field, { type: 'server', message: issue.message });
      placed = true;
    }
  }
  if (!placed) {
    setError('root.server', { type: 'server', message: error instanceof Error ? error.message : fallback });
  }
}
