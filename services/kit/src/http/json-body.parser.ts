import type { HttpServer } from './http-server';
import { INVALID_JSON_MESSAGE, RequestErrorCode, requestErrors } from './request-errors';

const JSON_CONTENT_TYPE = 'application/json';

/**
 * Fastify's own JSON parser (which refuses `__proto__` and `constructor` keys), answering a malformed or empty body
 * with a 400 and a message of ours instead of the framework's.
 */
export function acceptJsonBody(http: HttpServer): void {
  const parseJson = http.getDefaultJsonParser('error', 'error');
  if (http.hasContentTypeParser(JSON_CONTENT_TYPE)) http.removeContentTypeParser(JSON_CONTENT_TYPE);
  http.addContentTypeParser(JSON_CONTENT_TYPE, { parseAs: 'string' }, (request, body, done) => {
    void parseJson(request, body as string, (error, parsed) => {
      if (error) done(requestErrors.error(RequestErrorCode.InvalidJson, INVALID_JSON_MESSAGE), undefined);
      else done(null, parsed);
    });
  });
}
