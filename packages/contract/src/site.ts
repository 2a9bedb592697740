import { z } from 'zod';

/**
 * Site branding and build information, `GET /api/Site`. Not in the contract (the reference client
 * compiles these in); this product configures them per deployment.
 */
export const menuItem = z.object({ url: z.string(), text: z.string() });
export type MenuItem = z.infer<typeof menuItem>;

export const siteDto = z.object({
  name: z.string(),
  contactEmail: z.string().optional(),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
  menu: z.object({ beforeDivisions: z.array(menuItem), afterDivisions: z.array(menuItem) }),
  about: z.object({
    description: z.string(),
    custodians: z.array(z.string()),
    author: z.string(),
    licence: z.string(),
    credits: z.array(z.string()),
  }),
  build: z.object({
    branch: z.string(),
    version: z.string(),
    date: z.string(),
    prName: z.string().optional(),
    release: z.boolean(),
  }),
  signIn: z.object({ provider: z.enum(['local', 'oidc']), providerName: z.string().optional() }),
});
export type SiteDto = z.infer<typeof siteDto>;
