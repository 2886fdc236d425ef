// Stand-in for the tag manager: ensures the data layer exists and records its start event.
window.dataLayer = window.dataLayer || [];
window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
