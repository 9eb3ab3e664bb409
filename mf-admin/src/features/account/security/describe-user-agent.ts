// A session's device as a person reads it ('Firefox sur Windows'), from the browser's user-agent
// string. A few markers are enough to tell one's own devices apart; the order matters because
// browsers borrow each other's names (Edge and Opera say "Chrome", Chrome says "Safari").

const browsers: readonly [marker: RegExp, name: string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly [marker: RegExp, name: string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const unknownDevice = 'Appareil inconnu';

const first = (list: readonly [RegExp, string][], text: string) => list.find(([marker]) => marker.test(text))?.[1];

export function describeUserAgent(userAgent: string | null | undefined): string {
  const text = userAgent?.trim() ?? '';
  const browser = first(browsers, text);
  const system = first(systems, text);
  if (browser && system) return `${browser} sur ${system}`;
  if (browser) return browser;
  if (system) return `Navigateur inconnu sur ${system}`;
  return unknownDevice;
}
