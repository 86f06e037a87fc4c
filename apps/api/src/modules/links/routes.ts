import {
  endpoints,
  type LinkInfo as LinkAnswer,
  linkSubtitleRequestSchema,
  linkSubtitlesPath,
} from '@captio/api-client';
import type { LinkInfo } from '@captio/media-engines';
import { parse } from '@captio/subtitle-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { binaryAnswer, sendAttachment } from '../../http/binary-answer.js';
import { type Auth, authenticate, openApiSecurity } from '../../http/auth.js';
import { serveEndpoint } from '../../http/route.js';
import { languageValue } from '../../i18n/language-value.js';
import { exportMessages, renderExport, requiresVip } from '../exports/index.js';
import { effectiveLevel } from '../plans/levels.js';
import {
  inspectForRequest,
  linkRequestError,
  offersTrack,
  requireFetcher,
} from './link-fetcher.js';
import { linkMessages } from './messages.js';
import { LINK_CALLS_LIMIT } from './rate-limit.js';

/** What the pages show of a link before anything is fetched. */
export function toLinkAnswer(info: LinkInfo): LinkAnswer {
  return {
    url: info.url,
    site: info.site,
    title: info.title,
    duration: info.durationSeconds,
    thumbnail_url: info.thumbnailUrl,
    is_live: info.isLive,
    subtitles: info.subtitles.map(({ language, name, automatic }) => ({
      language,
      name,
      automatic,
    })),
  };
}

/**
 * POST /api/links/inspect/ (a link's title, duration, thumbnail, site and subtitle tracks) and
 * POST /api/links/subtitles/ (one track as a file). Anyone may call them, per address at most
 * LINK_CALLS_LIMIT a minute; a link that cannot be used answers its localized 4xx.
 */
export function registerLinkRoutes(app: FastifyInstance, context: AppContext): void {
  serveEndpoint(
    app,
    context,
    endpoints.inspectLink,
    async ({ body }) => ({
      data: {
        link: toLinkAnswer(await inspectForRequest(context.links, body.url, context.config)),
      },
    }),
    { rateLimit: LINK_CALLS_LIMIT },
  );

  const callers = new WeakMap<FastifyRequest, Auth | undefined>();
  app.route<{ Body: z.output<typeof linkSubtitleRequestSchema> }>({
    method: 'POST',
    url: linkSubtitlesPath,
    config: { rateLimit: LINK_CALLS_LIMIT },
    schema: {
      summary:
        'One subtitle track of a link (as inspect lists them: language, automatic) converted to srt, vtt, ass (paid levels), txt, md, lrc or csv, as an attachment named after the title. 403 vip_only for ass below VIP, 404 no_track for a track the link does not have.',
      tags: ['links'],
      body: linkSubtitleRequestSchema,
      security: openApiSecurity(endpoints.inspectLink.auth),
      response: { 200: binaryAnswer('The subtitle file.') },
    },
    preParsing: async (request, _reply, payload) => {
      callers.set(request, await authenticate(context, request, endpoints.inspectLink));
      return payload;
    },
    handler: async (request, reply) => {
      const auth = callers.get(request);
      const { url, language, automatic, format } = request.body;
      if (requiresVip(format) && !(auth && effectiveLevel(auth.user, context.now()) >= 1)) {
        throw new AppError(403, 'vip_only', exportMessages.vipOnly);
      }
      // Looked up first: the track must be one the link offers, and the file takes its title.
      const info = await inspectForRequest(context.links, url, context.config);
      if (!offersTrack(info, { language, automatic })) {
        throw new AppError(404, 'no_track', linkMessages.noTrack, {
          values: { language: languageValue(language) },
        });
      }
      let vtt: string;
      try {
        vtt = await requireFetcher(context.links).subtitle(
          info.url,
          { language, automatic },
          { timeoutMs: context.config.links.inspectTimeoutMs },
        );
      } catch (error) {
        throw linkRequestError(error);
      }
      const { cues, header, regions } = parse(vtt, { format: 'vtt' });
      const file = await renderExport(
        // The '.vtt' goes, the language stays: 'Talk.en.srt'. The site's header, style sheets
        // and regions go where the format has a place for them (a WebVTT download keeps them).
        {
          cues,
          fileName: `${info.title}.${language}.vtt`,
          language,
          ...(header && { header }),
          ...(regions && { regions }),
        },
        { kind: 'subtitle', format, timestamps: true, speakers: false },
      );
      return sendAttachment(reply, file);
    },
  });
}
