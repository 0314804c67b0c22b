import { describe, expect, it } from 'vitest';
import { outboxMessageId } from './message-id';

describe('outboxMessageId', () => {
  it('is the same for the same event and differs for another', () => {
    const first = outboxMessageId('waitlist:registration:7', 'https://meedoen.example.nl');
    expect(first).toBe(outboxMessageId('waitlist:registration:7', 'https://meedoen.example.nl'));
    expect(first).not.toBe(outboxMessageId('waitlist:registration:8', 'https://meedoen.example.nl'));
  });

  it("names the site's host and keeps the key's text out of the header", () => {
    const id = outboxMessageId('a>b\r\nBcc: x@example.com', 'https://meedoen.example.nl/agenda');
    expect(id).toMatch(/^<outbox\.[A-Za-z0-9_-]{32}@meedoen\.example\.nl>$/);
  });

  it('differs between two sites for the same key', () => {
    expect(outboxMessageId('reminder:1', 'https://a.example')).not.toBe(
      outboxMessageId('reminder:1', 'https://b.example'),
    );
  });
});
