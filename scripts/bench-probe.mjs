// The isolation probe's visitor (scripts/bench-measure.mjs): single GETs of one address, one every
// `everyMs` on a fresh connection each, from a process of its own, until the parent says stop. In the
// load generator's process the probe timed autocannon's own event loop as well (up to 130 ms of its
// 138 ms on 2026-11-28); a parent's phone shares no event loop with the crowd.
import { clearInterval, setInterval } from 'node:timers';
import { getOnce } from './bench-measure.mjs';

const [url, everyMs] = [process.argv[2], Number(process.argv[3])];
const latencies = [];
const statuses = new Set();
const pending = [];
const timer = setInterval(() => {
  pending.push(
    getOnce(url).then(
      (answer) => {
        latencies.push(answer.ms);
        statuses.add(answer.status);
      },
      () => statuses.add('error'),
    ),
  );
}, everyMs);
process.once('message', async () => {
  clearInterval(timer);
  await Promise.all(pending);
  process.send({ probes: pending.length, latencies, statuses: [...statuses] }, () => process.disconnect());
});
process.send('probing');
