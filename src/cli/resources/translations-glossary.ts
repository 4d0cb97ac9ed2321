import type { Group } from '../verbs/verb.js';

const COLUMNS = { ID: 'id', TERMS: 'translations', UPDATED: 'updatedAt' };

/** `docsctl translations glossary`: the terms the organization's translations keep as given. */
export const glossary: Group = {
  name: 'glossary',
  description: "The organization's translation glossary: terms and what each language calls them",
  noun: 'glossary entry',
  verbs: [
    {
      name: 'list',
      op: 'listGlossaryEntries',
      columns: COLUMNS,
      examples: ['docsctl translations glossary list', "docsctl translations glossary list --order-by fr --jq '.[].translations.fr'"],
    },
    {
      name: 'view',
      op: 'getGlossaryEntry',
      aliases: ['get'],
      columns: { ...COLUMNS, CREATED: 'createdAt' },
      examples: ['docsctl translations glossary view ENTRY_ID'],
    },
    {
      name: 'update',
      op: 'updateGlossaryEntries',
      aliases: ['edit'],
      done: 'Updated the glossary',
      examples: [
        `docsctl translations glossary update --operations '[{"type":"insert","translations":{"en":"space","fr":"espace"}}]'`,
        'docsctl translations glossary update --input batch.json',
      ],
    },
  ],
};
