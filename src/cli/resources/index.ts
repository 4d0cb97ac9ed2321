import type { Resource } from '../verb.js';
import { collections } from './collections.js';
import { comments } from './comments.js';
import { content } from './content.js';
import { cr } from './cr.js';
import { members } from './members.js';
import { openapi } from './openapi.js';
import { orgs } from './orgs.js';
import { saml } from './saml.js';
import { sectionGroups } from './section-groups.js';
import { sections } from './sections.js';
import { shareLinks } from './share-links.js';
import { siteSpaces } from './site-spaces.js';
import { sites } from './sites.js';
import { spaces } from './spaces.js';
import { teams } from './teams.js';
import { translations } from './translations.js';

/** Every resource command, in the order `docsctl --help` lists them. */
export const resources: Resource[] = [orgs, members, teams, saml, collections, spaces, content, cr, comments, sites, sections, sectionGroups, siteSpaces, shareLinks, openapi, translations];
