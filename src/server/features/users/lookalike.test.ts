import { describe, expect, it } from 'vitest';
import { lookalikeKey, skeleton } from './lookalike';

describe('skeleton (UTS #39)', () => {
  it('maps look-alike letters of other scripts to their Latin prototype', () => {
    expect(skeleton('раul')).toBe(skeleton('paul')); // Cyrillic р and а
    expect(skeleton('Ρaul')).toBe(skeleton('Paul')); // Greek capital rho
    expect(skeleton('ｐaul')).toBe(skeleton('paul')); // full-width p
  });

  it('maps look-alike sequences and digits', () => {
    expect(skeleton('rnarieke')).toBe(skeleton('marieke'));
    expect(skeleton('jan1')).toBe(skeleton('janl'));
  });

  it('keeps letters that only share a base apart', () => {
    expect(skeleton('josé')).not.toBe(skeleton('jose'));
  });
});

describe('lookalikeKey', () => {
  it('is the same for names that look alike as typed, whatever script or case imitates them', () => {
    expect(lookalikeKey('AdmIn')).toBe(lookalikeKey('Admln'));
    expect(lookalikeKey('раul')).toBe(lookalikeKey('paul'));
    expect(lookalikeKey('РAUL')).toBe(lookalikeKey('PAUL'));
    expect(lookalikeKey('pieter0')).toBe(lookalikeKey('pieterO'));
  });

  it('differs for names that read differently', () => {
    for (const [a, b] of [
      ['anna', 'anne'],
      ['jan', 'jana'],
      ['sanne', 'sanna'],
      ['pieter', 'peter'],
    ]) {
      expect(lookalikeKey(a!)).not.toBe(lookalikeKey(b!));
    }
  });
});
