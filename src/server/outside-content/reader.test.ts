import { afterEach, describe, expect, it } from 'vitest';
import { assertHtmlDepth, HTML_DEPTH_MAX, JSON_DEPTH_MAX, NestedTooDeep, parseJsonWithin } from './limits';
import { createOutsideContentReader, type OutsideContentReader, OutsideContentRefused } from './reader';

const nested = (depth: number, tag = 'div') => `${`<${tag}>`.repeat(depth)}x${`</${tag}>`.repeat(depth)}`;
/** Many elements side by side, each nested `depth` deep: within the depth limit, slow for its size. */
const wide = (depth: number, bytes: number) => {
  const unit = nested(depth);
  return `<html><body>${unit.repeat(Math.ceil(bytes / unit.length))}</body></html>`;
};
const eventPage = (title: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'Event', name: title })}</script></head><body></body></html>`;

describe('assertHtmlDepth', () => {
  it('lets a page through up to the limit and refuses one deeper', () => {
    expect(() => assertHtmlDepth(nested(HTML_DEPTH_MAX - 2))).not.toThrow();
    expect(() => assertHtmlDepth(nested(HTML_DEPTH_MAX + 1))).toThrow(NestedTooDeep);
  });

  it('counts tags that are never closed, and not what a script holds', () => {
    expect(() => assertHtmlDepth('<b>'.repeat(HTML_DEPTH_MAX + 1))).toThrow(NestedTooDeep);
    expect(() => assertHtmlDepth(`<p>${'<br><img src=x>'.repeat(1000)}</p>`)).not.toThrow();
    expect(() => assertHtmlDepth(`<script>"${'<div>'.repeat(1000)}"</script>`)).not.toThrow();
  });
});

describe('parseJsonWithin', () => {
  it('parses JSON up to the limit and refuses deeper nesting before parsing', () => {
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(parseJsonWithin(deep(JSON_DEPTH_MAX))).toBeInstanceOf(Array);
    expect(() => parseJsonWithin(deep(JSON_DEPTH_MAX + 1))).toThrow(NestedTooDeep);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ name: `a \\" ${'['.repeat(500)}` });
    expect(parseJsonWithin(text)).toEqual(JSON.parse(text));
  });
});

describe('the outside-content reader', () => {
  let reader: OutsideContentReader | undefined;
  afterEach(async () => {
    await reader?.close();
    reader = undefined;
  });

  it('reads an event page in a worker thread', async () => {
    reader = createOutsideContentReader();
    const found = await reader.read('event-page', {
      html: eventPage('Dansen'),
      pageUrl: 'https://example.org/',
    });
    expect(found.fields.title).toBe('Dansen');
  });

  it('refuses a page nested too deep, and reads the next one', async () => {
    reader = createOutsideContentReader({ workers: 1 });
    const deep = reader.read('event-page', { html: nested(20_000), pageUrl: 'https://example.org/' });
    await expect(deep).rejects.toEqual(new OutsideContentRefused('too-deep'));
    const next = await reader.read('event-page', {
      html: eventPage('Zingen'),
      pageUrl: 'https://example.org/',
    });
    expect(next.fields.title).toBe('Zingen');
  });

  it('refuses a JSON-LD block nested too deep', async () => {
    reader = createOutsideContentReader();
    const json = `{"@type":"Event","name":"x","location":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const html = `<script type="application/ld+json">${json}</script>`;
    await expect(reader.read('event-page', { html, pageUrl: 'https://example.org/' })).rejects.toEqual(
      new OutsideContentRefused('too-deep'),
    );
  });

  it('stops a task over its time limit, and a new worker reads the task after it', async () => {
    reader = createOutsideContentReader({ workers: 1, timeLimitMs: 500 });
    const slow = reader.read('event-page', { html: wide(200, 1_900_000), pageUrl: 'https://example.org/' });
    const after = reader.read('event-page', { html: eventPage('Koken'), pageUrl: 'https://example.org/' });
    await expect(slow).rejects.toEqual(new OutsideContentRefused('too-slow'));
    expect((await after).fields.title).toBe('Koken');
  });

  it('stops a task that runs out of its heap', async () => {
    reader = createOutsideContentReader({ heapMb: 16, timeLimitMs: 60_000 });
    const big = wide(1, 1_500_000);
    await expect(reader.read('event-page', { html: big, pageUrl: 'https://example.org/' })).rejects.toEqual(
      new OutsideContentRefused('too-large'),
    );
  });

  it('rejects what is still waiting when it is closed', async () => {
    reader = createOutsideContentReader({ workers: 1 });
    const first = reader.read('event-page', { html: eventPage('a'), pageUrl: 'https://example.org/' });
    const waiting = reader.read('event-page', { html: eventPage('b'), pageUrl: 'https://example.org/' });
    const settled = Promise.allSettled([first, waiting]);
    await reader.close();
    const [one, two] = await settled;
    expect(one).toMatchObject({ status: 'rejected', reason: { message: expect.stringContaining('closed') } });
    expect(two).toMatchObject({ status: 'rejected', reason: { message: expect.stringContaining('closed') } });
  });
});
