// Preloaded into the server by memory.js (node --import): on SIGUSR2 the process writes
// where its memory is, as V8 and Node see it, to BENCH_PROBE_FILE. The server's own code
// is unchanged.
import fs from 'node:fs';
import v8 from 'node:v8';

process.on('SIGUSR2', () => {
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size]),
  );
  const file = process.env.BENCH_PROBE_FILE;
  fs.writeFileSync(`${file}.partial`, JSON.stringify({ ...process.memoryUsage(), spaces }));
  fs.renameSync(`${file}.partial`, file);
});
