// Browser and system named from a user agent, for "where you're signed in" and a new passkey's
// default name. Deliberately small: the families people recognise, in the order their user agents
// overlap (Edge and Opera say Chrome too, Chrome says Safari). Anything else reads as unknown.
export interface Agent {
  /** Browser family, or '' when unknown. */
  browser: string;
  /** Operating system, or '' when unknown. */
  os: string;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(?:Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: [RegExp, string][]): string => table.find(([re]) => re.test(ua))?.[1] ?? '';

export function describeAgent(ua: string): Agent {
  const s = ua.slice(0, 512);
  return { browser: first(s, BROWSERS), os: first(s, SYSTEMS) };
}
