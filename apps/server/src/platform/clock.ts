// Time is a dependency so tests can move it (token expiry, throttle windows) without sleeping.
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
