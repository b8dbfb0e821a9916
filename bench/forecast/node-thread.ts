// One sample of bench/forecast in Node: a fresh process (so its first runs build the tax grids, as a server's
// first forecast for the PDF does), measureThisThread's figures as JSON on stdout. Started by run.ts.
//   node --import tsx bench/forecast/node-thread.ts <paths> <warmRuns>
import { measureThisThread } from './cases.ts';

const paths = Number(process.argv[2]);
const warmRuns = Number(process.argv[3]);
if (!(paths >= 1 && warmRuns >= 1)) throw new Error('usage: node-thread.ts <paths> <warmRuns>');
process.stdout.write(`${JSON.stringify(measureThisThread(paths, warmRuns))}\n`);
