import type { FastifyInstance } from 'fastify';
import { AppError, serverMessages } from './errors.ts';

// The deepest nesting a JSON body may have. The deepest legitimate bodies are a fact-find edit ({updates:
// {category: {property: [{…holdings: [{…}]}]}}}) and a template draft (pages → sections → questions → options →
// choices), about 8 levels; 32 leaves room for any of them while a hostile body stays cheap to refuse.
export const maxJsonDepth = 32;

const quote = 0x22;
const backslash = 0x5c;
const openBrace = 0x7b;
const openBracket = 0x5b;
const closeBrace = 0x7d;
const closeBracket = 0x5d;

// One pass over the raw text, before any parsing: counts the open objects and arrays outside string literals
// (where brackets and escaped quotes are just text). Linear in the body's length whatever its shape, so a 1 MiB body
// of nested arrays is refused in about a millisecond instead of costing JSON.parse and every later walk.
export function exceedsJsonDepth(text: string, maxDepth: number = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === backslash) i++;
      else if (code === quote) inString = false;
    } else if (code === quote) {
      inString = true;
    } else if (code === openBrace || code === openBracket) {
      depth++;
      if (depth > maxDepth) return true;
    } else if ((code === closeBrace || code === closeBracket) && depth > 0) {
      depth--;
    }
  }
  return false;
}

export const bodyTooDeep = () => new AppError('bad_request', serverMessages.bodyTooDeep);

// Replaces Fastify's JSON parser with one that checks the depth first, then parses as Fastify's own does
// (secure-json-parse refusing __proto__ and constructor.prototype, the same empty-body and malformed errors).
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (exceedsJsonDepth(text)) {
      done(bodyTooDeep(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
