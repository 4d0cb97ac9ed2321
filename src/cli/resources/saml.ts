import type { Resource } from '../verb.js';

export const saml: Resource = {
  name: 'saml',
  noun: 'SAML provider',
  description: 'SAML single sign-on providers and SSO logins',
  verbs: [],
};
