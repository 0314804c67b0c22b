// The V8 settings main.ts applies at start: how far the heap grows, and where a request's objects live.
// Both trade a little CPU per request for memory that follows the live data (decision 0026), and both
// give way to a flag the operator set themselves.

/**
 * How far V8 may grow the JavaScript heap past what survived the last full collection, in percent. V8
 * sizes its heap for the machine, and with room to spare it lets the heap grow to several times the live
 * data under load before collecting; the Buffers that die meanwhile are freed only then, and glibc keeps
 * the memory they leave, so the server's resident memory follows that limit instead of its live data. A
 * limit near the live data keeps memory near what the server needs, for slightly more CPU per request.
 *
 * Not lower: once the packages imported on first use (decision 0024) made the live heap smaller, a
 * tighter limit started a full collection almost as soon as the last had ended (`node --trace-gc` shows
 * it), which cost more throughput than it saved memory. The runs behind the value are in the git history
 * of bench/README.md.
 */
export const HEAP_GROWING_PERCENT = 75;

/**
 * V8 moves the objects of an allocation site (a place in the code that makes objects) straight into the
 * old generation once it has seen enough of them outlive a young collection ("pretenuring"). Under load
 * the server's short-lived objects (a request's checked query, its page, its answer) are all still alive
 * at some collection: while a request waits for the database, or when many arrive in one turn. Their
 * sites are then pretenured, every later request's objects go to the old generation, and only full
 * collections free them. Without pretenuring they die young, as they should (decision 0026); what lives
 * long (the list index, the kept cards) is copied once or twice more on its way to the old generation.
 */
const NO_PRETENURING = '--no-allocation-site-pretenuring';

/**
 * The V8 flags main.ts sets at start, but those the operator chose themselves: the heap's growth or size
 * (`node --heap-growing-percent=…`, `--max-old-space-size=…`) and pretenuring (`--[no-]allocation-site-
 * pretenuring`), on node's command line or in NODE_OPTIONS.
 */
export function startupV8Flags(execArgv: readonly string[], nodeOptions = ''): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)];
  const chose = (pattern: RegExp) => given.some((arg) => pattern.test(arg));
  const flags: string[] = [];
  if (!chose(/^--(heap[-_]growing[-_]percent|max[-_]old[-_]space[-_]size)(=|$)/)) {
    flags.push(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  }
  if (!chose(/^--(no[-_])?allocation[-_]site[-_]pretenuring(=|$)/)) flags.push(NO_PRETENURING);
  return flags;
}
