// Stand-in for the cookie-consent script of every other host.
window.sfConsent = { variant: 'other', loadedAt: Date.now() };
