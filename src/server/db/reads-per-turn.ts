import DataLoader from 'dataloader';

// Reads by key that are asked for in one turn of the event loop go to the database as one statement
// (decision 0025): sending a statement is a `writev` on loopback that wakes a PostgreSQL backend, which
// on the 2-core virtual machine cost more than the statement's own work. DataLoader is the usual
// batcher, one value per key. It keeps nothing (cache: false): every request reads what is there now.
// The batch goes out at the end of the turn (setImmediate), so no request waits for a timer; a request
// alone still sends its own statement. (The list's cards are read per turn too, with an answer about
// the snapshot besides: card-reads.ts.)

/** The most keys one statement asks for; more in a turn make another statement. */
const MOST_IN_ONE_STATEMENT = 200;

/**
 * A read of one value per key, batched per turn: `read(keys)` answers the values it found, by key; a key
 * it did not find reads as null. Each call makes a batcher of its own: the app makes one per read it
 * needs (buildApp hands them to the features), so two apps in one process never share a batch.
 */
export function readsPerTurn<K, V>(
  read: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
): (key: K) => Promise<V | null> {
  const loader = new DataLoader<K, V | null>(
    async (keys) => {
      const found = await read(keys);
      return keys.map((k) => found.get(k) ?? null);
    },
    { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: MOST_IN_ONE_STATEMENT },
  );
  return (key) => loader.load(key);
}
