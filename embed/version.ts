// The bundle's version, for the guarded define (embed/define.ts) and partners (accounts.js exports it).
export const VERSION: string = typeof __ACCOUNTS_VERSION__ === 'string' ? __ACCOUNTS_VERSION__ : '0.0.0';
