import type { StyleguideTemplate } from '../../schemas/site-styleguide.js';

/**
 * The built-in style guide templates. Their word rules are written as the sandbox's check reads
 * them (`Use X, not Y.`, src/format/styleguide-rules.ts), so a style guide seeded from one checks
 * something from the start.
 */
export const STYLEGUIDE_TEMPLATES: StyleguideTemplate[] = [
  {
    id: 'product-docs',
    title: 'Product documentation',
    subtitle: 'Clear, task-first writing for product docs',
    emoji: '📘',
    markdown: [
      '## Voice and tone',
      '',
      'Write to the reader as "you", in the present tense and the active voice. Lead with the task.',
      '',
      '## Words',
      '',
      '- Use "sign in", not "login".',
      '- Use "select", not "click on".',
      '- Use "email", not "e-mail".',
    ].join('\n'),
  },
  {
    id: 'plain-language',
    title: 'Plain language',
    subtitle: 'Short sentences and everyday words',
    emoji: '✏️',
    markdown: [
      '## Sentences',
      '',
      'Keep sentences under 25 words. Say one thing in each.',
      '',
      '## Words',
      '',
      '- Use "use", not "utilize".',
      '- Use "help", not "facilitate".',
      '- Use "start", not "commence".',
    ].join('\n'),
  },
];

export const styleguideTemplate = (id: string) => STYLEGUIDE_TEMPLATES.find((template) => template.id === id);
