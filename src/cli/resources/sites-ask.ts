import { Argument } from 'commander';
import { forPeople, type Verb } from '../verbs/verb.js';
import { streamedAnswers } from './orgs-ask.js';
import { scopeOptions, searchScope } from './site-scope.js';

/** `docsctl sites ask SITE QUESTION`: the site's content answers, as its assistant is answered (a stream). */
export const siteAskVerb: Verb<'streamAskInSite'> = {
  name: 'ask',
  op: 'streamAskInSite',
  description: "Ask a question of a site's content: each section's default content, or every variant (--every-space), or some (--site-space)",
  operand: { argument: new Argument('<question>', 'the question to ask'), body: (question) => ({ question }) },
  skip: ['question', 'scope', 'context', 'session'],
  options: scopeOptions(),
  body: searchScope,
  // People read Markdown; --format document asks for GitBook's JSON document.
  query: (options): Record<string, string> => (options.format === undefined ? { format: 'markdown' } : {}),
  after: forPeople((events) => streamedAnswers(events)),
  examples: ['docsctl sites ask SITE_ID "How do I roll back?"', 'docsctl sites ask SITE_ID refunds --every-space --jq ".[0].answer.sources"'],
};

/** `docsctl sites questions SITE`: questions worth asking of a site's content. */
export const siteQuestionsVerb: Verb<'streamRecommendedQuestionsInSite'> = {
  name: 'questions',
  op: 'streamRecommendedQuestionsInSite',
  description: "List questions worth asking of a site's content (of one site space with --site-space-id)",
  skip: ['spaceId'],
  after: forPeople((events) => events.map((event) => event.question).join('\n')),
  examples: ['docsctl sites questions SITE_ID', 'docsctl sites questions SITE_ID --site-space-id SITE_SPACE_ID'],
};
