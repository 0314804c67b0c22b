import { describe, expect, it } from 'vitest';
import { registerFormSchema, strongPasswordSchema } from './auth';

function messages(password: string) {
  const r = strongPasswordSchema.safeParse(password);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('registration password rules (spec 5)', () => {
  it('accepts a password meeting every rule', () => {
    expect(messages('Zomer-Wandeling-2026')).toEqual([]);
  });
  it('needs 12 characters', () => expect(messages('Kort-1a')).toContain('passwordMin12'));
  it('needs an uppercase letter', () => expect(messages('alleen-klein-1234')).toContain('passwordUppercase'));
  it('needs a lowercase letter', () => expect(messages('ALLEEN-GROOT-1234')).toContain('passwordLowercase'));
  it('needs a digit', () => expect(messages('Geen-Cijfers-Hier')).toContain('passwordDigit'));
  it('needs a special character', () => expect(messages('GeenSpeciaal1234')).toContain('passwordSpecial'));
  it('needs the confirmation to match, reported on confirmPassword', () => {
    const r = registerFormSchema.safeParse({
      username: 'anna',
      email: 'anna@example.nl',
      password: 'Zomer-Wandeling-2026',
      confirmPassword: 'Zomer-Wandeling-2027',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'passwordsDontMatch' }),
    ]);
  });
});
