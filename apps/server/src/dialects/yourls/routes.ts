import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meterApiCall } from '../../api/meter-api-call.js';
import type { RouteKit } from '../../route-kit.js';
import { actingCtx, requireWorkspace } from '../../workspace/workspace-guard.js';
import { expandYourls } from './expand-yourls.js';
import { shortenYourls } from './shorten-yourls.js';
import { requireYourlsKey } from './yourls-auth.js';
import { answerYourlsError, sendYourls } from './yourls-errors.js';
import type { YourlsAnswer } from './yourls-output.js';
import { YourlsParams, yourlsParamsOf } from './yourls-params.js';
import { yourlsDbStats, yourlsStats } from './yourls-stats.js';
import { yourlsUrlStats } from './yourls-url-stats.js';

export const YOURLS_PATH = '/yourls-api.php';

/** The YOURLS release whose API this one follows, for clients that ask `version`. */
export const YOURLS_VERSION = '1.9.2';

/** A form body is at most this long: a URL, a title and a few short fields. */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * YOURLS's API at `/yourls-api.php` (GET or POST, query string or form body), so that
 * YOURLS's clients and ShareX configs work with a Kurz key as `signature`: the same
 * verbs, scopes and limits as `/api/v1`, YOURLS's answers in json, xml, simple or jsonp.
 * Its own error handler; the path has a dot, so it is never a short code.
 */
export async function registerYourlsRoutes({ app, redis }: RouteKit): Promise<void> {
  await app.register(async (yourls) => {
    yourls.setErrorHandler(answerYourlsError);
    yourls.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const api = yourls.withTypeProvider<ZodTypeProvider>();
    const call = {
      bodyLimit: FORM_BODY_LIMIT,
      config: { isKeyOnly: true },
      preValidation: [requireYourlsKey(), meterApiCall(redis)],
      preHandler: requireWorkspace(),
    };
    const answer = async (request: FastifyRequest, reply: FastifyReply) =>
      sendYourls(request, reply, await answerAction(request));
    api.get(YOURLS_PATH, { ...call, schema: { querystring: YourlsParams } }, answer);
    api.post(
      YOURLS_PATH,
      { ...call, schema: { querystring: YourlsParams, body: YourlsParams.optional() } },
      answer,
    );
  });
}

/** The action a call names, on its verb: YOURLS's answer, or its refusal of an unknown action. */
async function answerAction(request: FastifyRequest): Promise<YourlsAnswer> {
  const params = yourlsParamsOf(request);
  const ctx = actingCtx(request);
  const shorturl = params.shorturl ?? '';
  switch (params.action) {
    case 'shorturl':
      return shortenYourls({ ctx, input: { ...params, ip: request.ip } });
    case 'expand':
      return expandYourls({ ctx, input: { shorturl } });
    case 'url-stats':
      return yourlsUrlStats({ ctx, input: { shorturl } });
    case 'stats':
      return yourlsStats({ ctx, input: params });
    case 'db-stats':
      return yourlsDbStats({ ctx });
    case 'version':
      return { body: { version: YOURLS_VERSION }, simple: YOURLS_VERSION };
    default: {
      const message = 'Unknown or missing "action" parameter';
      return { body: { errorCode: '400', message }, simple: message };
    }
  }
}
