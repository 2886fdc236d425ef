import { describe, expect, it } from 'vitest';
import { type ArtifactEntry, formatChecksums, isArchiveName } from '../../../core/pipeline/artifacts.ts';
import { checkArchive, parseArtifactsList, parseChecksums } from '../../../core/pipeline/artifacts-verify.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

function entry(overrides: Partial<ArtifactEntry> = {}): ArtifactEntry {
  return {
    site: 'events',
    technicalName: 'events_north_america',
    buildId: '20261122T140512Z-1a2b3c',
    pages: 13,
    bytes: 1000,
    checksum: A,
    file: 'events_north_america.tar.gz',
    ...overrides,
  };
}

describe('SHA256SUMS', () => {
  it('writes sha256sum -c lines, two spaces, sorted by file', () => {
    expect(formatChecksums([entry({ file: 'z.tar.gz', checksum: B }), entry({ file: 'a.tar.gz' })])).toBe(
      `${A}  a.tar.gz\n${B}  z.tar.gz\n`,
    );
  });

  it('reads back what it writes, and the binary-mode marker', () => {
    const { sums, problems } = parseChecksums(
      `${formatChecksums([entry()])}${B.toUpperCase()} *b.tar.gz\n\n`,
    );
    expect(problems).toEqual([]);
    expect([...sums]).toEqual([
      ['events_north_america.tar.gz', A],
      ['b.tar.gz', B],
    ]);
  });

  it.each([
    ['a short checksum', `abc  x.tar.gz`, "line 1 is not '<sha256>  <file>': 'abc  x.tar.gz'"],
    ['no file', `${A}`, `line 1 is not '<sha256>  <file>': '${A}'`],
    ['a repeated file', `${A}  x.tar.gz\n${B}  x.tar.gz`, 'lists x.tar.gz twice'],
  ])('names the problem with %s', (_, text, problem) => {
    expect(parseChecksums(text).problems).toEqual([problem]);
  });
});

describe('artifacts.json', () => {
  it('reads a list of entries', () => {
    expect(parseArtifactsList(JSON.stringify([entry()]))).toEqual({ entries: [entry()] });
  });

  it.each([
    ['invalid JSON', '[{', /^is not valid JSON \(/],
    ['an object', '{}', /^is not a list of artifacts \(top level: /],
    ['a bad checksum', JSON.stringify([entry({ checksum: 'xyz' })]), /0\.checksum: must be 64 lowercase hex/],
    ['a path as file', JSON.stringify([entry({ file: '../x.tar.gz' })]), /0\.file: must be a \.tar\.gz file/],
    ['a repeated file', JSON.stringify([entry(), entry()]), /^lists events_north_america\.tar\.gz twice$/],
  ])('refuses %s', (_, text, problem) => {
    const parsed = parseArtifactsList(text);
    expect('problem' in parsed && parsed.problem).toMatch(problem);
  });
});

describe('checkArchive', () => {
  const file = 'events_north_america.tar.gz';
  const listed = { entries: [entry()], sums: new Map([[file, A]]) };

  it('finds nothing wrong when the file matches both lists', () => {
    expect(checkArchive({ file, ...listed, actual: { checksum: A, bytes: 1000 } })).toEqual([]);
  });

  it('says a changed archive changed', () => {
    expect(checkArchive({ file, ...listed, actual: { checksum: B, bytes: 1000 } })).toEqual([
      'has SHA-256 bbbbbbbbbbbb…, listed as aaaaaaaaaaaa…: the archive changed after it was written',
    ]);
  });

  it('says a listed archive is missing', () => {
    expect(checkArchive({ file, ...listed, actual: null })).toEqual([
      'is missing (listed in artifacts.json)',
    ]);
  });

  it('says an extra archive is listed nowhere', () => {
    expect(checkArchive({ file: 'extra.tar.gz', ...listed, actual: { checksum: A, bytes: 1 } })).toEqual([
      'is not listed in artifacts.json',
      'is not listed in SHA256SUMS',
    ]);
  });

  it('says when the two lists disagree, and when the size is not the listed one', () => {
    const sums = new Map([[file, B]]);
    expect(
      checkArchive({ file, entries: listed.entries, sums, actual: { checksum: B, bytes: 999 } }),
    ).toEqual([
      'has different checksums in artifacts.json and SHA256SUMS',
      'is 999 bytes, artifacts.json says 1000',
    ]);
  });

  it('checks against nothing a list it could not read', () => {
    expect(checkArchive({ file, entries: null, sums: null, actual: { checksum: B, bytes: 1 } })).toEqual([]);
  });
});

describe('isArchiveName', () => {
  it.each([
    ['events_north_america.tar.gz', true],
    ['a/b.tar.gz', false],
    ['..\\b.tar.gz', false],
    ['.artifacts-x.tar.gz', false],
    ['.tar.gz', false],
    ['events.tgz', false],
  ])('%s → %s', (name, expected) => {
    expect(isArchiveName(name)).toBe(expected);
  });
});
