import type { Group } from '../verbs/verb.js';

const LOOK_COLUMNS = {
  TITLE: 'title',
  THEME: 'styling.theme',
  PRIMARY: 'styling.primaryColor.light',
  FONT: 'styling.font',
  LOGO: 'header.logo.light',
  UPDATED: 'updatedAt',
};

/** `docsctl site-spaces customization view|edit|reset`: one site space's look over the site's. */
export const siteSpaceCustomization: Group = {
  name: 'customization',
  description: "A site space's own look, over the site's: view, edit, reset",
  noun: 'site space customization',
  verbs: [
    {
      name: 'view',
      op: 'getSiteSpaceCustomizationById',
      aliases: ['get'],
      description: "Show a site space's look: the site's, with the site space's overrides over it",
      columns: LOOK_COLUMNS,
      examples: ['docsctl site-spaces customization view SITE_ID SITE_SPACE_ID', 'docsctl site-spaces customization view SITE_ID SITE_SPACE_ID --json'],
    },
    {
      name: 'edit',
      op: 'overrideSiteSpaceCustomizationById',
      aliases: ['override'],
      description: "Override settings of the site's look for one site space, from a file of just those settings (null clears one)",
      columns: LOOK_COLUMNS,
      examples: [
        'docsctl site-spaces customization edit SITE_ID SITE_SPACE_ID --input french-look.json',
        'docsctl site-spaces customization edit SITE_ID SITE_SPACE_ID --input - <<< \'{"styling":{"primaryColor":null}}\'',
      ],
    },
    {
      name: 'reset',
      op: 'deleteSiteSpaceCustomizationById',
      destructive: true,
      done: 'Site space {siteSpaceId} shows the look of site {siteId} again',
      examples: ['docsctl site-spaces customization reset SITE_ID SITE_SPACE_ID --yes'],
    },
  ],
};
