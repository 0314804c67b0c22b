import { describe, expect, it } from 'vitest';
import { isSerialId, MAX_SERIAL, readPathId, serialId } from './ids';

describe('readPathId', () => {
  it('reads digits within the serial range as the id', () => {
    expect(readPathId('1')).toEqual({ id: 1 });
    expect(readPathId('042')).toEqual({ id: 42 });
    expect(readPathId(String(MAX_SERIAL))).toEqual({ id: MAX_SERIAL });
  });

  it('calls anything but digits malformed (a 400)', () => {
    for (const raw of ['', 'abc', '1.5', '-1', ' 1', '1e3', "1'", '1'.repeat(21)]) {
      expect(readPathId(raw), raw).toEqual({ problem: 'malformed' });
    }
  });

  it('calls digits no row can have unknown (a 404)', () => {
    for (const raw of ['0', String(MAX_SERIAL + 1), '99999999999', '9'.repeat(20)]) {
      expect(readPathId(raw), raw).toEqual({ problem: 'unknown' });
    }
  });
});

describe('serialId', () => {
  it('accepts a whole number in range, as a number or as text, with one message for the rest', () => {
    const schema = serialId('portalRequired');
    expect(schema.parse(7)).toBe(7);
    expect(schema.parse('7')).toBe(7);
    for (const bad of [0, -1, 1.5, MAX_SERIAL + 1, 'x']) {
      expect(schema.safeParse(bad).error?.issues[0]?.message).toBe('portalRequired');
    }
    expect(isSerialId(MAX_SERIAL)).toBe(true);
    expect(isSerialId(0)).toBe(false);
  });
});
