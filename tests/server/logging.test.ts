import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createPino, fromPino } from '../../server/config/logger';
import { describeOnEachDatabase } from './helpers/describeOnEachDatabase';

/** A pino destination that keeps each line, parsed. */
function captureLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

/** Server options whose logger writes to `log.lines`, renewed for each test. */
function loggedServer(production: boolean) {
  const log = { lines: [] as Record<string, unknown>[] };
  const options = () => {
    const capture = captureLines();
    log.lines = capture.lines;
    return {
      logger: fromPino(createPino({ production, destination: capture.stream }), production),
      config: { production },
    };
  };
  return { log, options };
}

const development = loggedServer(false);
describeOnEachDatabase('the access log', development.options, (ctx) => {
  it('writes one line per request with level, time and the request id it answers', async () => {
    const answer = await ctx.server.call('GET', '/api/health');
    const requestId = answer.headers.get('X-Request-Id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const access = development.log.lines.filter((line) => line.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 'info',
      requestId,
      method: 'GET',
      path: '/api/health',
      status: 200,
    });
    expect(Number.isNaN(Date.parse(String(access[0]?.time)))).toBe(false);
    expect(typeof access[0]?.ms).toBe('number');
  });

  it("keeps a caller's well-formed X-Request-Id and replaces a malformed one", async () => {
    const kept = await ctx.server.call('GET', '/api/health', { headers: { 'X-Request-Id': 'lb-42.abc' } });
    expect(kept.headers.get('X-Request-Id')).toBe('lb-42.abc');
    const replaced = await ctx.server.call('GET', '/api/health', {
      headers: { 'X-Request-Id': 'two words' },
    });
    expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

const production = loggedServer(true);
describeOnEachDatabase('the production log', production.options, (ctx) => {
  it("puts the request id on a handler's lines and masks e-mail addresses", async () => {
    const email = 'grace.hopper@example.com';
    const sent = await ctx.server.call('POST', '/api/user/send-verify-code', {
      json: { email, mode: 'aden-homepage', rId: null },
    });
    const requestId = sent.headers.get('X-Request-Id');
    const handlerLines = production.log.lines.filter(
      (line) => line.msg !== 'request' && line.requestId === requestId,
    );
    expect(handlerLines.length).toBeGreaterThan(0);
    const text = JSON.stringify(production.log.lines);
    expect(text).not.toContain(email);
    expect(text).toContain('g***@example.com');
  });
});

describe('the log', () => {
  it('redacts secrets passed as fields', () => {
    const { lines, stream } = captureLines();
    createPino({ production: false, destination: stream }).info(
      { password: 'hunter22', code: '123456', headers: { authorization: 'jwt abc' } },
      'fields',
    );
    expect(JSON.stringify(lines)).not.toMatch(/hunter22|123456|jwt abc/);
    expect(lines[0]).toMatchObject({ password: '[redacted]', code: '[redacted]' });
  });
});
