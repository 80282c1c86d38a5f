// A wtr server command: Chromium's virtual authenticator (CDP WebAuthn) on the test's page, for
// passkey browser tests. Engines without CDP (Firefox, WebKit) answer { unsupported: true }.
//   executeServerCommand('virtual-authenticator', { action: 'add' | 'remove' })
export function webauthnPlugin() {
  const sessions = new Map();
  return {
    name: 'virtual-authenticator',
    async executeCommand({ command, payload, session }) {
      if (command !== 'virtual-authenticator') return undefined;
      const page = typeof session.browser.getPage === 'function' ? session.browser.getPage(session.id) : null;
      if (!page || typeof page.createCDPSession !== 'function') return { unsupported: true };
      if (payload?.action === 'remove') {
        const known = sessions.get(session.id);
        if (known) await known.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: known.id });
        sessions.delete(session.id);
        return { removed: true };
      }
      try {
        const cdp = await page.createCDPSession();
        await cdp.send('WebAuthn.enable');
        const { authenticatorId: id } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
          options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
        });
        sessions.set(session.id, { cdp, id });
        return { id };
      } catch {
        return { unsupported: true }; // a puppeteer page over WebDriver BiDi (Firefox) has no CDP WebAuthn
      }
    },
  };
}
