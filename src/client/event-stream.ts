/**
 * The events of a server-sent event stream, as GitBook streams answers: each event's data, JSON-parsed, in
 * order, up to the `done` event, which ends it. An `error` event is the server's refusal mid-stream.
 */
export function parseEventStream(text: string): { events: unknown[]; error?: string } {
  const events: unknown[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split('\n\n')) {
    const lines = block.split('\n');
    const event =
      lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim() ?? 'message';
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (event === 'done') break;
    if (data === '') continue;
    const value: unknown = JSON.parse(data);
    if (event === 'error') return { events, error: (value as { error?: { message?: string } }).error?.message ?? data };
    events.push(value);
  }
  return { events };
}
