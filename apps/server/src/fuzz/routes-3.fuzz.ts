import { fuzzRouteShard } from './route-property.ts';

// Shard 3 of the route property (route-property.ts): its own database, app and worker.
fuzzRouteShard(3);
