import type Pusher from 'pusher-js';
import type { RealtimeDeps } from '../lib/realtime.ts';

// A stand-in for pusher-js (a third party): records how it was built, what it subscribed to, and lets a
// test push events as the server would. Our own realtime module runs unmocked on top of it.
type Callback = (data: unknown) => void;

export class FakePusher {
  static instances: FakePusher[] = [];
  readonly channels = new Map<string, Map<string, Callback[]>>();
  isDisconnected = false;

  constructor(
    readonly key: string,
    readonly options: Record<string, unknown>,
  ) {
    FakePusher.instances.push(this);
  }

  subscribe(name: string) {
    const events = this.channels.get(name) ?? new Map<string, Callback[]>();
    this.channels.set(name, events);
    return {
      name,
      bind: (event: string, callback: Callback) => {
        events.set(event, [...(events.get(event) ?? []), callback]);
      },
    };
  }

  disconnect() {
    this.isDisconnected = true;
  }

  // As the server sends it: pusher-js hands callbacks the parsed data.
  emit(channel: string, event: string, data: unknown = {}) {
    for (const callback of this.channels.get(channel)?.get(event) ?? []) callback(data);
  }

  static latest(): FakePusher {
    const latest = FakePusher.instances.at(-1);
    if (!latest) throw new Error('No realtime connection was opened');
    return latest;
  }
}

export const testRealtimeConfig = {
  key: 'atrium',
  cluster: 'mt1',
  wsHost: 'localhost',
  wsPort: 3000,
  wssPort: 443,
  forceTLS: false,
};

export function fakeRealtime(): RealtimeDeps {
  FakePusher.instances = [];
  return {
    loadConfig: async () => testRealtimeConfig,
    loadPusher: async () => FakePusher as unknown as typeof Pusher,
  };
}
