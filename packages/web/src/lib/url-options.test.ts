import { describe, expect, it } from 'vitest';
import { parseUrlOptions, shellParts } from './url-options';

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const samsungTv = 'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 SamsungBrowser/4.0 TV Safari/537.36';
const androidTv = 'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K GB ATV3) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('parseUrlOptions (spec 1 §2 URL options)', () => {
  it.each([
    ['', desktop, { embed: false, controls: true, mobile: false, tv: false, kiosk: false }],
    ['?embed=true', desktop, { embed: true, controls: true, mobile: false, tv: false, kiosk: false }],
    ['?embed=TRUE', desktop, { embed: true, controls: true, mobile: false, tv: false, kiosk: false }],
    ['?embed=1', desktop, { embed: false, controls: true, mobile: false, tv: false, kiosk: false }],
    ['?controls=false', desktop, { embed: false, controls: false, mobile: false, tv: false, kiosk: false }],
    ['?controls=true', desktop, { embed: false, controls: true, mobile: false, tv: false, kiosk: false }],
    ['?controls=no', desktop, { embed: false, controls: true, mobile: false, tv: false, kiosk: false }],
    ['', iphone, { embed: false, controls: true, mobile: true, tv: false, kiosk: false }],
    ['', android, { embed: false, controls: true, mobile: true, tv: false, kiosk: false }],
    ['?mobile=false', iphone, { embed: false, controls: true, mobile: false, tv: false, kiosk: false }],
    ['?mobile=true', desktop, { embed: false, controls: true, mobile: true, tv: false, kiosk: false }],
    ['', samsungTv, { embed: false, controls: true, mobile: false, tv: true, kiosk: false }],
    ['', androidTv, { embed: false, controls: true, mobile: false, tv: true, kiosk: false }],
    ['?tv=true', desktop, { embed: false, controls: true, mobile: false, tv: true, kiosk: false }],
    ['?tv=false', samsungTv, { embed: false, controls: true, mobile: false, tv: false, kiosk: false }],
    ['?kiosk=true&controls=false', desktop, { embed: false, controls: false, mobile: false, tv: false, kiosk: true }],
  ])('%s with %s', (search, userAgent, expected) => {
    expect(parseUrlOptions(search, userAgent)).toEqual(expected);
  });
});

describe('shellParts (spec 1 §2 Shell)', () => {
  const all = { header: true, menu: true, footer: true, brand: true, menuGroups: true };
  const none = { header: false, menu: false, footer: false, brand: false, menuGroups: false };
  it.each([
    ['normal', { embed: false, kiosk: false, fullScreen: false, kioskAccess: false }, all],
    ['embedded: content only', { embed: true, kiosk: false, fullScreen: false, kioskAccess: false }, none],
    ['kiosk mode', { embed: false, kiosk: true, fullScreen: false, kioskAccess: false }, none],
    ['full screen', { embed: false, kiosk: false, fullScreen: true, kioskAccess: false }, none],
    [
      'KioskMode access: no brand, no configured groups',
      { embed: false, kiosk: false, fullScreen: false, kioskAccess: true },
      { header: true, menu: true, footer: true, brand: false, menuGroups: false },
    ],
    ['KioskMode access in full screen', { embed: false, kiosk: false, fullScreen: true, kioskAccess: true }, none],
  ])('%s', (_, state, expected) => {
    expect(shellParts(state)).toEqual(expected);
  });
});
