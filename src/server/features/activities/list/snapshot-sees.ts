// Whether a PostgreSQL snapshot (pg_current_snapshot()'s text: "xmin:xmax:xip,…") counts a transaction
// as done, as pg_visible_in_snapshot answers, without asking: a list_changes notice names its
// transaction (migration 0022), and an index whose snapshot sees it holds that change already.

const XID = /^\d+$/;

/** Whether `snapshot` sees transaction `xid` (both as PostgreSQL writes them); false when unsure. */
export function snapshotSees(snapshot: string, xid: string): boolean {
  const [xmin, xmax, inProgress = ''] = snapshot.split(':');
  if (!XID.test(xid) || xmin === undefined || xmax === undefined || !XID.test(xmin) || !XID.test(xmax))
    return false;
  const id = BigInt(xid);
  if (id < BigInt(xmin)) return true;
  if (id >= BigInt(xmax)) return false;
  return !inProgress
    .split(',')
    .filter((running) => XID.test(running))
    .some((running) => BigInt(running) === id);
}
