import {
  AskBody,
  AskQuery,
  AskResult,
  AskStream,
  RecommendedQuestions,
  RecommendedQuestionStream,
  SiteAskBody,
  SiteAskQuery,
  SiteQuestionsQuery,
  StreamAskQuery,
} from './ask.js';
import { SiteParams } from './site.js';
import { op } from './operation.js';
import { O } from './organization-operations.js';
import { OrganizationPathParams } from './organization.js';

const ASK = `${O}/ask`;

/** Questions to the organization's content and to a site's, answered from their search (src/domain/ask). */
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
  streamAskInSite: op({
    id: 'streamAskInSite',
    method: 'POST',
    path: `${O}/sites/{siteId}/ask`,
    summary: "Ask a question of a site's content, the answer sent as server-sent events",
    params: SiteParams,
    query: SiteAskQuery,
    body: SiteAskBody,
    response: AskStream,
    events: true,
  }),
  streamRecommendedQuestionsInSite: op({
    id: 'streamRecommendedQuestionsInSite',
    method: 'GET',
    path: `${O}/sites/{siteId}/ask/questions`,
    summary: "List questions to ask of a site's content, sent as server-sent events",
    params: SiteParams,
    query: SiteQuestionsQuery,
    response: RecommendedQuestionStream,
    events: true,
  }),
};
