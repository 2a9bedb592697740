import { z } from 'zod';

const menuItem = z.object({ url: z.string(), text: z.string() });

/**
 * Site branding from the JSON file named by SITE_CONFIG. Every field has a default so an
 * empty file, or none, gives a working site.
 */
export const siteSettingsSchema = z.object({
  name: z.string().default('Darts League'),
  contactEmail: z.string().email().optional(),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string().url() })).default([]),
  menu: z
    .object({ beforeDivisions: z.array(menuItem).default([]), afterDivisions: z.array(menuItem).default([]) })
    .default({}),
  about: z
    .object({
      description: z
        .string()
        .default(
          'Fixtures, results, league tables, live scoring and tournaments for an amateur darts league. ' +
            'Pick a division from the menu to see fixtures and the league tables.',
        ),
      custodians: z.array(z.string()).default([]),
      author: z.string().default('The league committee'),
      licence: z.string().default('MIT'),
      credits: z.array(z.string()).default([]),
    })
    .default({}),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
