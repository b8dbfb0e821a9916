import type { Redis, Result } from 'ioredis';

// A notice to 500 users is 500 publishes issued in the same tick. As 500 PUBLISH commands (pipelined or
// not) the client's per-command work (a command object, a promise, a reply to parse) was most of the Redis hop's
// cost; as one script call carrying all of them it is one command and one array reply. Redis runs the script's
// PUBLISHes in order and atomically, and the calls go out in order on one connection, so every channel's events
// keep the order they were published in; each publish still answers its own receiver count.
const script = `local counts = {}
for i = 1, #ARGV, 2 do counts[#counts + 1] = redis.call('PUBLISH', ARGV[i], ARGV[i + 1]) end
return counts`;

// A script holds Redis for as long as it runs (about a microsecond a PUBLISH): larger bursts go as several calls.
const maxPerCall = 1000;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    atriumPublishBatch(...channelsAndMessages: string[]): Result<number[], Context>;
  }
}

type Pending = {
  channel: string;
  message: string;
  resolve: (count: number) => void;
  reject: (error: unknown) => void;
};

export type PublishBatcher = (channel: string, message: string) => Promise<number>;

// Publishes issued in the same tick leave together, at the end of it (a microtask: before any I/O is handled).
export function createPublishBatcher(publisher: Redis): PublishBatcher {
  // ioredis sends EVALSHA, and the script itself once if Redis answers NOSCRIPT (a restarted Redis).
  publisher.defineCommand('atriumPublishBatch', { numberOfKeys: 0, lua: script });
  let pending: Pending[] = [];

  function send(calls: Pending[]): void {
    const args: string[] = [];
    for (const call of calls) args.push(call.channel, call.message);
    publisher.atriumPublishBatch(...args).then(
      (counts) => {
        for (const [index, call] of calls.entries()) call.resolve(Number(counts[index] ?? 0));
      },
      (error: unknown) => {
        for (const call of calls) call.reject(error);
      },
    );
  }

  function flush(): void {
    const calls = pending;
    pending = [];
    for (let start = 0; start < calls.length; start += maxPerCall)
      send(calls.slice(start, start + maxPerCall));
  }

  return (channel, message) =>
    new Promise<number>((resolve, reject) => {
      if (pending.length === 0) queueMicrotask(flush);
      pending.push({ channel, message, resolve, reject });
    });
}
