// Stand-in for the cookie-consent script of the group's main domain family (public-site §4 tags).
window.sfConsent = { variant: 'group', loadedAt: Date.now() };
