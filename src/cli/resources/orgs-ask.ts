import { Argument } from 'commander';
import type { AskAnswer } from '../../schemas/ask.js';
import { forPeople, type Verb } from '../verbs/verb.js';

/** The answer a person reads: its Markdown, the pages it came from, and what to ask next. */
function answerText({ answer, sources, followupQuestions }: AskAnswer): string {
  const text = 'markdown' in answer ? answer.markdown : '(a GitBook JSON document: --json shows it)';
  const from = sources.map((s) => `  page ${s.page} in space ${s.space}`);
  const next = followupQuestions.map((q) => `  ${q}`);
  return [text, ...(from.length ? ['', 'Sources:', ...from] : []), ...(next.length ? ['', 'Ask next:', ...next] : [])].join('\n');
}

type AnswerEvents = { type: 'answer'; answer: AskAnswer }[];

/** What a person reads of an answer, or of the answers a stream's events hold. */
export const streamedAnswers = (answered: { answer: AskAnswer } | AnswerEvents): string =>
  (Array.isArray(answered) ? answered.map((event) => event.answer) : [answered.answer]).map(answerText).join('\n\n');

/** `docsctl orgs ask QUESTION [--stream]`: the organization's content answers, plainly or as server-sent events. */
export const askVerb: Verb<'askInOrganization'> = {
  name: 'ask',
  op: 'askInOrganization',
  streamOp: 'streamAskInOrganization',
  description: "Ask a question of the organization's content (the sandbox assembles its answer from the search, with no model)",
  operand: {
    argument: new Argument('<question>', 'the question to ask'),
    body: (question) => ({ query: question }),
    query: (question) => ({ query: String(question) }),
  },
  skip: ['query', 'previousQueries'],
  // People read Markdown; --format document asks for GitBook's JSON document.
  query: (options): Record<string, string> => (options.format === undefined ? { format: 'markdown' } : {}),
  // With --stream the answer is the stream's events, the answer one of them.
  after: forPeople((answered) => streamedAnswers(answered as unknown as { answer: AskAnswer } | AnswerEvents)),
  examples: [
    'docsctl orgs ask "How do I roll back a deploy?"',
    'docsctl orgs ask "refunds" --stream',
    'docsctl orgs ask "refunds" --json --jq .answer.sources',
  ],
};

/** `docsctl orgs questions [--stream]`: questions worth asking of the organization's content. */
export const questionsVerb: Verb<'getRecommendedQuestionsInOrganization'> = {
  name: 'questions',
  op: 'getRecommendedQuestionsInOrganization',
  streamOp: 'streamRecommendedQuestionsInOrganization',
  description: "List questions worth asking of the organization's content",
  after: forPeople((answered) => {
    const events = answered as unknown as { questions: string[] } | { question: string }[];
    return (Array.isArray(events) ? events.map((event) => event.question) : events.questions).join('\n');
  }),
  examples: ['docsctl orgs questions', 'docsctl orgs questions --stream'],
};
