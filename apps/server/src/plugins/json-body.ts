import fp from 'fastify-plugin';
import { JSON_BODY } from '@atrium/shared/limits';
import { appError } from '../lib/app-error';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * What is wrong with a JSON text's shape, read in one pass over its characters before anything
 * parses or walks it: nesting deeper than `maxDepth`, or more values than `maxValues` (counted
 * as containers and separators, outside strings). Malformed text is left to the parser.
 */
export function jsonShapeProblem(
  text: string,
  { maxDepth, maxValues }: { maxDepth: number; maxValues: number },
): 'depth' | 'values' | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      values += 1;
      if (depth > maxDepth) return 'depth';
      if (values > maxValues) return 'values';
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
    } else if (c === COMMA) {
      values += 1;
      if (values > maxValues) return 'values';
    }
  }
  return null;
}

/**
 * JSON bodies: their shape bounded (JSON_BODY) before Fastify's own parser (which keeps its
 * prototype-poisoning checks) and before any hook walks them. A nested `[[[[…]]]]` cost
 * O(depth²) in the text check and answered 500 (issue 43): now a 400 naming the limit.
 */
export const jsonBodyPlugin = fp(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body); // parseAs: 'string'
    const problem = jsonShapeProblem(text, JSON_BODY);
    if (problem === 'depth') return done(appError('JSON_TOO_DEEP', { maxDepth: JSON_BODY.maxDepth }), undefined);
    if (problem === 'values') {
      return done(appError('JSON_TOO_MANY_VALUES', { maxValues: JSON_BODY.maxValues }), undefined);
    }
    parse(request, text, done);
  });
});
