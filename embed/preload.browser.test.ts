// The entry's preloads (embed/preload.ts) in Chromium: one modulepreload link per chunk, resolved
// against the entry's URL, carrying the entry script's nonce (a 'strict-dynamic' page needs it).
import { preload } from './preload.ts';
import { equal } from '../tests/browser/support/assert.ts';

afterEach(() => {
  for (const el of document.querySelectorAll('link[rel="modulepreload"][href*="/cdn/"], script[src*="/cdn/"]')) el.remove();
});

describe('the entry preloads its chunks', () => {
  it('adds one modulepreload per chunk, resolved against the entry and with its script nonce', () => {
    const base = new URL('/cdn/embed/accounts.js', location.href).href;
    const script = document.createElement('script');
    script.type = 'text/plain'; // never run: it only stands for the page's tag of the entry
    script.src = base;
    script.nonce = 'r4nd0m';
    document.head.append(script);
    preload(['chunks/elements-a.js', 'chunks/ready-b.js'], base);
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][href*="/cdn/"]')];
    equal(links.map((l) => l.href).join(' '), [new URL('/cdn/embed/chunks/elements-a.js', location.href).href, new URL('/cdn/embed/chunks/ready-b.js', location.href).href].join(' '));
    equal(links.map((l) => l.nonce).join(' '), 'r4nd0m r4nd0m');
  });

  it('adds no nonce when the entry came without one, and nothing for an empty list', () => {
    const base = new URL('/cdn/embed/accounts.js', location.href).href;
    preload([], base);
    equal(document.querySelectorAll('link[rel="modulepreload"][href*="/cdn/"]').length, 0);
    preload(['chunks/elements-a.js'], base);
    equal(document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][href*="/cdn/"]')?.nonce, '');
  });
});
