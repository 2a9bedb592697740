import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { can } from '@darts/domain';
import { AppDataGate } from '../features/shell/app-data-gate';
import { ExitFullScreenButton } from '../features/shell/full-screen-button';
import { PageErrorBoundary } from '../features/shell/page-error-boundary';
import { SiteFooter } from '../features/shell/site-footer';
import { SiteHeader } from '../features/shell/site-header';
import { UpdateBanner, useTakeUpdateWhenFree } from '../features/shell/update-banner';
import { usePublishedHeight } from '../lib/embed-height';
import { useFullScreen } from '../lib/full-screen';
import { accessOf, useAccount } from '../lib/session';
import { shellParts } from '../lib/url-options';
import { useUrlOptions } from '../lib/use-url-options';

// Its own chunk, out of the way of the page's first paint. A chunk that will not load (a new build
// replaced it) leaves the page as it is: the next page load sends.
const UnsentScoresSender = lazy(() =>
  import('../features/scoring/unsent-scores-sender').then(
    (module) => ({ default: module.UnsentScoresSender }),
    () => ({ default: () => null }),
  ),
);

/**
 * The shell around every page: skip link, header with menu, the page inside an
 * error boundary that waits for start-up data, and the footer. URL options, kiosk mode and full
 * screen decide which parts show. An embedded page tells its parent frame its height. A new
 * version of the app is offered above the page, and taken where nothing is lost; whatever the
 * page, scores this device kept but never sent are sent once the connection allows.
 */
export function Component() {
  const options = useUrlOptions();
  const { isFullScreen } = useFullScreen();
  const { account } = useAccount();
  usePublishedHeight(options.embed);
  useTakeUpdateWhenFree({ tv: options.tv });
  const parts = shellParts({
    embed: options.embed,
    kiosk: options.kiosk,
    fullScreen: isFullScreen,
    kioskAccess: can(accessOf(account), 'KioskMode'),
  });
  const classes = ['app-shell', options.embed && 'embedded', options.tv && 'tv', options.mobile && 'mobile'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {parts.header && (
        <a className="skip-link visually-hidden-focusable" href="#main-content">
          Skip to main content
        </a>
      )}
      {parts.header && <SiteHeader parts={parts} controls={options.controls} />}
      <UpdateBanner className={options.embed ? 'px-2' : 'container'} />
      <main id="main-content" tabIndex={-1} className={options.embed ? 'px-2' : 'container py-3'}>
        <PageErrorBoundary>
          <AppDataGate>
            <Outlet />
          </AppDataGate>
        </PageErrorBoundary>
      </main>
      {parts.footer && <SiteFooter />}
      <ExitFullScreenButton />
      <Suspense fallback={null}>
        <UnsentScoresSender />
      </Suspense>
    </div>
  );
}
