import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Build throughput benchmark: sitefleet's build against a plain renderToString baseline, each in its own
 * child process so peak memory (max RSS) is measured per run. See bench/README.md.
 */
const run = promisify(execFile);
const here = path.dirname(new URL(import.meta.url).pathname);

interface Figures {
  pages: number;
  ms: number;
  maxRssMb: number;
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

interface Timed {
  ms: number;
  rendered: number;
  pages: number;
}

interface IncrementalFigures {
  full: Timed;
  noChange: Timed;
  onePage: Timed;
  /** The same page edited once more, rebuilt from the recycled tree the one-page change left. */
  nextEdit: Timed;
  maxRssMb: number;
}

/** bench/run-rebuild.ts: webhook → updated page served, per edit. */
interface RebuildFigures {
  first: Timed & { buildMs: number };
  next: Timed & { buildMs: number };
  maxRssMb: number;
}

async function measure<Result = Figures>(script: string, args: string[]): Promise<Result> {
  const { stdout } = await run('node', ['--import', 'tsx', path.join(here, script), ...args], {
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const line = stdout.trim().split('\n').at(-1)!;
  return JSON.parse(line) as Result;
}

/** The run whose `key` is the median of the runs' (the lower middle one of an even count). */
function median<Run>(runs: Run[], key: (run: Run) => number): Run {
  return [...runs].sort((x, y) => key(x) - key(y))[Math.floor((runs.length - 1) / 2)]!;
}

const scale = argument('scale', 2);
const runs = argument('runs', 1);
const threads = availableParallelism();
const sitefleet: Figures[] = [];
const mainThread: Figures[] = [];
const baseline: Figures[] = [];
const incremental: IncrementalFigures[] = [];
const rebuilds: RebuildFigures[] = [];
const freshStarts: { ms: number }[] = [];
for (let index = 0; index < runs; index += 1) {
  sitefleet.push(await measure('run-sitefleet.ts', [String(scale), String(threads)]));
  mainThread.push(await measure('run-sitefleet.ts', [String(scale), '1']));
  baseline.push(await measure('run-baseline.ts', [String(scale)]));
  incremental.push(await measure<IncrementalFigures>('run-incremental.ts', [String(scale), String(threads)]));
  // The webhook target is stated at dataset scale 1, whatever --scale says.
  rebuilds.push(await measure<RebuildFigures>('run-rebuild.ts', ['1', String(threads)]));
  // `npm start` on a fresh clone: dataset scale 1, the sandbox in-process, as a newcomer runs it.
  freshStarts.push(await measure<{ ms: number }>('run-fresh-start.ts', []));
}
// Each line quotes the median run of its own measurement.
const fresh = median(freshStarts, (run) => run.ms);
const a = median(sitefleet, (run) => run.ms);
const single = median(mainThread, (run) => run.ms);
const b = median(baseline, (run) => run.ms);
const c = {
  full: median(incremental, (run) => run.full.ms).full,
  noChange: median(incremental, (run) => run.noChange.ms).noChange,
  onePage: median(incremental, (run) => run.onePage.ms).onePage,
  nextEdit: median(incremental, (run) => run.nextEdit.ms).nextEdit,
  maxRssMb: median(incremental, (run) => run.maxRssMb).maxRssMb,
};
const r = median(rebuilds, (run) => run.first.ms);
if (a.pages !== b.pages) console.warn(`baseline pages differ from sitefleet's: ${a.pages} vs ${b.pages}`);
const rate = (figures: Figures) => (figures.pages / figures.ms) * 1000;
const row = (name: string, figures: Figures) =>
  `${name.padEnd(26)} ${String(figures.pages).padStart(7)} pages ${String(Math.round(figures.ms)).padStart(7)} ms ${Math.round(rate(figures)).toString().padStart(7)} pages/s ${String(Math.round(figures.maxRssMb)).padStart(5)} MB peak`;
process.stdout.write(
  `${[
    `Build benchmark, dataset scale ${scale}, median of ${runs} run${runs === 1 ? '' : 's'}`,
    row(`sitefleet build, ${threads} thread${threads === 1 ? '' : 's'}`, a),
    row('sitefleet build, 1 thread', single),
    row('baseline renderToString', b),
    `ratio (sitefleet / baseline): throughput ${(rate(a) / rate(b)).toFixed(2)}× (1 thread: ${(rate(single) / rate(b)).toFixed(2)}×), peak memory ${(a.maxRssMb / b.maxRssMb).toFixed(2)}× (1 thread: ${(single.maxRssMb / b.maxRssMb).toFixed(2)}×)`,
    `incremental, one running sandbox: full build ${Math.round(c.full.ms)} ms (${(c.full.ms / b.ms).toFixed(2)}× the baseline's time), ${Math.round(c.maxRssMb)} MB peak (${(c.maxRssMb / b.maxRssMb).toFixed(2)}×)`,
    `no-change rebuild: ${Math.round(c.noChange.ms)} ms, ${((c.noChange.ms / c.full.ms) * 100).toFixed(1)} % of the full build (${(c.noChange.ms / b.ms).toFixed(2)}× the baseline's time, ${c.noChange.rendered} pages rendered)`,
    `one-page change: ${Math.round(c.onePage.ms)} ms, ${((c.onePage.ms / c.full.ms) * 100).toFixed(1)} % of the full build (cold process, output folder kept; main site, ${(c.onePage.ms / b.ms).toFixed(2)}× the baseline's time, ${c.onePage.rendered} pages rendered)`,
    `one-page change, next edit: ${Math.round(c.nextEdit.ms)} ms (main site, from the recycled tree; ${c.nextEdit.rendered} pages rendered)`,
    `fresh start: ${Math.round(fresh.ms)} ms to first page (\`sitefleet start\` into an empty output folder, dataset scale 1, to the first 200 on /en)`,
    `webhook → updated page served, main site: ${Math.round(r.first.ms)} ms (dataset scale 1, target ≤ 1000 ms; rebuild ${Math.round(r.first.buildMs)} ms, ${r.first.rendered} pages rendered; next edit ${Math.round(r.next.ms)} ms)`,
  ].join('\n')}\n`,
);
