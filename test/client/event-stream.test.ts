import { describe, expect, it } from 'vitest';
import { parseEventStream } from '../../src/client/event-stream.js';

describe('reading server-sent events', () => {
  it.each([
    ['one event per data line, in order', 'data: {"a":1}\n\ndata: {"a":2}\n\n', { events: [{ a: 1 }, { a: 2 }] }],
    ['nothing after done', 'data: 1\n\nevent: done\ndata: {}\n\ndata: 2\n\n', { events: [1] }],
    ['data split over lines, CRLF line ends', 'data: {"a":\r\ndata: 1}\r\n\r\n', { events: [{ a: 1 }] }],
    ['comments and empty events skipped', ': keep-alive\n\ndata: 3\n\n', { events: [3] }],
    ['an error event as its message', 'data: 1\n\nevent: error\ndata: {"error":{"message":"quota"}}\n\n', { events: [1], error: 'quota' }],
  ])('%s', (_, text, expected) => expect(parseEventStream(text)).toEqual(expected));
});
