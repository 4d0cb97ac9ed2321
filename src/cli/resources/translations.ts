import type { Resource } from '../verb.js';

export const translations: Resource = {
  name: 'translations',
  noun: 'translation',
  description: 'Translations of spaces into other languages',
  verbs: [],
};
