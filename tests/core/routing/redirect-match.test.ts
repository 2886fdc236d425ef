import { describe, expect, it } from 'vitest';
import { matchRedirect, redirectCandidates } from '../../../core/routing/redirect-match.ts';

const redirects = [
  { previousUrl: '/en/jobs', target: '/en/careers' },
  { previousUrl: '/en/jobs?source=newsletter', target: '/en/careers/newsletter' },
  { previousUrl: '/en/news#archive', target: '/en/media-releases' },
];

describe('CMS redirect match (public-site §2; customer-area §5 longest previousUrl)', () => {
  it.each([
    ['path', { pathname: '/en/jobs' }, '/en/careers'],
    [
      'path with query beats path',
      { pathname: '/en/jobs', search: '?source=newsletter' },
      '/en/careers/newsletter',
    ],
    ['other query falls back to the path', { pathname: '/en/jobs', search: '?x=1' }, '/en/careers'],
    ['path with hash', { pathname: '/en/news', hash: '#archive' }, '/en/media-releases'],
    ['hash unknown, path unknown', { pathname: '/en/news', hash: '#other' }, null],
    ['nothing matches', { pathname: '/en/nope' }, null],
  ])('%s', (_name, url, expected) => {
    expect(matchRedirect({ redirects, candidates: redirectCandidates(url) })).toBe(expected);
  });
});
