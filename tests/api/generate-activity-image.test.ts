import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storedImageResponse } from '../../src/domain/images';
import { images } from '../../src/server/db/schema';
import {
  httpImageGenerator,
  IMAGE_GENERATION_TIMEOUT_MS,
  ImageGenerationFailed,
} from '../../src/server/providers/image-generator';
import { loginAs } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

function generate(t: TestApp, cookie: string | null, payload: object, lang = 'nl') {
  return t.app.inject({
    method: 'POST',
    url: `/api/generate-activity-image?lang=${lang}`,
    headers: cookie ? { cookie } : {},
    payload,
  });
}

async function imageCount(t: TestApp): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(images);
  return row!.n;
}

describe('POST /api/generate-activity-image, offline (the default)', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp({ imageGeneration: null });
    admin = await loginAs(t.app, 'admin');
    member = await loginAs(t.app, 'member');
  });
  afterAll(async () => t.close());

  it('draws a cover, stores it and answers its key and URLs; the URL serves WebP', async () => {
    const res = await generate(t, admin, {
      title: 'Wandelen in het Vondelpark',
      description: 'Een rustige wandeling met koffie na afloop.',
      category: 'sport',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = storedImageResponse.parse(res.json());
    expect(body.url).toBe(`/api/images/${body.id}/full.webp`);
    expect(body.thumbUrl).toBe(`/api/images/${body.id}/thumb.webp`);
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 800,
    });
  });

  it('gives two titles two pictures, and the same title the same stored picture', async () => {
    const a = await generate(t, admin, { title: 'Samen koken', category: 'eten-drinken' });
    const b = await generate(t, admin, { title: 'Taalcafé', category: 'eten-drinken' });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json().id).not.toBe(b.json().id);

    const before = await imageCount(t);
    const again = await generate(t, admin, { title: 'Samen koken', category: 'eten-drinken' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(a.json().id);
    expect(await imageCount(t)).toBe(before);
  });

  it('works without a category (the "overige" cover) and with a category label', async () => {
    expect((await generate(t, admin, { title: 'Iets nieuws' })).statusCode).toBe(201);
    expect((await generate(t, admin, { title: 'Iets nieuws', category: 'Muziek' })).statusCode).toBe(201);
  });

  it('asks for a title first when it is missing or blank, in both languages, and stores nothing', async () => {
    const before = await imageCount(t);
    const missing = await generate(t, admin, { description: 'Alleen een beschrijving' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Ontbrekende informatie: vul eerst een titel in.');
    expect(missing.json().issues).toEqual([
      { path: 'title', message: 'Ontbrekende informatie: vul eerst een titel in.' },
    ]);
    const blank = await generate(t, admin, { title: '   ' }, 'en');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Missing information: fill in a title first.');
    expect(await imageCount(t)).toBe(before);
  });

  it('applies the shared text rules and lengths', async () => {
    expect((await generate(t, admin, { title: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await generate(t, admin, { title: 'Met een\u0000nul' })).statusCode).toBe(400);
  });

  it('is for administrators and organisers: a visitor gets 401, a member 403', async () => {
    const before = await imageCount(t);
    expect((await generate(t, null, { title: 'Poging' })).statusCode).toBe(401);
    const asMember = await generate(t, member, { title: 'Poging' });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Alleen beheerders en organisatoren mogen dit doen.');
    expect(await imageCount(t)).toBe(before);
  });
});

describe('POST /api/generate-activity-image with an image service configured', () => {
  type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
  let server: Server;
  let url: string;
  let handler: Handler;
  const received: { body: string; authorization: string | undefined; contentType: string | undefined }[] = [];
  let t: TestApp;
  let admin: string;
  let servicePng: Buffer;

  beforeAll(async () => {
    servicePng = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#118ab2' } })
      .png()
      .toBuffer();
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        received.push({
          body,
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
        });
        handler(request, body, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/generate`;
    t = await createTestApp({ imageGeneration: { url, apiKey: 'geheime-sleutel' } });
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
  });

  it('sends the prompt with the key and stores the picture the service answers (image bytes)', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'image/png' }).end(servicePng);
    };
    const res = await generate(t, admin, {
      title: 'Schilderen voor beginners',
      description: 'Met waterverf, materiaal is aanwezig.',
      category: 'hobby-creativiteit',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toBe('Bearer geheime-sleutel');
    expect(received[0]!.contentType).toBe('application/json');
    const sent = JSON.parse(received[0]!.body);
    expect(sent).toEqual({ prompt: expect.any(String), width: 1200, height: 800 });
    expect(sent.prompt).toContain('Schilderen voor beginners');
    expect(sent.prompt).toContain('Met waterverf');
    expect(sent.prompt).toContain('Hobby & Creativity');

    // The stored picture is the service's (600×400), not the offline drawing (1200×800).
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 400,
    });
  });

  it('accepts JSON answers with imageBase64 (a data URL) or b64_json', async () => {
    handler = (_request, _body, response) => {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ imageBase64: `data:image/png;base64,${servicePng.toString('base64')}` }));
    };
    const first = await generate(t, admin, { title: 'Eerste' });
    expect(first.statusCode, first.body).toBe(201);

    const other = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ef476f' } })
      .jpeg()
      .toBuffer();
    handler = (_request, _body, response) => {
      response
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ b64_json: other.toString('base64') }));
    };
    const second = await generate(t, admin, { title: 'Tweede' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().id).not.toBe(first.json().id);
  });

  it('answers 502 "Generatie mislukt" when the service fails, without falling back or storing', async () => {
    const before = await imageCount(t);
    handler = (_request, _body, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('kapot');
    };
    const status = await generate(t, admin, { title: 'Kapotte dienst' });
    expect(status.statusCode).toBe(502);
    expect(status.json().message).toBe('Generatie mislukt: de beeldgenerator antwoordde met status 500.');
    expect(status.body).not.toContain('127.0.0.1');
    expect(status.body).not.toContain('geheime-sleutel');

    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'quota' }));
    };
    const noPicture = await generate(t, admin, { title: 'Geen afbeelding' }, 'en');
    expect(noPicture.statusCode).toBe(502);
    expect(noPicture.json().message).toBe('Generation failed: the image generator sent no picture.');

    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'image/png' }).end('geen echte png');
    };
    const broken = await generate(t, admin, { title: 'Kapotte afbeelding' });
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toMatch(/^Generatie mislukt: Ongeldig bestandstype/);
    expect(await imageCount(t)).toBe(before);
  });

  it('refuses a redirect (502) without following it, storing nothing', async () => {
    const before = await imageCount(t);
    handler = (request, _body, response) => {
      if (request.url === '/elsewhere')
        response.writeHead(200, { 'content-type': 'image/png' }).end(servicePng);
      else response.writeHead(307, { location: '/elsewhere' }).end();
    };
    const res = await generate(t, admin, { title: 'Doorgestuurd' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Generatie mislukt: de beeldgenerator antwoordde met status 307.');
    expect(received).toHaveLength(1);
    expect(await imageCount(t)).toBe(before);
  });

  it('cuts off an answer over its cap with a 502, without reading the rest of it', async () => {
    const total = 64 * 1024 * 1024;
    let sent = 0;
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.on('error', () => {});
      const chunk = Buffer.alloc(64 * 1024);
      const more = () => {
        while (sent < total && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return response.once('drain', more);
        }
        response.end();
      };
      more();
    };
    const res = await generate(t, admin, { title: 'Eindeloos' }, 'en');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Generation failed: the picture is larger than 5MB.');
    // Sockets buffer some megabytes between the two ends, far from the whole answer.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toBeLessThan(total / 2);
  });

  it('gives up after its time limit (20 s in production) with a clear reason', async () => {
    handler = () => {
      // Never answers.
    };
    const slow = httpImageGenerator({ url, apiKey: null, timeoutMs: 200 });
    const error = await slow.generate({ title: 'Traag' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageGenerationFailed);
    expect((error as ImageGenerationFailed).reason.nl).toBe(
      'Generatie mislukt: de beeldgenerator antwoordde niet op tijd.',
    );
    expect(IMAGE_GENERATION_TIMEOUT_MS).toBe(20_000);
  });

  it('answers 502 when the service cannot be reached', async () => {
    const closed = await new Promise<string>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const port = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(`http://127.0.0.1:${port}/weg`));
      });
    });
    const unreachable = await createTestApp({ imageGeneration: { url: closed, apiKey: null } });
    try {
      const cookie = await loginAs(unreachable.app, 'admin');
      const res = await generate(unreachable, cookie, { title: 'Niemand thuis' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Generatie mislukt: de beeldgenerator is niet bereikbaar.');
    } finally {
      await unreachable.close();
    }
  });
});
