// Summarises a V8 .cpuprofile (node --cpu-prof, e.g. BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" for
// bench:save and bench:read) as self time by function and by where the code lives (a package, a server feature,
// Node's own modules), leaving out idle time and module loading. Given the number of requests answered while it was
// recorded, it prints milliseconds per request as well.
//   node --import tsx bench/lib/cpu-profile.ts /tmp/prof/CPU.….cpuprofile [requests] [top=30]
// Time "in" writev or other system calls is wall time as the sampler saw it: on a busy machine a process descheduled
// inside a call is charged to that call, so /proc's CPU time (the benches' "CPU per request") is the figure to trust
// and this breakdown only says where the rest goes.
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, requestsArg, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile.ts <file.cpuprofile> [requests] [top]');
const requests = Number(requestsArg ?? 0);
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const repository = new URL('../../', import.meta.url).href;
const shortUrl = (url: string) => url.replace(repository, '').replace(/^.*node_modules\//, 'node_modules/');
const isIdle = (name: string) => name === '(idle)' || name === '(program)';
// Loading and compiling modules happens once, before the first request: not the requests' cost.
const isStartup = (id: number) => {
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const url = byId.get(at)?.callFrame.url ?? '';
    if (url.startsWith('node:internal/modules') || /\/(tsx|esbuild|avvio)\//.test(url)) return true;
  }
  return false;
};

function placeOf({ callFrame: { url, functionName } }: ProfileNode): string {
  if (!url) return functionName;
  const path = shortUrl(url);
  const inPackage = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1] as string;
  if (path.startsWith('node:'))
    return /http|net|stream/.test(path) ? 'node: http, net, streams' : 'node: other';
  const feature = /^apps\/server\/src\/(features\/[^/]+|platform\/[^/]+|db)/.exec(path);
  return feature ? (feature[1] as string).replace(/\.ts$/, '') : path.split('/').slice(0, 4).join('/');
}
const functionOf = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

const selfByNode = new Map<number, number>();
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  if (!node || isIdle(node.callFrame.functionName) || isStartup(id)) return;
  selfByNode.set(id, (selfByNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const busy = [...selfByNode.values()].reduce((sum, t) => sum + t, 0);

function table(title: string, keyOf: (node: ProfileNode) => string) {
  const totals = new Map<string, number>();
  for (const [id, t] of selfByNode) {
    const key = keyOf(byId.get(id) as ProfileNode);
    totals.set(key, (totals.get(key) ?? 0) + t);
  }
  console.log(`\n${title}`);
  for (const [key, t] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const perRequest = requests > 0 ? ` ${(t / 1000 / requests).toFixed(3).padStart(7)} ms/request` : '';
    console.log(`${((100 * t) / busy).toFixed(1).padStart(5)} %${perRequest}  ${key}`);
  }
}

console.log(`busy ${(busy / 1000).toFixed(0)} ms sampled (idle and module loading left out)`);
table('self time by place', placeOf);
table('self time by function', functionOf);
