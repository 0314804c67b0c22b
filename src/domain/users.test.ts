import { describe, expect, it } from 'vitest';
import {
  adminUserCreateSchema,
  adminUserEditFormSchema,
  changePasswordSchema,
  DEFAULT_NOTIFICATION_SETTINGS,
  profileUpdateSchema,
} from './users';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

/** Each change to a valid form is refused with the message the form shows first. */
function itRefusesChanges(
  title: string,
  schema: { safeParse: (input: unknown) => Parameters<typeof firstMessage>[0] },
  valid: Record<string, string>,
  cases: [change: Record<string, string>, message: string][],
) {
  it.each(cases)(title, (change, message) => {
    expect(firstMessage(schema.safeParse({ ...valid, ...change }))).toBe(message);
  });
}

describe('profile form rules (spec 5)', () => {
  it('needs a username of at least 2 characters', () => {
    expect(firstMessage(profileUpdateSchema.safeParse({ username: 'a' }))).toBe('usernameMin2');
    expect(profileUpdateSchema.safeParse({ username: 'an' }).success).toBe(true);
  });
  it('needs a valid e-mail address, or none', () => {
    expect(firstMessage(profileUpdateSchema.safeParse({ email: 'geen-adres' }))).toBe('invalidEmail');
    expect(profileUpdateSchema.safeParse({ email: '' }).success).toBe(true);
  });
  it('keeps the bio to 160 characters', () => {
    expect(profileUpdateSchema.safeParse({ bio: 'x'.repeat(160) }).success).toBe(true);
    expect(firstMessage(profileUpdateSchema.safeParse({ bio: 'x'.repeat(161) }))).toBe('bioMax160');
  });
  it('accepts only the three genders and the five cities', () => {
    for (const gender of ['man', 'vrouw', 'neutraal']) {
      expect(profileUpdateSchema.safeParse({ gender }).success).toBe(true);
    }
    expect(profileUpdateSchema.safeParse({ gender: 'anders' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ location: 'den-haag' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ location: 'parijs' }).success).toBe(false);
  });
  it('strips fields a member may not set, such as isAdmin', () => {
    const parsed = profileUpdateSchema.parse({ username: 'anna', isAdmin: true });
    expect(parsed).toEqual({ username: 'anna' });
  });
});

describe('notification defaults (spec 3)', () => {
  it('has e-mail, activity updates and new activities on; push and marketing off', () => {
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({
      emailNotifications: true,
      pushNotifications: false,
      activityUpdates: true,
      newActivities: true,
      marketingEmails: false,
      reminderTime: '18:00',
    });
  });
});

describe('change password', () => {
  const valid = {
    currentPassword: 'oud',
    newPassword: 'Nieuw-Wachtwoord-1',
    confirmPassword: 'Nieuw-Wachtwoord-1',
  };
  it('takes a current password and a strong new one, confirmed', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });
  itRefusesChanges('refuses %j with %s', changePasswordSchema, valid, [
    // The registration rules for the new password.
    [{ newPassword: 'kort', confirmPassword: 'kort' }, 'passwordMin12'],
    [{ currentPassword: '' }, 'currentPasswordRequired'],
    [{ confirmPassword: 'Iets-Anders-12' }, 'passwordsDontMatch'],
  ]);
});

describe('admin user form (spec 5)', () => {
  const valid = {
    username: 'nieuw',
    email: 'nieuw@example.nl',
    password: 'Beheer-Sterk-12',
    confirmPassword: 'Beheer-Sterk-12',
  };
  it("creates an administrator by default ('Beheerder' on)", () => {
    expect(adminUserCreateSchema.parse(valid).isAdmin).toBe(true);
  });
  itRefusesChanges(
    'needs the same strong password as registration, with its confirmation: %j is %s',
    adminUserCreateSchema,
    valid,
    [
      // Six characters were once enough for an account an administrator made.
      [{ password: 'zes666', confirmPassword: 'zes666' }, 'passwordMin12'],
      [{ password: 'beheer-sterk-12', confirmPassword: 'beheer-sterk-12' }, 'passwordUppercase'],
      [{ confirmPassword: '' }, 'confirmPasswordRequired'],
      [{ confirmPassword: 'Beheer-Sterk-13' }, 'passwordsDontMatch'],
    ],
  );
  it('leaves the password alone on edit when it is empty', () => {
    expect(adminUserEditFormSchema.safeParse({ username: 'nieuw', password: '' }).success).toBe(true);
    expect(
      firstMessage(adminUserEditFormSchema.safeParse({ username: 'nieuw', password: 'Beheer-Sterk-12' })),
    ).toBe('confirmPasswordRequired');
  });
});
