import type { Resource } from '../verbs/verb.js';

const COLUMNS = { ID: 'id', LABEL: 'label', STATUS: 'status', 'DEFAULT ROLE': 'defaultRole', 'SSO URL': 'ssoURL' };
/** What the identity provider needs to be told, besides who the provider is. */
const VIEW_COLUMNS = { ID: 'id', LABEL: 'label', STATUS: 'status', 'SSO URL': 'ssoURL', 'ACS URL': 'service.acsURL', 'ENTITY ID': 'service.entityID' };
const LOGIN_COLUMNS = { ID: 'id', LABEL: 'label', 'START URL': 'startURL' };

export const saml: Resource = {
  noun: 'SAML provider',
  verbs: [
    { name: 'list', op: 'listSAMLProvidersInOrganizationById', columns: COLUMNS, examples: ['docsctl saml list --org acme'] },
    {
      name: 'create',
      op: 'createOrganizationSAMLProvider',
      columns: VIEW_COLUMNS,
      examples: [
        'docsctl saml create --label Okta --entity-id http://www.okta.com/exk123 --sso-url https://acme.okta.com/app/sso/saml --certificate "$(cat okta.pem)"',
        'docsctl saml create --input provider.json --default-role read --default-team TEAM_ID',
      ],
    },
    {
      name: 'view',
      op: 'getOrganizationSAMLProviderById',
      aliases: ['get'],
      columns: VIEW_COLUMNS,
      examples: ['docsctl saml view SAML_PROVIDER_ID', 'docsctl saml view SAML_PROVIDER_ID --jq .service.acsURL'],
    },
    {
      name: 'edit',
      op: 'updateOrganizationSAMLProvider',
      aliases: ['update'],
      columns: VIEW_COLUMNS,
      examples: ['docsctl saml edit SAML_PROVIDER_ID --label "Okta (new)"', 'docsctl saml edit SAML_PROVIDER_ID --certificate "$(cat rotated.pem)"'],
    },
    {
      name: 'delete',
      op: 'deleteOrganizationSAMLProvider',
      get: 'getOrganizationSAMLProviderById',
      destructive: true,
      done: 'Deleted SAML provider {samlProviderId}',
      examples: ['docsctl saml delete SAML_PROVIDER_ID --yes'],
    },
    {
      name: 'logins',
      op: 'listSSOProviderLoginsInOrganization',
      description: 'List the single sign-on logins people of the organization can start from',
      columns: LOGIN_COLUMNS,
      items: 'items',
      examples: ['docsctl saml logins --org acme', 'docsctl saml logins --jq ".[].startURL"'],
    },
  ],
};
