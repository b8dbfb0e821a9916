// The name to greet someone by: the first word of their name ("James Carter" → "James").
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
