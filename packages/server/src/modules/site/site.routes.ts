import type { FastifyPluginAsync } from 'fastify';
import { routes, type SiteDto } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Config } from '../../config/config.js';
import { route } from '../../http/contract-route.js';

/** Branding, build and sign-in details the web app needs before anything else. */
export function siteOf(config: Config): SiteDto {
  const { site, build, oidc } = config;
  return {
    name: site.name,
    ...(site.contactEmail ? { contactEmail: site.contactEmail } : {}),
    socialLinks: site.socialLinks,
    menu: site.menu,
    about: site.about,
    build: {
      branch: build.branch,
      version: build.version,
      date: build.date,
      ...(build.prName ? { prName: build.prName } : {}),
      release: build.release,
    },
    signIn: oidc ? { provider: 'oidc', providerName: oidc.name } : { provider: 'local' },
  };
}

export function siteRoutes({ config }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const site = siteOf(config);
    route(app, routes.site, async () => site);
  };
}
