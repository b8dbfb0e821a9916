import { fuzzBodyShard } from './body-property.ts';

// Shard 1 of the contract-driven fuzz (body-property.ts): its own database, app and worker.
fuzzBodyShard(1);
