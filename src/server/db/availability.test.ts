import { describe, expect, it } from 'vitest';
import { DatabaseGate, DatabaseOutOfReachError } from './availability';
import { isDatabaseUnavailable } from './database-errors';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('DatabaseGate', () => {
  it('closes on a lost connection, fails at once while closed, and opens at the first answer', async () => {
    let answers = false;
    let probes = 0;
    const gate = new DatabaseGate(async () => {
      probes++;
      if (!answers) throw refused;
    }, 10);
    expect(gate.isOpen()).toBe(true);
    gate.observe(refused);
    expect(gate.isOpen()).toBe(false);
    let thrown: unknown = null;
    try {
      gate.check();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DatabaseOutOfReachError);
    // The app's error handler makes it a 503, like any lost connection.
    expect(isDatabaseUnavailable(thrown)).toBe(true);

    await sleep(60);
    expect(probes).toBeGreaterThan(1);
    expect(gate.isOpen()).toBe(false);
    answers = true;
    await sleep(40);
    expect(gate.isOpen()).toBe(true);
    expect(() => gate.check()).not.toThrow();
    gate.close();
  });

  it('stays open for a slow statement, a lock or a full pool: the database answered', () => {
    const gate = new DatabaseGate(async () => {});
    gate.observe(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }));
    gate.observe(Object.assign(new Error('lock not available'), { code: '55P03' }));
    gate.observe(new Error('duplicate key'));
    // Waiting for a busy pool's free client: the pool is full, the database may be fine.
    gate.observe(new Error('timeout exceeded when trying to connect'));
    expect(gate.isOpen()).toBe(true);
  });

  it('closes for a server shutting down, a read timeout and a connection ended, found in the cause', () => {
    for (const error of [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new Error('Query read timeout'),
      new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
      new Error('Connection terminated due to connection timeout'),
    ]) {
      const gate = new DatabaseGate(() => new Promise(() => {}));
      gate.observe(error);
      expect(gate.isOpen()).toBe(false);
      gate.close();
    }
  });

  it('stops probing once closed', async () => {
    let probes = 0;
    const gate = new DatabaseGate(async () => {
      probes++;
      throw refused;
    }, 5);
    gate.observe(refused);
    await sleep(30);
    gate.close();
    const seen = probes;
    await sleep(30);
    expect(probes).toBe(seen);
  });
});
