// A value shared between requests (a cached template context) is frozen all the way down, so a caller that tried to
// change it would throw rather than alter what the next request sees; and only such a value may have what was
// computed from it reused (frozen-parts-serializer.ts).

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

// Frozen, and every object in it too (an object frozen by hand may hold ones that are not).
export function isDeeplyFrozen(value: object): boolean {
  if (!Object.isFrozen(value)) return false;
  for (const inner of Object.values(value)) {
    if (inner !== null && typeof inner === 'object' && !isDeeplyFrozen(inner)) return false;
  }
  return true;
}
