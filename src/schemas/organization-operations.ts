import * as z from 'zod';
import { Id, ListQuery, listOf } from './common.js';
import {
  Collection, CollectionCreate, CollectionListQuery, CollectionPathParams, CollectionUpdate, ContentMove, ContentTransfer,
  MemberSpaceEntry, MemberSpaceListQuery, Space, SpaceCreate, SpaceGetQuery, SpacePathParams, SpaceUpdate,
} from './content.js';
import { Member, MemberListQuery, MemberPathParams, MemberUpdate } from './member.js';
import { op } from './operation.js';
import {
  EmailDomainOrganizations, Organization, OrganizationPathParams, OrganizationUpdate, PingResult,
} from './organization.js';
import { SamlPathParams, SamlProvider, SamlProviderCreate, SamlProviderUpdate, SsoLogins } from './saml.js';
import {
  MemberTeamEntry, MemberTeamListQuery, Team, TeamCreate, TeamListQuery, TeamMemberEntry, TeamMemberPathParams,
  TeamMemberUpsert, TeamMembersUpdate, TeamPathParams, TeamUpdate,
} from './team.js';
import { User, UserPathParams } from './user.js';

/** Where the paths of an organization, a space and a collection start (operations.ts's paths start so too). */
export const O = '/v1/orgs/{organizationId}';
export const S = '/v1/spaces/{spaceId}';
const C = '/v1/collections/{collectionId}';

/**
 * The operations on the caller, organizations, their members, teams and SAML, and the tree of collections and
 * spaces: part of the one table (operations.ts), in a module of its own because their schemas are few. A command
 * that runs only these (`docsctl spaces list`) does not build the rest, most of the schemas (loaded-operations.ts).
 */
export const organizationOperations = {
  getAuthenticatedUser: op({ id: 'getAuthenticatedUser', method: 'GET', path: '/v1/user', summary: 'Get the caller', response: User }),
  getUserById: op({
    id: 'getUserById', method: 'GET', path: '/v1/users/{userId}', summary: 'Get a user',
    params: UserPathParams, response: User,
  }),

  listOrganizationsForAuthenticatedUser: op({
    id: 'listOrganizationsForAuthenticatedUser', method: 'GET', path: '/v1/orgs', summary: 'List the caller\'s organizations',
    query: ListQuery, response: listOf(Organization),
  }),
  getOrganizationById: op({
    id: 'getOrganizationById', method: 'GET', path: O, summary: 'Get an organization',
    params: OrganizationPathParams, response: Organization,
  }),
  updateOrganizationById: op({
    id: 'updateOrganizationById', method: 'PATCH', path: O, summary: 'Update an organization',
    params: OrganizationPathParams, body: OrganizationUpdate, response: Organization,
  }),
  deleteOrganizationInviteById: op({
    id: 'deleteOrganizationInviteById', method: 'DELETE', path: `${O}/link-invites/{inviteId}`, summary: 'Delete an invite link',
    params: OrganizationPathParams.extend({ inviteId: Id }),
  }),
  getOrganizationsForEmailDomain: op({
    id: 'getOrganizationsForEmailDomain', method: 'GET', path: '/v1/email-domains/{emailDomain}/orgs',
    summary: 'Organizations that accept an e-mail domain',
    params: z.object({ emailDomain: z.string().max(253) }), response: EmailDomainOrganizations,
  }),
  updateOrganizationMemberLastSeenAt: op({
    id: 'updateOrganizationMemberLastSeenAt', method: 'POST', path: `${O}/ping`, summary: 'Mark the caller as active',
    params: OrganizationPathParams, response: PingResult,
  }),

  listMembersInOrganizationById: op({
    id: 'listMembersInOrganizationById', method: 'GET', path: `${O}/members`, summary: 'List members',
    params: OrganizationPathParams, query: MemberListQuery, response: listOf(Member),
  }),
  getMemberInOrganizationById: op({
    id: 'getMemberInOrganizationById', method: 'GET', path: `${O}/members/{userId}`, summary: 'Get a member',
    params: MemberPathParams, response: Member,
  }),
  updateMemberInOrganizationById: op({
    id: 'updateMemberInOrganizationById', method: 'PATCH', path: `${O}/members/{userId}`, summary: 'Change a member\'s role',
    params: MemberPathParams, body: MemberUpdate, response: Member,
  }),
  removeMemberFromOrganizationById: op({
    id: 'removeMemberFromOrganizationById', method: 'DELETE', path: `${O}/members/{userId}`, summary: 'Remove a member',
    params: MemberPathParams,
  }),
  setUserAsSSOMemberForOrganization: op({
    id: 'setUserAsSSOMemberForOrganization', method: 'POST', path: `${O}/members/{userId}/sso`, summary: 'Make a user an SSO member',
    params: MemberPathParams, response: Member,
  }),
  listSpacesForOrganizationMember: op({
    id: 'listSpacesForOrganizationMember', method: 'GET', path: `${O}/members/{userId}/spaces`, summary: 'List a member\'s spaces',
    params: MemberPathParams, query: MemberSpaceListQuery, response: listOf(MemberSpaceEntry),
  }),
  listTeamsForOrganizationMember: op({
    id: 'listTeamsForOrganizationMember', method: 'GET', path: `${O}/members/{userId}/teams`, summary: 'List a member\'s teams',
    params: MemberPathParams, query: MemberTeamListQuery, response: listOf(MemberTeamEntry),
  }),

  listTeamsInOrganizationById: op({
    id: 'listTeamsInOrganizationById', method: 'GET', path: `${O}/teams`, summary: 'List teams',
    params: OrganizationPathParams, query: TeamListQuery, response: listOf(Team),
  }),
  createOrganizationTeam: op({
    id: 'createOrganizationTeam', method: 'PUT', path: `${O}/teams`, summary: 'Create a team',
    params: OrganizationPathParams, body: TeamCreate, response: Team, status: 201,
  }),
  getTeamInOrganizationById: op({
    id: 'getTeamInOrganizationById', method: 'GET', path: `${O}/teams/{teamId}`, summary: 'Get a team',
    params: TeamPathParams, response: Team,
  }),
  updateTeamInOrganizationById: op({
    id: 'updateTeamInOrganizationById', method: 'PATCH', path: `${O}/teams/{teamId}`, summary: 'Rename a team',
    params: TeamPathParams, body: TeamUpdate, response: Team,
  }),
  removeTeamFromOrganizationById: op({
    id: 'removeTeamFromOrganizationById', method: 'DELETE', path: `${O}/teams/{teamId}`, summary: 'Delete a team',
    params: TeamPathParams,
  }),
  listTeamMembersInOrganizationById: op({
    id: 'listTeamMembersInOrganizationById', method: 'GET', path: `${O}/teams/{teamId}/members`, summary: 'List a team\'s members',
    params: TeamPathParams, query: ListQuery, response: listOf(TeamMemberEntry),
  }),
  updateMembersInOrganizationTeam: op({
    id: 'updateMembersInOrganizationTeam', method: 'PUT', path: `${O}/teams/{teamId}/members`, summary: 'Add and remove team members',
    params: TeamPathParams, body: TeamMembersUpdate,
  }),
  addMemberToOrganizationTeamById: op({
    id: 'addMemberToOrganizationTeamById', method: 'PUT', path: `${O}/teams/{teamId}/members/{userId}`, summary: 'Add or update a team member',
    params: TeamMemberPathParams, body: TeamMemberUpsert,
  }),
  deleteMemberFromOrganizationTeamById: op({
    id: 'deleteMemberFromOrganizationTeamById', method: 'DELETE', path: `${O}/teams/{teamId}/members/{userId}`, summary: 'Remove a team member',
    params: TeamMemberPathParams,
  }),

  listSAMLProvidersInOrganizationById: op({
    id: 'listSAMLProvidersInOrganizationById', method: 'GET', path: `${O}/saml`, summary: 'List SAML providers',
    params: OrganizationPathParams, query: ListQuery, response: listOf(SamlProvider),
  }),
  createOrganizationSAMLProvider: op({
    id: 'createOrganizationSAMLProvider', method: 'POST', path: `${O}/saml`, summary: 'Create a SAML provider',
    params: OrganizationPathParams, body: SamlProviderCreate, response: SamlProvider, status: 201,
  }),
  getOrganizationSAMLProviderById: op({
    id: 'getOrganizationSAMLProviderById', method: 'GET', path: `${O}/saml/{samlProviderId}`, summary: 'Get a SAML provider',
    params: SamlPathParams, response: SamlProvider,
  }),
  updateOrganizationSAMLProvider: op({
    id: 'updateOrganizationSAMLProvider', method: 'PATCH', path: `${O}/saml/{samlProviderId}`, summary: 'Update a SAML provider',
    params: SamlPathParams, body: SamlProviderUpdate, response: SamlProvider,
  }),
  deleteOrganizationSAMLProvider: op({
    id: 'deleteOrganizationSAMLProvider', method: 'DELETE', path: `${O}/saml/{samlProviderId}`, summary: 'Delete a SAML provider',
    params: SamlPathParams,
  }),
  listSSOProviderLoginsInOrganization: op({
    id: 'listSSOProviderLoginsInOrganization', method: 'GET', path: `${O}/sso`, summary: 'List SSO logins',
    params: OrganizationPathParams, response: SsoLogins,
  }),

  listCollectionsInOrganizationById: op({
    id: 'listCollectionsInOrganizationById', method: 'GET', path: `${O}/collections`, summary: 'List collections',
    params: OrganizationPathParams, query: CollectionListQuery, response: listOf(Collection),
  }),
  createCollection: op({
    id: 'createCollection', method: 'POST', path: `${O}/collections`, summary: 'Create a collection',
    params: OrganizationPathParams, body: CollectionCreate, response: Collection, status: 201,
  }),
  getCollectionById: op({
    id: 'getCollectionById', method: 'GET', path: C, summary: 'Get a collection',
    params: CollectionPathParams, response: Collection,
  }),
  updateCollectionById: op({
    id: 'updateCollectionById', method: 'PATCH', path: C, summary: 'Update a collection',
    params: CollectionPathParams, body: CollectionUpdate, response: Collection,
  }),
  deleteCollectionById: op({
    id: 'deleteCollectionById', method: 'DELETE', path: C, summary: 'Delete a collection and its content',
    params: CollectionPathParams,
  }),
  listSpacesInCollectionById: op({
    id: 'listSpacesInCollectionById', method: 'GET', path: `${C}/spaces`, summary: 'List the spaces of a collection',
    params: CollectionPathParams, query: ListQuery, response: listOf(Space),
  }),
  moveCollection: op({
    id: 'moveCollection', method: 'POST', path: `${C}/move`, summary: 'Move a collection',
    params: CollectionPathParams, body: ContentMove, response: Collection,
  }),
  transferCollection: op({
    id: 'transferCollection', method: 'POST', path: `${C}/transfer`, summary: 'Transfer a collection to another organization',
    params: CollectionPathParams, body: ContentTransfer, response: Collection,
  }),

  listSpacesInOrganizationById: op({
    id: 'listSpacesInOrganizationById', method: 'GET', path: `${O}/spaces`, summary: 'List spaces',
    params: OrganizationPathParams, query: ListQuery, response: listOf(Space),
  }),
  createSpace: op({
    id: 'createSpace', method: 'POST', path: `${O}/spaces`, summary: 'Create a space',
    params: OrganizationPathParams, body: SpaceCreate.optional(), response: Space, status: 201,
  }),
  getSpaceById: op({
    id: 'getSpaceById', method: 'GET', path: S, summary: 'Get a space',
    params: SpacePathParams, query: SpaceGetQuery, response: Space,
  }),
  updateSpaceById: op({
    id: 'updateSpaceById', method: 'PATCH', path: S, summary: 'Update a space',
    params: SpacePathParams, body: SpaceUpdate, response: Space,
  }),
  deleteSpaceById: op({
    id: 'deleteSpaceById', method: 'DELETE', path: S, summary: 'Delete a space (restorable for 7 days)',
    params: SpacePathParams,
  }),
  duplicateSpace: op({
    id: 'duplicateSpace', method: 'POST', path: `${S}/duplicate`, summary: 'Duplicate a space',
    params: SpacePathParams, response: Space, status: 201,
  }),
  restoreSpace: op({
    id: 'restoreSpace', method: 'POST', path: `${S}/restore`, summary: 'Restore a deleted space',
    params: SpacePathParams, response: Space,
  }),
  moveSpace: op({
    id: 'moveSpace', method: 'POST', path: `${S}/move`, summary: 'Move a space',
    params: SpacePathParams, body: ContentMove, response: Space,
  }),
  transferSpace: op({
    id: 'transferSpace', method: 'POST', path: `${S}/transfer`, summary: 'Transfer a space to another organization',
    params: SpacePathParams, body: ContentTransfer, response: Space,
  }),
};
