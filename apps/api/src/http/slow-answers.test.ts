import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { warnAboutSlowAnswers } from './slow-answers.js';

const THRESHOLD_MS = 60;
let app: FastifyInstance;
let logged: Array<{ msg: string; method?: string; path?: string; tookMs?: number }> = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream } });
  warnAboutSlowAnswers(app, THRESHOLD_MS);
  app.get('/api/things/:id', async (request) => {
    const { wait } = request.query as { wait?: string };
    await sleep(Number(wait ?? 0));
    return { ok: true };
  });
  app.get('/api/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write('event: progress\ndata: {}\n\n');
    setTimeout(() => reply.raw.end(), THRESHOLD_MS * 3);
  });
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, undefined));
  });
  app.post('/api/upload', async () => {
    await sleep(THRESHOLD_MS * 2);
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  logged = [];
});

describe('warnAboutSlowAnswers', () => {
  it.each([
    { case: 'a quick answer', wait: 0, messages: [] },
    {
      case: 'a slow answer',
      wait: THRESHOLD_MS * 3,
      messages: ['request still unanswered', 'slow answer'],
    },
  ])('logs $case with its route: $messages', async ({ wait, messages }) => {
    const answer = await app.inject({ url: `/api/things/7?wait=${wait}&secret=x` });
    expect(answer.statusCode).toBe(200);
    expect(logged.map((line) => line.msg)).toEqual(messages);
    for (const line of logged) {
      expect(line).toMatchObject({ method: 'GET', path: '/api/things/:id' });
    }
    if (messages.length > 0) {
      expect(logged.at(-1)?.tookMs).toBeGreaterThanOrEqual(THRESHOLD_MS * 3 - 5);
    }
  });

  it('says a request is stalled while it still is', async () => {
    const answer = app.inject({ url: `/api/things/1?wait=${THRESHOLD_MS * 4}` });
    await sleep(THRESHOLD_MS * 2);
    expect(logged.map((line) => line.msg)).toEqual(['request still unanswered']);
    await answer;
  });

  it('leaves out an event stream that started in time, however long it stays open', async () => {
    const answer = await app.inject({ url: '/api/stream' });
    expect(answer.statusCode).toBe(200);
    expect(logged).toEqual([]);
  });

  it('leaves out uploads, whose time is the client’s', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(answer.statusCode).toBe(200);
    expect(logged).toEqual([]);
  });
});
