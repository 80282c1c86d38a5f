// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveTo, safeCallback, withQuery } from './redirect';
import { isSafeColor, isSafeUrlAttribute } from './safe-url';

const ALLOWED = ['https://company.example', 'https://talks.company.example', 'http://127.0.0.1:5173'];
const FALLBACK = '/';
const OWN = 'https://accounts.company.example';
const check = (raw: unknown) => safeCallback(raw, ALLOWED, FALLBACK, OWN);

describe('safeCallback rejects open redirects', () => {
  it.each([
    '//evil.test',
    '/\\evil.test',
    'https:evil.test',
    'https://company.example.evil.test',
    'https://evilcompany.test',
    'https://company.example@evil.test',
    'https://user:pass@company.example/x',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'http://company.example',
    'http://2130706433',
    'http://2130706433:5173/',
    'http://0x7f.0.0.1:5173/',
    'https://company.example\t.evil.test',
    'java\tscript:alert(1)',
    'https://company.example/\nx',
    'https://company.example/\u0000',
    ' https://company.example/',
    '/callback..;/x',
    '/a/../../evil',
    '/a/%2e%2e/evil',
    'https://company.example\\@evil.test',
    '/path\\to',
    'https://company.example./x',
    'https://company.example:444/x',
    'ftp://company.example/x',
    'company.example/x',
    '',
  ])('rejects %j', (raw) => {
    expect(check(raw)).toBe(FALLBACK);
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an array', ['https://company.example/']],
    ['an object', { toString: () => 'https://company.example/' }],
  ])('rejects non-string %s', (_name, raw) => {
    expect(check(raw)).toBe(FALLBACK);
  });

  it('rejects a value longer than 2048 characters', () => {
    const long = 'https://company.example/' + 'a'.repeat(2048);
    expect(check(long)).toBe(FALLBACK);
  });

  it('rejects relative paths when the own origin is not http(s)', () => {
    expect(safeCallback('/profile', ALLOWED, FALLBACK, 'about:blank')).toBe(FALLBACK);
  });
});

describe('safeCallback accepts allowed destinations', () => {
  it.each([
    ['https://company.example', 'https://company.example/'],
    ['https://company.example/courses?x=1#top', 'https://company.example/courses?x=1#top'],
    ['HTTPS://Company.Example/x', 'https://company.example/x'],
    ['https://company.example:443/x', 'https://company.example/x'],
    ['https://talks.company.example/welcome', 'https://talks.company.example/welcome'],
    ['http://127.0.0.1:5173/done', 'http://127.0.0.1:5173/done'],
    ['/profile', 'https://accounts.company.example/profile'],
    ['/signin/?product=talks', 'https://accounts.company.example/signin/?product=talks'],
    ['https://accounts.company.example/address', 'https://accounts.company.example/address'],
  ])('accepts %s', (raw, expected) => {
    expect(check(raw)).toBe(expected);
  });

  it('keeps a near-limit value of 2048 characters', () => {
    const url = 'https://company.example/' + 'a'.repeat(2048 - 'https://company.example/'.length);
    expect(url).toHaveLength(2048);
    expect(check(url)).toBe(url);
  });

  it('resolves relative paths against location.origin by default', () => {
    expect(safeCallback('/profile', [], FALLBACK)).toBe(`${location.origin}/profile`);
  });

  it('tolerates allow-list entries with a trailing slash and ignores invalid ones', () => {
    expect(safeCallback('https://x.example/a', ['not a url', 'https://x.example/'], FALLBACK, OWN)).toBe('https://x.example/a');
  });
});

describe('withQuery', () => {
  it('appends encoded params to an absolute url', () => {
    expect(withQuery('https://talks.company.example/start', { callback: 'https://a.example/?x=1&y=2', lang: 'pt' })).toBe(
      'https://talks.company.example/start?callback=https%3A%2F%2Fa.example%2F%3Fx%3D1%26y%3D2&lang=pt',
    );
  });

  it('keeps existing params, replaces a same-named one and skips empty values', () => {
    expect(withQuery('https://a.example/p?keep=1&onboarding=no#h', { onboarding: 'skip', none: undefined, nil: null, n: 3 })).toBe(
      'https://a.example/p?keep=1&onboarding=skip&n=3#h',
    );
  });

  it('keeps a root-relative url relative', () => {
    expect(withQuery('/signin/', { product: 'talks & more' })).toBe('/signin/?product=talks+%26+more');
  });
});

describe('isSafeUrlAttribute', () => {
  it.each(['https://cdn.example/logo.png', 'http://cdn.example/bg.jpg?v=2', '/images/logo.svg'])('accepts %s', (raw) => {
    expect(isSafeUrlAttribute(raw)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://cdn.example/1234',
    '//evil.test/x.png',
    'https://cdn.example/x.png) ; background:url(javascript:alert(1)',
    'https://cdn.example/x".png',
    "https://cdn.example/x'.png",
    'https://cdn.example/x y.png',
    'https://user@cdn.example/x.png',
    'logo.png',
    'vbscript:msgbox',
  ])('refuses %s', (raw) => {
    expect(isSafeUrlAttribute(raw)).toBe(false);
  });

  it('accepts raster data images only when allowed', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(isSafeUrlAttribute(png, { allowData: true })).toBe(true);
    expect(isSafeUrlAttribute(png, { allowData: false })).toBe(false);
  });

  it('refuses svg and non-base64 data images even when data is allowed', () => {
    expect(isSafeUrlAttribute('data:image/svg+xml;base64,PHN2Zz4=', { allowData: true })).toBe(false);
    expect(isSafeUrlAttribute('data:image/png,<script>', { allowData: true })).toBe(false);
    expect(isSafeUrlAttribute('data:text/html;base64,PHNjcmlwdD4=', { allowData: true })).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isSafeUrlAttribute(null)).toBe(false);
    expect(isSafeUrlAttribute(1)).toBe(false);
  });
});

describe('isSafeColor', () => {
  // happy-dom's CSS.supports says yes to any word; Chromium's list is checked in the browser tests.
  beforeEach(() => {
    vi.stubGlobal('CSS', { supports: (_: string, v: string) => ['purple', 'rebeccapurple', 'tomato'].includes(v.toLowerCase()) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    '#abc',
    '#abcd',
    '#7B2CBF',
    '#7b2cbf80',
    'rgb(123, 44, 191)',
    'rgb(123 44 191 / 50%)',
    'rgba(0,0,0,0.5)',
    'hsl(270deg 60% 46%)',
    'hsla(270, 60%, 46%, .8)',
    'purple',
    'RebeccaPurple',
    'tomato',
  ])('accepts %s', (raw) => {
    expect(isSafeColor(raw)).toBe(true);
  });

  it.each([
    '#abcd1',
    '#ggg',
    'red; background: url(https://evil.test)',
    'red}body{display:none',
    'url(https://evil.test/x.png)',
    'expression(alert(1))',
    '"red"',
    "'red'",
    'rgb(var(--x), 0, 0)',
    'rgb(1,2)',
    'rgb(1,2,3,4,5)',
    'calc(1px)',
    'notacolor',
    'transparent',
    'CurrentColor',
    '',
  ])('refuses %s', (raw) => {
    expect(isSafeColor(raw)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isSafeColor(undefined)).toBe(false);
    expect(isSafeColor(0xffffff)).toBe(false);
  });
});

describe('leaveTo', () => {
  it('navigates the top window to a url once, however many parts ask for it', () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    try {
      leaveTo('https://talks.example/cb');
      leaveTo('https://talks.example/cb'); // the route guard, right after the flow
      expect(assign).toHaveBeenCalledTimes(1);
      leaveTo('https://talks.example/other');
      expect(assign).toHaveBeenCalledTimes(2);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
