import * as z from 'zod';

/** What a URL embeds as (GitBook's Embed): its title, its site and icon, and how it is shown (here always as a link card). */
export const Embed = z.object({
  type: z.literal('link'),
  title: z.string(),
  site: z.string(),
  icon: z.string().optional(),
});
export type Embed = z.infer<typeof Embed>;

export const EmbedQuery = z.object({ url: z.string().min(1).max(2048).describe('the URL to embed (http or https)') });
