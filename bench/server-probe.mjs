// Loaded into the benchmark's server process with `node --import` (plain JavaScript, no tsx): the built
// server runs unchanged, and this only answers the benchmark over the IPC channel it was started with.
//   'memory' → process.memoryUsage() in bytes (RSS comes from /proc; this says what the heap holds)
// When the benchmark goes away (crash, Ctrl-C), the server is stopped as an operator would stop it
// (SIGTERM: main.ts finishes its requests and stops the embedded cluster), so no cluster is left behind.
if (process.send) {
  process.on('message', (message) => {
    if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
  });
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
