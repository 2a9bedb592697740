import { useCallback, useState } from 'react';

/** The scoring panel's colours (spec 2 §3 Preference `sayg-style`). */
export type SaygStyle = 'sayg-white' | 'sayg-black';

export const saygStyles: { value: SaygStyle; label: string }[] = [
  { value: 'sayg-white', label: 'Black on white' },
  { value: 'sayg-black', label: 'White on black' },
];

const cookieName = 'sayg-style';
const oneYearSeconds = 365 * 24 * 60 * 60;

/** The style kept in the preferences cookie, `sayg-white` by default (spec 2 §9). */
export function readSaygStyle(cookies: string = document.cookie): SaygStyle {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
  return value === 'sayg-black' ? 'sayg-black' : 'sayg-white';
}

/** The cookie text that keeps `style` for 365 days on every path (spec 2 §9; secure over https). */
export function saygStyleCookie(style: SaygStyle, secure = location.protocol === 'https:'): string {
  return `${cookieName}=${style}; Max-Age=${oneYearSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The style preference, read once and written back to the cookie when changed. */
export function useSaygStyle(): [SaygStyle, (style: SaygStyle) => void] {
  const [style, setStyle] = useState<SaygStyle>(() => readSaygStyle());
  const choose = useCallback((next: SaygStyle) => {
    document.cookie = saygStyleCookie(next);
    setStyle(next);
  }, []);
  return [style, choose];
}
