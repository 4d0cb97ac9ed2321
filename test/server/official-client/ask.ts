import { beforeAll, describe, expect, it } from 'vitest';
import { ImportContentSource } from '@gitbook/api';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { tokenOf } from '../../helpers/sandbox.js';
import { oneRelease, type Harness } from './harness.js';

/** Every event of a stream the official client reads (it parses the server-sent events itself). */
async function eventsOf<T>(stream: AsyncIterable<T> | Promise<AsyncIterable<T>>): Promise<T[]> {
  const events: T[] = [];
  for await (const event of await stream) events.push(event);
  return events;
}

/** Asking the organization's content, answered from its search: plainly and as server-sent events. */
export function askScenarios(h: Harness) {
  describe("asking the organization's content", () => {
    const { client, conform } = h;
    let space: string;

    beforeAll(async () => {
      const fixtures = await serveFixtures({
        '/kayak.md': {
          type: 'text/markdown',
          body: '# Kayak rentals\n\nRent a kayak at the pier.\n\n## Paddle sizes\n\nEvery kayak comes with a paddle of your size.\n\n## Opening hours\n\nThe pier opens at nine.\n',
        },
      });
      space = (await client('admin').orgs.createSpace('acme', { title: 'Harbour' })).data.id;
      await oneRelease(client('admin')).importContent(space, { source: ImportContentSource.Markdown, url: fixtures.url('/kayak.md') });
      await fixtures.close();
    });

    it('answers a question with the matching sections, their page as the source, and other headings as follow-ups', async () => {
      const asked = await conform('askInOrganization', client('read').orgs.askInOrganization('acme', { query: 'kayak paddle' }, { format: 'markdown' }));
      const answer = asked.answer!;
      expect((answer.answer as { markdown: string }).markdown).toMatch(/^This answer was assembled by docsctl's sandbox/);
      expect((answer.answer as { markdown: string }).markdown).toContain('Every kayak comes with a paddle of your size.');
      expect(answer.sources[0]).toMatchObject({ type: 'page', space });
      expect(answer.followupQuestions).toContain('What do the docs say about Opening hours?');
      const asDocument = await conform('askInOrganization', client('read').orgs.askInOrganization('acme', { query: 'kayak paddle' }));
      expect(asDocument.answer!.answer).toMatchObject({ document: { object: 'document' } });
      expect(asDocument.answer!.sources).toEqual(answer.sources);
    });

    it('streams the same answer as server-sent events', async () => {
      const plain = (await client('read').orgs.askInOrganization('acme', { query: 'opening hours' })).data.answer;
      const events = await eventsOf(client('read').orgs.streamAskInOrganization('acme', { query: 'opening hours' }));
      for (const event of events) await conform('streamAskInOrganization', Promise.resolve({ status: 200, data: event }));
      expect(events).toEqual([{ type: 'answer', answer: plain }]);
    });

    it('recommends questions from the titles of the first pages, the same plainly and streamed', async () => {
      const { questions } = await conform('getRecommendedQuestionsInOrganization', client('read').orgs.getRecommendedQuestionsInOrganization('acme'));
      expect(questions.length).toBeGreaterThan(0);
      expect(questions.every((q) => q.startsWith('What should I know about '))).toBe(true);
      const events = await eventsOf(client('read').orgs.streamRecommendedQuestionsInOrganization('acme'));
      for (const event of events) await conform('streamRecommendedQuestionsInOrganization', Promise.resolve({ status: 200, data: event }));
      expect(events).toEqual(questions.map((question) => ({ question })));
    });

    it('sends the stream as server-sent events: one data line of JSON per event, then done', async () => {
      const streamed = await h.sb.app.inject({
        method: 'GET',
        url: '/v1/orgs/acme/ask/questions/stream',
        headers: { authorization: `Bearer ${tokenOf('read')}` },
      });
      expect(streamed.headers['content-type']).toMatch(/^text\/event-stream/);
      const blocks = streamed.body.trim().split('\n\n');
      expect(blocks.at(-1)).toBe('event: done\ndata: {}');
      for (const block of blocks.slice(0, -1)) expect(JSON.parse(block.replace(/^data: /, ''))).toHaveProperty('question');
    });

    it("answers from a site's content, as its scope reads it, and recommends its questions", async () => {
      const site = (await client('admin').orgs.createSite('acme', { title: 'Harbour site' })).data.id;
      const section = (await client('admin').orgs.addSectionToSite('acme', site, { spaceId: space, title: 'Harbour' })).data;
      const events = await eventsOf(
        client('read').orgs.streamAskInSite('acme', site, { question: 'paddle size', scope: { mode: 'all' } as never }, { format: 'markdown' }),
      );
      for (const event of events) await conform('streamAskInSite', Promise.resolve({ status: 200, data: event }));
      expect(events).toEqual([{ type: 'answer', answer: expect.objectContaining({ sources: [expect.objectContaining({ space })] }) }]);
      const questions = await eventsOf(client('read').orgs.streamRecommendedQuestionsInSite('acme', site, { siteSpaceId: section.siteSpaces[0]!.id }));
      for (const event of questions) await conform('streamRecommendedQuestionsInSite', Promise.resolve({ status: 200, data: event }));
      expect(questions).toEqual([{ question: 'What should I know about Kayak rentals?' }]);
    });

    it('refuses an outsider with a 404', async () => {
      await expect(client('outsider').orgs.askInOrganization('acme', { query: 'kayak' })).rejects.toMatchObject({ code: 404 });
    });
  });
}
