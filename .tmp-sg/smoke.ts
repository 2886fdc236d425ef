import express from 'express';
import { createStyleGuideRouter } from '/work/main/plugins/style-guide/router.ts';
import { silentLogger } from '/work/main/core/logger.ts';
const app = express();
app.use('/style-guide', createStyleGuideRouter({ outDir: '/tmp', logger: silentLogger(), endpoints: {}, sites: () => [], assets: () => ({ scripts: ['/_assets/main.js'], styles: ['/_assets/main.css'] }), portalSegment: 'mykomax' } as any));
const server = app.listen(0, async () => {
  const port = (server.address() as any).port;
  for (const p of ['', '/buttons', '/components', '/inputs', '/modules', '/typography', '/pages/error', '/tools/email-links?to=a@b.test&subject=Hi%20there&body=x%0Ay', '/tools/email-links?to=bad', '/nope']) {
    const r = await fetch(`http://127.0.0.1:${port}/style-guide${p}`);
    const t = await r.text();
    console.log(p, r.status, t.length);
    if (process.argv[2] === p) console.log(t);
  }
  server.close();
});
