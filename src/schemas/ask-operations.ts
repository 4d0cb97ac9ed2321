import { AskBody, AskQuery, AskResult, AskStream, RecommendedQuestions, RecommendedQuestionStream, StreamAskQuery } from './ask.js';
import { op } from './operation.js';
import { O } from './organization-operations.js';
import { OrganizationPathParams } from './organization.js';

const ASK = `${O}/ask`;

/** Questions to the organization's content, answered from its search (src/domain/ask). */
export const askOperations = {
  askInOrganization: op({
    id: 'askInOrganization',
    method: 'POST',
    path: ASK,
    summary: "Ask a question of the organization's content",
    params: OrganizationPathParams,
    query: AskQuery,
    body: AskBody,
    response: AskResult,
  }),
  streamAskInOrganization: op({
    id: 'streamAskInOrganization',
    method: 'GET',
    path: `${ASK}/stream`,
    summary: "Ask a question of the organization's content, the answer sent as server-sent events",
    params: OrganizationPathParams,
    query: StreamAskQuery,
    response: AskStream,
    events: true,
  }),
  getRecommendedQuestionsInOrganization: op({
    id: 'getRecommendedQuestionsInOrganization',
    method: 'GET',
    path: `${ASK}/questions`,
    summary: "List questions to ask of the organization's content",
    params: OrganizationPathParams,
    response: RecommendedQuestions,
  }),
  streamRecommendedQuestionsInOrganization: op({
    id: 'streamRecommendedQuestionsInOrganization',
    method: 'GET',
    path: `${ASK}/questions/stream`,
    summary: "List questions to ask of the organization's content, sent as server-sent events",
    params: OrganizationPathParams,
    response: RecommendedQuestionStream,
    events: true,
  }),
};
