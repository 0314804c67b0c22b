import { describe, expect, it } from 'vitest';
import { snapshotSees } from './snapshot-sees';

describe('whether a snapshot sees a transaction', () => {
  it('sees those done before it, and none running or begun after it', () => {
    const snapshot = '100:105:101,103';
    expect(snapshotSees(snapshot, '99')).toBe(true);
    expect(snapshotSees(snapshot, '100')).toBe(true);
    expect(snapshotSees(snapshot, '101')).toBe(false);
    expect(snapshotSees(snapshot, '102')).toBe(true);
    expect(snapshotSees(snapshot, '103')).toBe(false);
    expect(snapshotSees(snapshot, '104')).toBe(true);
    expect(snapshotSees(snapshot, '105')).toBe(false);
    expect(snapshotSees('100:100:', '100')).toBe(false);
    // Beyond 2^53: the ids are 64-bit.
    expect(snapshotSees('9007199254740993:9007199254740995:', '9007199254740994')).toBe(true);
    expect(snapshotSees('9007199254740993:9007199254740995:9007199254740994', '9007199254740994')).toBe(
      false,
    );
  });

  it('is unsure, so sees nothing, of a notice without an id or a snapshot it cannot read', () => {
    expect(snapshotSees('100:105:', '')).toBe(false);
    expect(snapshotSees('100:105:', 'x')).toBe(false);
    expect(snapshotSees('', '99')).toBe(false);
    expect(snapshotSees('a:b:', '1')).toBe(false);
  });
});
