// Stand-in for the cookie-consent script of development hosts (localhost, *.localhost).
window.sfConsent = { variant: 'development', loadedAt: Date.now() };
